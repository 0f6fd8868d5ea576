import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import Page from '../../../../src/pages/pages-sub/single/index';
import { catalogueState } from '../../catalogue/catalogueKit';
import { envelope, forgetDrafts, type PageFrame, pageMeta } from '../../pageKit';
import { singlePage } from '../../../../src/mocks/services/goods';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/single/index';

const meta = {
  title: 'Shop/Pages/pages-sub/single/index',
  tags: ['!autodocs'],
  ...pageMeta(Page, PATH),
  beforeEach: forgetDrafts,
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
export const FeaturedSinglePage: Story = {
  args: { query: { pageCode: 'SUMMER' } },
  parameters: { route: '/pages-sub/single/index?pageCode=SUMMER' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('限时特惠，首月 0 元。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'See all goods' })).toBeVisible();
  },
};

export const FeaturedSinglePageChinese: Story = {
  ...FeaturedSinglePage,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('限时特惠，首月 0 元。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '查看全部商品' })).toBeVisible();
  },
};

export const FeaturedSinglePageClosed: Story = {
  args: { query: { pageCode: 'WINTER' } },
  parameters: { route: '/pages-sub/single/index?pageCode=WINTER' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Could not load this page')).toBeVisible();
  },
};

/** A popup picture address that would end the CSS rule and hide the page, were it written raw. */
const HOSTILE_PICTURE = `x.png'); } body { display: none } .x { background: url('`;

export const HostilePopupPictureBreaksNoRule: Story = {
  args: { query: { pageCode: 'SUMMER' } },
  parameters: {
    route: '/pages-sub/single/index?pageCode=SUMMER',
    visual: false,
    msw: {
      handlers: [
        http.get('*/api/shop/singlePageInfo', () => {
          const page = singlePage('SUMMER');
          return envelope(page.ok ? { ...page.data, popupImage: HOSTILE_PICTURE } : null);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('限时特惠，首月 0 元。')).toBeVisible();
    const popup = await within(document.body).findByRole('button', { name: 'Got it' });
    await expect(popup).toBeVisible();
    // The page is still drawn: no rule of the address's own reached the style sheet.
    await expect(getComputedStyle(document.body).display).not.toBe('none');
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    await expect(
      rules.some(
        (rule) => rule.cssText.includes('display: none') && rule.cssText.startsWith('body'),
      ),
    ).toBe(false);
    const picture = document.querySelector<HTMLElement>('[data-testid="single-popup-picture"]')!;
    const image = getComputedStyle(picture).backgroundImage;
    await expect(image.match(/url\(/g)).toHaveLength(1);
    await expect(image).toContain('x.png%27%29;');
  },
};
