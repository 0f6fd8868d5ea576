import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../src/pages/pages/customer/index';
import { BASE_CONFIG_KEY } from '../../../../src/features/data/baseConfig';
import { catalogueState } from '../../catalogue/catalogueKit';
import { forgetDrafts, type PageFrame, pageMeta } from '../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/customer/index';

const meta = {
  title: 'App frame/Pages/pages/customer/index',
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
export const CustomerService: Story = {
  parameters: {
    data: [
      [
        BASE_CONFIG_KEY,
        {
          promoCode: '',
          config: {
            front: {
              kefuUrl: 'https://kefu.example.com/chat',
              kefuMobile: '400-800-1234',
              kefuQr: '/static/kefu-qr.png',
              serviceHours: '每天 9:00-21:00',
            },
          },
        },
      ],
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '收到卡后如何激活？' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call 400-800-1234' })).toBeVisible();
    await expect(canvas.getByText('Service hours: 每天 9:00-21:00')).toBeVisible();
  },
};

export const CustomerServiceChinese: Story = {
  ...CustomerService,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: '收到卡后如何激活？' }, { timeout: 4000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '在线客服' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '拨打 400-800-1234' })).toBeVisible();
  },
};
