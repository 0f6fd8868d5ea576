import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import Page from '../../../../../../src/pages/pages-sub/iot/machineCode/recharge/videoTutorial';
import { withCard } from '../../../../../iotServices/user/withCard';
import { catalogueState } from '../../../../catalogue/catalogueKit';
import { expectGuide, opened, route } from '../../../../fixtures/machineCode';
import { type PageFrame, pageMeta } from '../../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/iot/machineCode/recharge/videoTutorial';

const meta = {
  title: 'Card services/Pages/pages-sub/iot/machineCode/recharge/videoTutorial',
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
export const VideoTutorial: Story = {
  decorators: [withCard('1064800000007')],
  args: { query: opened(4) },
  parameters: { route: route('videoTutorial', 4) },
  play: async ({ canvasElement }) => {
    await expectGuide(canvasElement, '充值视频教程', 'Recharge now', 'Device number');
    await expect(canvasElement.querySelector('video')).not.toBeNull();
  },
};

export const VideoTutorialChinese: Story = {
  ...VideoTutorial,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expectGuide(canvasElement, '充值视频教程', '立即充值', '设备号');
  },
};
