import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import CustomerPage from '../../../src/pages/pages/customer/index';
import GoodsPage from '../../../src/pages/pages/goods/index';
import HomePage from '../../../src/pages/pages/index/index';
import AgentPage from '../../../src/pages/pages/index/agent/index';
import NumberReservationPage from '../../../src/pages/pages/goods/pretty/index';
import OrdersPage from '../../../src/pages/pages/order/index';
import MinePage from '../../../src/pages/pages/user/index';
import type { PageProps } from '../../../src/router/types';
import { GENERIC_CONFIG_KEY } from '../../../src/features/data/config';
import { fixClock, forgetDrafts, PageFrame } from '../pageKit';
import { BASE_CONFIG_KEY } from '../../../src/features/data/baseConfig';

const meta = {
  title: 'Page tests/Shop',
  // Interaction tests of whole pages; the Page catalogue documents every page.
  tags: ['!autodocs'],
  component: PageFrame,
  args: { page: HomePage as (props: PageProps) => React.ReactNode, query: {} },
  parameters: { route: '/pages/index/index' },
  beforeEach: forgetDrafts,
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeGoodsGroup: Story = {
  // The greeting follows the hour of the day: no fixed picture.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '流量卡' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'China Unicom' }));
    await waitFor(() => expect(canvas.queryByText('移动星辰卡 29元 100G')).toBeNull());
    await expect(canvas.getByText('联通大王卡 39元 150G')).toBeVisible();
  },
};

export const HomeNumberGroup: Story = {
  args: { query: { indexFirstGroup: '1' } },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'See all numbers' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose a number' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const HomeGoodsGroupChinese: Story = {
  globals: { locale: 'zh-Hans' },
  // The greeting follows the hour: a fixed clock keeps the picture.
  beforeEach: fixClock,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '流量卡' })).toBeVisible();
    await expect(canvas.getByText('移动星辰卡 29元 100G')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '流量卡' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const HomeNumberGroupChinese: Story = {
  args: { query: { indexFirstGroup: '1' } },
  globals: { locale: 'zh-Hans' },
  beforeEach: fixClock,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '查看全部号码' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '选号码' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const HomeGoodsFailToLoad: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: [http.get('*/api/shop/goodsList', () => HttpResponse.json({}, { status: 500 }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load this page')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const GoodsDetailAndForm: Story = {
  args: { page: GoodsPage, query: { goodsId: '103' } },
  parameters: { route: '/pages/goods/index?goodsId=103' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: '联通大王卡 39元 150G' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/SMS code/)).toBeVisible();
    await expect(canvas.getByLabelText(/学校或单位/)).toBeVisible();
  },
};

export const GoodsDetailAndFormChinese: Story = {
  args: { page: GoodsPage, query: { goodsId: '103' } },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages/goods/index?goodsId=103' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: '联通大王卡 39元 150G' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/短信验证码/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '提交订单' })).toBeVisible();
  },
};

export const GoodsLoading: Story = {
  args: { page: GoodsPage, query: { goodsId: '103' } },
  parameters: {
    route: '/pages/goods/index?goodsId=103',
    msw: { handlers: [http.get('*/api/shop/goodsDetails', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const NumberReservation: Story = {
  args: { page: NumberReservationPage, query: { numberId: '3' } },
  parameters: { route: '/pages/goods/pretty/index?numberId=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Reserve this number' })).toBeVisible();
  },
};

export const NumberReservationChinese: Story = {
  args: { page: NumberReservationPage, query: { numberId: '3' } },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages/goods/pretty/index?numberId=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '预占此号码' })).toBeVisible();
    await expect(canvas.getByText('该号码尚未为您预占。预占后可在下单期间保留。')).toBeVisible();
  },
};

export const OrdersLoggedOut: Story = {
  args: { page: OrdersPage },
  parameters: {
    route: '/pages/order/index',
    data: [[GENERIC_CONFIG_KEY, { orderQueryMode: 1, loginAvatar: '' }]],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Look up your orders' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(
      canvas.getByText('Enter an 11-digit mobile number starting with 1.'),
    ).toBeVisible();
  },
};

export const OrdersByIdCardChinese: Story = {
  args: { page: OrdersPage },
  globals: { locale: 'zh-Hans' },
  parameters: {
    route: '/pages/order/index',
    data: [[GENERIC_CONFIG_KEY, { orderQueryMode: 2, loginAvatar: '' }]],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '查询订单' })).toBeVisible();
  },
};

/** The orders tab opened before the app has the generic settings: it asks for them itself. */
export const OrdersSettingsNotLoadedYet: Story = {
  args: { page: OrdersPage },
  parameters: { route: '/pages/order/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Look up your orders' })).toBeVisible();
    await expect(canvas.queryByTestId('skeleton')).toBeNull();
  },
};

export const CustomerService: Story = {
  args: { page: CustomerPage },
  parameters: {
    route: '/pages/customer/index',
    data: [
      [
        BASE_CONFIG_KEY,
        {
          promoCode: '',
          config: {
            front: {
              kefuUrl: 'https://kefu.example.com/chat',
              kefuMobile: '400-800-1234',
              kefuQr: '/static/kefu-qr.png',
            },
          },
        },
      ],
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '收到卡后如何激活？' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call 400-800-1234' })).toBeVisible();
  },
};

export const CustomerServiceChinese: Story = {
  ...CustomerService,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: '收到卡后如何激活？' }, { timeout: 4000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '在线客服' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '拨打 400-800-1234' })).toBeVisible();
  },
};

export const MineLoggedOutChinese: Story = {
  args: { page: MinePage },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages/user/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '游客' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /版本与更新/ })).toBeVisible();
  },
};

export const AgentPrices: Story = {
  args: { page: AgentPage, query: { promoCode: 'AGENT001' } },
  parameters: { route: '/pages/index/agent/index?promoCode=AGENT001' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: '华南一级代理' })).toBeVisible();
  },
};

export const AgentPricesChinese: Story = {
  ...AgentPrices,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: '华南一级代理' })).toBeVisible();
    await expect(
      canvas.getByText('为每个直属下级代理设置在您价格基础上的加价。留空则使用标准价格。'),
    ).toBeVisible();
  },
};

export const AgentNotAnAgent: Story = {
  args: { page: AgentPage, query: { promoCode: 'NOBODY' } },
  parameters: { route: '/pages/index/agent/index?promoCode=NOBODY' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Only agents can set prices for downstream agents.'),
    ).toBeVisible();
  },
};
