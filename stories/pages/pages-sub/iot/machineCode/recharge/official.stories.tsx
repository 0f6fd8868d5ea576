import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../../../src/pages/pages-sub/iot/machineCode/recharge/official';
import { withCard } from '../../../../../iotServices/user/withCard';
import { catalogueState } from '../../../../catalogue/catalogueKit';
import { expectGuide, opened, route } from '../../../../fixtures/machineCode';
import { type PageFrame, pageMeta } from '../../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/iot/machineCode/recharge/official';

const meta = {
  title: 'Card services/Pages/pages-sub/iot/machineCode/recharge/official',
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
export const OfficialAccount: Story = {
  decorators: [withCard('1064800000007')],
  args: { query: opened(2) },
  parameters: { route: route('official', 2) },
  play: async ({ canvasElement }) => {
    await expectGuide(
      canvasElement,
      '关注公众号充值',
      'Open the official account',
      'Device number',
    );
  },
};

export const OfficialAccountChinese: Story = {
  ...OfficialAccount,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const guide = await expectGuide(canvasElement, '关注公众号充值', '打开公众号', '设备号');
    await expect(within(guide).getByText('关注公众号。')).toBeVisible();
  },
};
