import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../../../src/pages/pages-sub/iot/machineCode/recharge/button';
import { withCard } from '../../../../../iotServices/user/withCard';
import { catalogueState } from '../../../../catalogue/catalogueKit';
import { DEVICE, expectGuide, opened, route } from '../../../../fixtures/machineCode';
import { type PageFrame, pageMeta } from '../../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/iot/machineCode/recharge/button';

const meta = {
  title: 'Card services/Pages/pages-sub/iot/machineCode/recharge/button',
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
export const OneTap: Story = {
  decorators: [withCard('1064800000007')],
  args: { query: opened(7) },
  parameters: { route: route('button', 7) },
  play: async ({ canvasElement }) => {
    await expectGuide(canvasElement, '一键充值', 'Recharge now', 'Device number');
  },
};

export const OneTapChinese: Story = {
  ...OneTap,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const guide = await expectGuide(canvasElement, '一键充值', '立即充值', '设备号');
    // A device's guide says device number in its steps.
    await expect(within(guide).getByText('确认下方设备号为要充值的设备号。')).toBeVisible();
  },
};

/** Without a server entry the variant still explains itself, titled by the shop. */
export const OneTapWithoutEntryChinese: Story = {
  decorators: [withCard('1064800000007')],
  args: { query: { code: DEVICE } },
  globals: { locale: 'zh-Hans' },
  parameters: { route: `/pages-sub/iot/machineCode/recharge/button?code=${DEVICE}` },
  play: async ({ canvasElement }) => {
    await expectGuide(canvasElement, '一键充值', '立即充值', '设备号');
  },
};
