import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../../../src/pages/pages-sub/iot/machineCode/recharge/phoneService';
import { withCard } from '../../../../../iotServices/user/withCard';
import { catalogueState } from '../../../../catalogue/catalogueKit';
import { expectGuide, opened, route } from '../../../../fixtures/machineCode';
import { type PageFrame, pageMeta } from '../../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/iot/machineCode/recharge/phoneService';

const meta = {
  title: 'Card services/Pages/pages-sub/iot/machineCode/recharge/phoneService',
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
export const PhoneService: Story = {
  decorators: [withCard('1064800000007')],
  args: { query: opened(3) },
  parameters: { route: route('phoneService', 3) },
  play: async ({ canvasElement }) => {
    const guide = await expectGuide(canvasElement, '电话客服', 'Call 400-800-1234', null);
    await expect(within(guide).getByText('Service phone')).toBeVisible();
    // The hours are the site configuration's, never the app's own.
    await expect(within(guide).getByText('Service hours: 每天 9:00-21:00')).toBeVisible();
  },
};

export const PhoneServiceChinese: Story = {
  ...PhoneService,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const guide = await expectGuide(canvasElement, '电话客服', '拨打 400-800-1234', null);
    await expect(within(guide).getByText('客服电话')).toBeVisible();
    await expect(within(guide).getByText('服务时间：每天 9:00-21:00')).toBeVisible();
  },
};
