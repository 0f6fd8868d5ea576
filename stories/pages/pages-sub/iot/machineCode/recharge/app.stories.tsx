import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../../../src/pages/pages-sub/iot/machineCode/recharge/app';
import { withCard } from '../../../../../iotServices/user/withCard';
import { catalogueState } from '../../../../catalogue/catalogueKit';
import { expectGuide, opened, route } from '../../../../fixtures/machineCode';
import { type PageFrame, pageMeta } from '../../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/iot/machineCode/recharge/app';

const meta = {
  title: 'Card services/Pages/pages-sub/iot/machineCode/recharge/app',
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
export const App: Story = {
  decorators: [withCard('1064800000007')],
  args: { query: opened(6) },
  parameters: { route: route('app', 6) },
  play: async ({ canvasElement }) => {
    const guide = await expectGuide(
      canvasElement,
      '下载 App 充值',
      'Download the app',
      'Device number',
    );
    await expect(within(guide).getByText(/Install the app and log in/)).toBeVisible();
  },
};

export const AppChinese: Story = {
  decorators: [withCard('1064800000007')],
  args: { query: opened(6) },
  globals: { locale: 'zh-Hans' },
  parameters: { route: route('app', 6) },
  play: async ({ canvasElement }) => {
    await expectGuide(canvasElement, '下载 App 充值', '下载 APP', '设备号');
  },
};
