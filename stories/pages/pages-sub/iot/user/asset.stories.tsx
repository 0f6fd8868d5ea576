import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../../src/pages/pages-sub/iot/user/asset';
import { withCard } from '../../../../iotServices/user/withCard';
import { catalogueState } from '../../../catalogue/catalogueKit';
import { type PageFrame, pageMeta } from '../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/iot/user/asset';

const meta = {
  title: 'Card services/Pages/pages-sub/iot/user/asset',
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
export const Assets: Story = {
  decorators: [withCard('1064800000001')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const assets = await canvas.findByRole('region', { name: 'My assets' });
    await expect(assets).toHaveTextContent('1280');
    await expect(canvas.getByRole('button', { name: /Points shop/ })).toBeVisible();
  },
};

export const AssetsChinese: Story = {
  decorators: [withCard('1064800000001')],
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const assets = await canvas.findByRole('region', { name: '我的资产' });
    await expect(within(assets).getByText('券币')).toBeVisible();
    await expect(canvas.getByText('通过签到和任务获得')).toBeVisible();
  },
};
