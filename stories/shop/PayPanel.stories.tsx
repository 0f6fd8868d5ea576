import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PayPanel } from '../../src/components/shop/PayPanel';

const meta = {
  title: 'Shop/Widgets/PayPanel',
  component: PayPanel,
  args: {
    orderSn: 'SO202611210002',
    goodsName: 'Premium vanity package 59 yuan',
    amount: 588,
    payTypes: ['wechat', 'alipay'],
    payType: 'wechat',
    onPayTypeChange: fn(),
    stage: 'choose',
    paying: false,
    onPay: fn(),
    onCheck: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof PayPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Alipay' }));
    await expect(args.onPayTypeChange).toHaveBeenCalledWith('alipay');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

export const PrepaidExplained: Story = {
  args: { prestore: 100 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const breakdown = canvas.getByRole('group', { name: 'Price breakdown' });
    await expect(within(breakdown).getByText('Number fee')).toBeVisible();
    await expect(within(breakdown).getByText('Prepaid credit')).toBeVisible();
    await expect(within(breakdown).getByText(/not part of this payment/)).toBeVisible();
  },
};

export const PrepaidExplainedChinese: Story = {
  ...PrepaidExplained,
  globals: { locale: 'zh-Hant' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('預存話費')).toBeVisible();
  },
};

export const Paying: Story = {
  args: { paying: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Pay now/ }));
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const Waiting: Story = {
  args: { stage: 'waiting', blockedUrl: '/api/__demo/pay?orderSn=SO202611210002' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Waiting for the payment to be confirmed…')[0]).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the payment page' })).toBeVisible();
  },
};

export const Paid: Story = {
  args: {
    stage: 'settled',
    outcome: { kind: 'received', title: 'Payment received', detail: 'Your order has shipped.' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The outcome's live region is drawn a moment before its message (so it is announced).
    const status = canvas.getByRole('status');
    await expect(await within(status).findByText('Payment received')).toBeVisible();
    await expect(within(status).getByText('Your order has shipped.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Contact customer service' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'View my orders' }));
    await expect(args.onDone).toHaveBeenCalled();
  },
};

export const Cancelled: Story = {
  args: {
    stage: 'settled',
    outcome: {
      kind: 'ended',
      title: 'Order status: Cancelled',
      detail: 'This order was cancelled and can no longer be paid.',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Order status: Cancelled')).toBeVisible();
    await expect(canvas.queryByText('Payment received')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Pay now' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'View my orders' }));
    await expect(args.onDone).toHaveBeenCalled();
  },
};

export const RefundedLeadsToService: Story = {
  args: {
    stage: 'settled',
    outcome: {
      kind: 'refunded',
      title: 'Order cancelled',
      detail:
        'If any amount was taken for this order, it is refunded to the way you paid. Contact customer service with any question.',
    },
    onService: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/refunded to the way you paid/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Contact customer service' }));
    await expect(args.onService).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'View my orders' })).toBeVisible();
  },
};

export const UnknownStatusChinese: Story = {
  args: {
    stage: 'settled',
    goodsName: '精品靓号套餐 59元',
    outcome: {
      kind: 'unknown',
      title: '订单状态：未知',
      detail: '暂时无法识别该订单的状态，请在订单列表中查看或联系客服。',
    },
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('订单状态：未知')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '查看我的订单' })).toBeVisible();
  },
};

export const Unconfirmed: Story = {
  args: { stage: 'unconfirmed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Payment not confirmed yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    await expect(args.onCheck).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  },
};

export const NoPaymentMethod: Story = {
  args: { payTypes: [], payType: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No payment method is available/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay now' })).toBeDisabled();
  },
};

export const Chinese: Story = {
  args: { goodsName: '精品靓号套餐 59元' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '微信支付' })).toBeChecked();
  },
};
