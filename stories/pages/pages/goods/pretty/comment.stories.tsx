import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http } from 'msw';
import Page from '../../../../../src/pages/pages/goods/pretty/comment';
import { envelope, forgetDrafts, type PageFrame, pageMeta, STORY_NOW } from '../../../pageKit';
import { catalogueState } from '../../../catalogue/catalogueKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/goods/pretty/comment';

/** Number 3, held by this visitor until a quarter of an hour after the story clock. */
const heldNumber = http.get('*/api/shop/numberDetails', () =>
  envelope({
    id: 3,
    mobile: '19292614888',
    operatorType: 3,
    operatorName: '中国广电',
    provinceCode: '330000',
    province: '浙江省',
    cityCode: '330200',
    city: '宁波市',
    pattern: '888',
    pretty: true,
    price: 2227,
    minConsume: 29,
    prestore: 50,
    goodsId: 202,
    reserved: false,
    reservedUntil: new Date(STORY_NOW + 15 * 60_000).toISOString(),
    fast: false,
  }),
);

const meta = {
  title: 'Shop/Pages/pages/goods/pretty/comment',
  tags: ['!autodocs'],
  ...pageMeta(Page, PATH),
  beforeEach: forgetDrafts,
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

// The page in the catalogue's four states: shown and smoke-tested in the static build, not
// played by the story run and not compared with baselines.
export const CatalogueFilled: Story = {
  ...catalogueState(PATH, 'filled'),
  tags: ['!test', 'catalogue'],
};
export const CatalogueLoading: Story = {
  ...catalogueState(PATH, 'loading'),
  tags: ['!test', 'catalogue'],
};
export const CatalogueEmpty: Story = {
  ...catalogueState(PATH, 'empty'),
  tags: ['!test', 'catalogue'],
};
export const CatalogueError: Story = {
  ...catalogueState(PATH, 'error'),
  tags: ['!test', 'catalogue'],
};

// Page tests: the page played through as a customer would, most with a visual baseline.
export const NumberRemarkNotHeld: Story = {
  args: { query: { numberId: '3' } },
  parameters: { route: '/pages/goods/pretty/comment?numberId=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'This number is not held for you. Reserve it to keep it while you order.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    // The way out of the dead end: reserve the number first.
    await expect(canvas.getByRole('button', { name: 'Reserve this number' })).toBeEnabled();
  },
};

export const NumberRemark: Story = {
  args: { query: { numberId: '3' } },
  parameters: { route: '/pages/goods/pretty/comment?numberId=3', msw: { handlers: [heldNumber] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByLabelText('Remark for the operator');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Write a remark first.')).toBeVisible();
    await userEvent.type(box, 'Deliver after 6 pm');
    await expect(box).toHaveValue('Deliver after 6 pm');
  },
};

export const NumberRemarkChinese: Story = {
  args: { query: { numberId: '3' } },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages/goods/pretty/comment?numberId=3', msw: { handlers: [heldNumber] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('给运营商的备注')).toBeEnabled();
    await expect(canvas.getByText('关于这个号码，运营商需要知道的信息。')).toBeVisible();
  },
};
