import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../src/pages/pages/webview/index';
import { catalogueState } from '../../catalogue/catalogueKit';
import { type PageFrame, pageMeta } from '../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/webview/index';

const meta = {
  title: 'App frame/Pages/pages/webview/index',
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
export const WebviewRefusesOtherSchemes: Story = {
  args: { query: { url: 'javascript:alert(1)' } },
  parameters: { route: '/pages/webview/index?url=javascript%3Aalert(1)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'This address cannot be opened' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Only http:// and https:// addresses can be opened here.'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const WebviewRefusesOtherSchemesChinese: Story = {
  args: { query: { url: 'weixin://dl/business' } },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages/webview/index?url=weixin%3A%2F%2Fdl%2Fbusiness' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '无法打开该地址' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '返回' })).toBeVisible();
  },
};

export const WebviewWarnsOfOutsideAddress: Story = {
  args: { query: { url: 'https://www.example.com/help' } },
  parameters: { route: '/pages/webview/index?url=https%3A%2F%2Fwww.example.com%2Fhelp' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Another site is never framed under the shop's address bar: its link shows with a warning.
    await expect(
      await canvas.findByRole('heading', { name: 'This page is not part of the shop' }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByText(/leads to www\.example\.com/)).toBeVisible();
    await expect(canvas.getByText('https://www.example.com/help')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open in the browser' })).toHaveAttribute(
      'href',
      'https://www.example.com/help',
    );
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

export const WebviewWarnsOfOutsideAddressChinese: Story = {
  args: { query: { url: 'https://shop.example.com.evil.example/login' } },
  globals: { locale: 'zh-Hans' },
  parameters: {
    route: '/pages/webview/index?url=https%3A%2F%2Fshop.example.com.evil.example%2Flogin',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '该页面不属于本店' })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByRole('link', { name: '在浏览器中打开' })).toBeVisible();
  },
};

export const WebviewFramesTheShopOwnSite: Story = {
  args: { query: { url: `${location.origin}/help.html` } },
  parameters: {
    route: `/pages/webview/index?url=${encodeURIComponent(`${location.origin}/help.html`)}`,
    // The frame's content is whatever the server answers there: no fixed picture.
    visual: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const host = location.host;
    await expect(await canvas.findByTitle(`External page: ${host}`)).toHaveAttribute(
      'src',
      `${location.origin}/help.html`,
    );
    await expect(canvas.getByRole('link', { name: 'Open in the browser' })).toBeVisible();
  },
};
