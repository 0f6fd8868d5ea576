import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../src/pages/pages-sub/wifi/share';
import { withCard } from '../../../iotServices/user/withCard';
import { catalogueState } from '../../catalogue/catalogueKit';
import { wifiCode } from '../../fixtures/wifi';
import { type PageFrame, pageMeta } from '../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/wifi/share';

const meta = {
  title: 'Card services/Pages/pages-sub/wifi/share',
  tags: ['!autodocs'],
  ...pageMeta(Page, PATH),
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
export const Share: Story = {
  decorators: [withCard('1064800000007')],
  args: { query: { type: '5G' } },
  parameters: { route: '/pages-sub/wifi/share?type=5G', msw: { handlers: [wifiCode('5G')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'QR code to join CardShop-MiFi-5G' }),
    ).toBeVisible();
    await expect(canvas.getByText(/W00002/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Copy/ })).toBeEnabled();
  },
};

export const ShareChinese: Story = {
  ...Share,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: '连接 CardShop-MiFi-5G 的二维码' }),
    ).toBeVisible();
    await expect(canvas.getByText('复制链接发送给需要连接的人')).toBeVisible();
  },
};
