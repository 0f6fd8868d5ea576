// The texts of the demo payment provider's page (./cashierPage.ts), in the three languages of
// the shop. They live with the demo, not in the shop's message catalogues, so no build of the
// shop carries them.

export const CASHIER_TEXTS = {
  en: {
    title: 'Demo payment provider',
    note: 'This page stands in for a payment provider in the demo: no money moves.',
    order: 'Order {{orderSn}}',
    amount: 'Amount to pay',
    pay: 'Pay',
    cancel: 'Cancel',
    unknown: 'There is no unpaid order with this number.',
    back: 'Back to the shop',
  },
  'zh-Hans': {
    title: '演示支付平台',
    note: '本页在演示中代替支付平台：不会产生真实扣款。',
    order: '订单 {{orderSn}}',
    amount: '应付金额',
    pay: '支付',
    cancel: '取消',
    unknown: '没有该编号的待支付订单。',
    back: '返回商城',
  },
  'zh-Hant': {
    title: '示範支付平台',
    note: '本頁在示範中代替支付平台：不會產生真實扣款。',
    order: '訂單 {{orderSn}}',
    amount: '應付金額',
    pay: '支付',
    cancel: '取消',
    unknown: '沒有該編號的待支付訂單。',
    back: '返回商城',
  },
} as const;
