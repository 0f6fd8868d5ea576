import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentSheets } from '../../src/components/iot/PaymentSheets';

const meta = {
  title: 'Card/Widgets/PaymentSheets',
  component: PaymentSheets,
  args: {
    status: 'paying',
    step: 'cashier',
    amount: 59,
    payType: 'wechat',
    orderSn: 'PKG1763800000000',
    passwordError: '',
    dismissed: false,
    busy: false,
    onPassword: fn(),
    onPay: fn(),
    onPayAgain: fn(),
    onCancel: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof PaymentSheets>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Cashier: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Cashier' });
    await expect(within(dialog).getByText('Order PKG1763800000000')).toBeVisible();
    await expect(within(dialog).getByText('Pay with WeChat Pay')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ¥59.00' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

export const CashierBusy: Story = {
  args: { busy: true, payType: 'alipay' },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Cashier' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Pay ¥59.00/ }));
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const CashierClosed: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Cashier' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Password: Story = {
  args: { step: 'password', payType: 'balance', orderSn: '' },
  play: async ({ args }) => {
    const pad = within(await body.findByRole('group', { name: 'Number keyboard' }));
    for (const key of '135790') await userEvent.click(pad.getByRole('button', { name: key }));
    await expect(args.onPassword).toHaveBeenCalledWith('135790');
  },
};

export const WrongPassword: Story = {
  args: { step: 'password', payType: 'balance', orderSn: '', passwordError: 'wrong' },
  play: async () => {
    await expect(await body.findByText('Wrong pay password, please try again')).toBeVisible();
  },
};

export const Creating: Story = {
  args: { step: 'creating', orderSn: '' },
  play: async () => {
    await expect(await body.findByRole('dialog', { name: 'Placing the order…' })).toBeVisible();
  },
};

export const Confirming: Story = {
  args: { status: 'confirming', step: null },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Confirming payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'I have not paid' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Unpaid: Story = {
  args: { status: 'unpaid', step: null },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Payment not completed' });
    await expect(
      within(dialog).getByText('The order is kept and can still be paid.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    await expect(args.onPayAgain).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const ClosedAfterPaying: Story = {
  args: { status: 'closed', step: null, onService: fn() },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Order closed' });
    // The outcome's live region is drawn a moment before its message (so it is announced).
    await expect(await within(dialog).findByText(/refunded to the way you paid/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Contact customer service' }));
    await expect(args.onService).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const ClosedAfterPayingChinese: Story = {
  ...ClosedAfterPaying,
  globals: { locale: 'zh-Hans' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: '订单已关闭' });
    await expect(await within(dialog).findByText(/退/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '联系客服' })).toBeVisible();
  },
};

export const Idle: Story = {
  args: { status: 'idle', step: null, orderSn: '' },
  play: async () => {
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const LargeAmountChinese: Story = {
  args: { amount: 99999.99, orderSn: 'BAL17638000000001234567890' },
  globals: { locale: 'zh-Hans' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: '收银台' });
    await expect(within(dialog).getByRole('button', { name: '支付 ¥99999.99' })).toBeVisible();
  },
};

/** Alipay inside WeChat: how to go on in a browser in place of the cashier. */
export const ContinueInBrowser: Story = {
  args: {
    step: 'browser',
    payType: 'alipay',
    browserUrl: 'https://shop.example.com/api/__demo/pay?orderSn=PKG1763800000000',
    onPaidInBrowser: fn(),
    onLinkCopied: fn(),
  },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Continue in your browser' });
    await expect(body.queryByRole('dialog', { name: 'Cashier' })).toBeNull();
    await expect(within(dialog).getByText(args.browserUrl ?? '')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'I have paid' }));
    await expect(args.onPaidInBrowser).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
