import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CatalogueFrame } from './catalogueKit';
import { catalogueMeta, pageStory } from './catalogueKit';

// Every page of src/router/table/shop.ts (the shop: numbers, goods, orders, customer service, agents), named by its SPEC path.
// A page added to the table gets its line here; the docs smoke test fails until it has one.

const meta = {
  title: 'Page catalogue/Shop',
  // Shown and smoke-tested in the static build; the page tests are what the test run plays.
  tags: ['!test', '!autodocs', 'catalogue'],
  ...catalogueMeta,
} satisfies Meta<typeof CatalogueFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PagesGoodsIndex: Story = {
  name: 'pages/goods/index',
  ...pageStory('pages/goods/index'),
};

export const PagesGoodsGeneralIndex: Story = {
  name: 'pages/goods/general/index',
  ...pageStory('pages/goods/general/index'),
};

export const PagesIndexVanityNumberIndex: Story = {
  name: 'pages/index/VanityNumber/index',
  ...pageStory('pages/index/VanityNumber/index'),
};

export const PagesGoodsPrettyIndex: Story = {
  name: 'pages/goods/pretty/index',
  ...pageStory('pages/goods/pretty/index'),
};

export const PagesGoodsPrettyPackage: Story = {
  name: 'pages/goods/pretty/package',
  ...pageStory('pages/goods/pretty/package'),
};

export const PagesGoodsPrettyComment: Story = {
  name: 'pages/goods/pretty/comment',
  ...pageStory('pages/goods/pretty/comment'),
};

export const PagesGoodsFastNumberIndex: Story = {
  name: 'pages/goods/fastNumber/index',
  ...pageStory('pages/goods/fastNumber/index'),
};

export const PagesGoodsFastNumberFormSubmit: Story = {
  name: 'pages/goods/fastNumber/formSubmit',
  ...pageStory('pages/goods/fastNumber/formSubmit'),
};

export const PagesLoginIndex: Story = {
  name: 'pages/login/index',
  ...pageStory('pages/login/index'),
};

export const PagesOrderPayIndex: Story = {
  name: 'pages/order/pay/index',
  ...pageStory('pages/order/pay/index'),
};

export const PagesOrderLogisticsIndex: Story = {
  name: 'pages/order/logistics/index',
  ...pageStory('pages/order/logistics/index'),
};

export const PagesCustomerCode: Story = {
  name: 'pages/customer/code',
  ...pageStory('pages/customer/code'),
};

export const PagesCustomerQuestionIndex: Story = {
  name: 'pages/customer/question/index',
  ...pageStory('pages/customer/question/index'),
};

export const PagesCustomerQuestionDetail: Story = {
  name: 'pages/customer/question/detail',
  ...pageStory('pages/customer/question/detail'),
};

export const PagesUserIndex2: Story = {
  name: 'pages/user/index2',
  ...pageStory('pages/user/index2'),
};

export const PagesIndexAgentIndex: Story = {
  name: 'pages/index/agent/index',
  ...pageStory('pages/index/agent/index'),
};

export const PagesSubSingleIndex: Story = {
  name: 'pages-sub/single/index',
  ...pageStory('pages-sub/single/index'),
};

export const PagesIndexDefault: Story = {
  name: 'pages/index/default',
  ...pageStory('pages/index/default'),
};

export const PagesIndexLoadDomain: Story = {
  name: 'pages/index/loadDomain',
  ...pageStory('pages/index/loadDomain'),
};

export const PagesAuthorizeIndex: Story = {
  name: 'pages/authorize/index',
  ...pageStory('pages/authorize/index'),
};

export const PagesResetCertIndex: Story = {
  name: 'pages/resetCert/index',
  ...pageStory('pages/resetCert/index'),
};
