import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../../src/pages/pages-sub/iot/user/carousel';
import { withCard } from '../../../../iotServices/user/withCard';
import { catalogueState } from '../../../catalogue/catalogueKit';
import { type PageFrame, pageMeta } from '../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/iot/user/carousel';

const meta = {
  title: 'Card services/Pages/pages-sub/iot/user/carousel',
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
export const Promotions: Story = {
  decorators: [withCard('1064800000001')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each promotion is a slide of the carousel and a row of the list.
    const [slide, row] = await canvas.findAllByRole('button', { name: /充值活动/ });
    await expect(slide).toBeVisible();
    await expect(row).toBeVisible();
  },
};

export const PromotionsChinese: Story = {
  ...Promotions,
  globals: { locale: 'zh-Hans' },
};
