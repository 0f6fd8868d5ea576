import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../../../src/pages/pages-sub/iot/machineCode/recharge/richText';
import { withCard } from '../../../../../iotServices/user/withCard';
import { catalogueState } from '../../../../catalogue/catalogueKit';
import { expectGuide, opened, route } from '../../../../fixtures/machineCode';
import { type PageFrame, pageMeta } from '../../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/iot/machineCode/recharge/richText';

const meta = {
  title: 'Card services/Pages/pages-sub/iot/machineCode/recharge/richText',
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
export const RichText: Story = {
  decorators: [withCard('1064800000007')],
  args: { query: opened(5) },
  parameters: { route: route('richText', 5) },
  play: async ({ canvasElement }) => {
    const guide = await expectGuide(canvasElement, '充值说明', 'Recharge now', 'Device number');
    await expect(within(guide).getByText('扫码后输入卡号即可充值。')).toBeVisible();
  },
};

export const RichTextChinese: Story = {
  ...RichText,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const guide = await expectGuide(canvasElement, '充值说明', '立即充值', '设备号');
    await expect(within(guide).getByText('扫码后输入卡号即可充值。')).toBeVisible();
  },
};
