import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CatalogueFrame } from './catalogueKit';
import { catalogueMeta, pageStory } from './catalogueKit';

// Every page of src/router/table/shell.ts (the shell: the shop tab pages, launch and network check), named by its SPEC path.
// A page added to the table gets its line here; the docs smoke test fails until it has one.

const meta = {
  title: 'Page catalogue/Shell',
  // Shown and smoke-tested in the static build; the page tests are what the test run plays.
  tags: ['!test', '!autodocs', 'catalogue'],
  ...catalogueMeta,
} satisfies Meta<typeof CatalogueFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PagesIndexIndex: Story = {
  name: 'pages/index/index',
  ...pageStory('pages/index/index'),
};

export const PagesOrderIndex: Story = {
  name: 'pages/order/index',
  ...pageStory('pages/order/index'),
};

export const PagesCustomerIndex: Story = {
  name: 'pages/customer/index',
  ...pageStory('pages/customer/index'),
};

export const PagesUserIndex: Story = { name: 'pages/user/index', ...pageStory('pages/user/index') };

export const PagesIndexNetworkCheck: Story = {
  name: 'pages/index/networkCheck',
  ...pageStory('pages/index/networkCheck'),
};

export const PagesAboutPayment: Story = {
  name: 'pages/about/payment',
  ...pageStory('pages/about/payment'),
};

export const PagesAboutPromise: Story = {
  name: 'pages/about/promise',
  ...pageStory('pages/about/promise'),
};

export const PagesAboutTextTemplate: Story = {
  name: 'pages/about/textTemplate',
  ...pageStory('pages/about/textTemplate'),
};

export const PagesWebviewIndex: Story = {
  name: 'pages/webview/index',
  ...pageStory('pages/webview/index'),
};

export const PagesSubAppUpdateIndex: Story = {
  name: 'pages-sub/appUpdate/index',
  ...pageStory('pages-sub/appUpdate/index'),
};
