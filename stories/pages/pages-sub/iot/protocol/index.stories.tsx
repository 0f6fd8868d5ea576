import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../../src/pages/pages-sub/iot/protocol/index';
import { withCard } from '../../../../iotServices/user/withCard';
import { catalogueState } from '../../../catalogue/catalogueKit';
import { type PageFrame, pageMeta } from '../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/iot/protocol/index';

const meta = {
  title: 'Card services/Pages/pages-sub/iot/protocol/index',
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
export const RechargeProtocol: Story = {
  decorators: [withCard('1064800000001')],
  parameters: { msw: { handlers: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [title] = await canvas.findAllByRole('heading', { name: '充值协议' });
    await expect(title).toBeVisible();
    await expect(canvas.getByText('请仔细阅读以下条款。')).toBeVisible();
  },
};

export const PrivacyProtocolChinese: Story = {
  decorators: [withCard('1064800000001')],
  args: { query: { key: 'privacy' } },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages-sub/iot/protocol/index?key=privacy', msw: { handlers: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [title] = await canvas.findAllByRole('heading', { name: '隐私政策' });
    await expect(title).toBeVisible();
    await expect(canvas.getByText(/^更新于/)).toBeVisible();
  },
};
