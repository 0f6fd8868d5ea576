import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http } from 'msw';
import Page from '../../../../src/pages/pages/authorize/index';
import { catalogueState } from '../../catalogue/catalogueKit';
import { bareEnvelope, forgetDrafts, type PageFrame, pageMeta } from '../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/authorize/index';

const meta = {
  title: 'Shop/Pages/pages/authorize/index',
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
export const AuthoriseAnotherDevice: Story = {
  args: { query: { scanId: 'SCAN-DEMO' } },
  parameters: { route: '/pages/authorize/index?scanId=SCAN-DEMO' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Authorise' }));
    await expect(
      await canvas.findByText('Authorised. You can go on on the other device.'),
    ).toBeVisible();
  },
};

export const AuthoriseAnotherDeviceChinese: Story = {
  ...AuthoriseAnotherDevice,
  globals: { locale: 'zh-Hans' },
  parameters: {
    route: '/pages/authorize/index?scanId=SCAN-DEMO',
    // A request still waiting for an answer (the story above has answered the demo one).
    msw: {
      handlers: [http.post('*/api/site/checkScanAuthorize', () => bareEnvelope({ status: 0 }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('是否允许另一台设备使用此账号登录？')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '确认授权' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '拒绝' })).toBeVisible();
  },
};
