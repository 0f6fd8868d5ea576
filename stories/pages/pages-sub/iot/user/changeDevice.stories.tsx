import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../../src/pages/pages-sub/iot/user/changeDevice';
import { withCard } from '../../../../iotServices/user/withCard';
import { catalogueState } from '../../../catalogue/catalogueKit';
import { type PageFrame, pageMeta } from '../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/iot/user/changeDevice';

const meta = {
  title: 'Card services/Pages/pages-sub/iot/user/changeDevice',
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
export const SwitchNetwork: Story = {
  decorators: [withCard('1064800000007')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'SIMs of the device' });
    await expect(within(list).getByText('In use')).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Switch 中国电信' })).toBeEnabled();
  },
};

export const SwitchNetworkChinese: Story = {
  ...SwitchNetwork,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '设备内的卡' });
    await expect(within(list).getByText('使用中')).toBeVisible();
    await expect(within(list).getByRole('button', { name: '切换 中国联通' })).toBeEnabled();
  },
};
