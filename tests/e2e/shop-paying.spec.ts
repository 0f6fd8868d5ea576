import { expect, test, demoUrl, type Page } from './lib/test';
import { openPricedOrder } from './lib/shopForms';

// The moment of paying, on the production build with the demo API: the demo warehouse ships a
// number order as soon as it is paid, so the order the shopper just paid is already "shipped" when
// the payment page asks about it. The page that started the payment says the payment was received,
// with the order's state beside it; the same order opened again says plainly that it is paid.

test.beforeEach(async ({ request }) => {
  const response = await request.post(demoUrl('api/__demo/reset'));
  expect(response.ok()).toBe(true);
});

interface Words {
  /** The shop's language ('' keeps the browser's, English). */
  locale: '' | 'zh-Hans';
  payNow: string;
  received: string;
  shipped: string;
  alreadyPaid: string;
  followHint: string;
  viewOrders: string;
}

const EN: Words = {
  locale: '',
  payNow: 'Pay now',
  received: 'Payment received',
  shipped: 'Your order has shipped.',
  alreadyPaid: 'This order is paid and has shipped.',
  followHint: 'Follow it in your order list.',
  viewOrders: 'View my orders',
};

/** Places a priced number order, pays it at the demo provider and comes back to the shop. */
async function payNumberOrder(page: Page, words: Words) {
  await openPricedOrder(page);
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/pay\/index\?id=\d+/, { timeout: 15_000 });
  const payUrl = page.url();
  if (words.locale) {
    // The shopper's own choice of language, kept by the shop, then the payment page again.
    await page.evaluate((locale) => localStorage.setItem('shop.locale', locale), words.locale);
    await page.reload();
  }
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: words.payNow }).click();
  const provider = await popup;
  await expect(provider.getByRole('heading', { name: 'Demo payment provider' })).toBeVisible();
  await provider.getByRole('button', { name: 'Pay', exact: true }).click();
  // The provider returns to the shop's payment page of the order, which says the payment was
  // received there too.
  await expect(provider).toHaveURL(/\/shop\/#\/pages\/order\/pay\/index\?id=\d+&returned=1/);
  await expect(
    provider.getByRole('status').filter({ hasText: words.received }).getByText(words.shipped),
  ).toBeVisible({ timeout: 15_000 });
  await provider.close();

  // Confirmed by the order itself, now shipped: a received payment, never a failure.
  const outcome = page.getByRole('status').filter({ hasText: words.received });
  await expect(outcome).toBeVisible({ timeout: 15_000 });
  await expect(outcome.getByText(words.shipped)).toBeVisible();
  await expect(page.getByText(/no longer waits for payment|Order status|订单状态/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: words.payNow })).toHaveCount(0);
  return payUrl;
}

/** Opens the paid order's payment page again, as from a link or the list: paid, said plainly. */
async function reopenPaidOrder(page: Page, payUrl: string, words: Words) {
  await page.goto('about:blank');
  await page.goto(payUrl);
  const outcome = page.getByRole('status').filter({ hasText: words.alreadyPaid });
  await expect(outcome).toBeVisible({ timeout: 15_000 });
  await expect(outcome.getByText(words.followHint)).toBeVisible();
  await expect(page.getByText(words.received)).toHaveCount(0);
  await page.getByRole('button', { name: words.viewOrders }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/index/);
}

test('a shopper who pays a number order is told the payment was received and the order shipped', async ({
  page,
}) => {
  const payUrl = await payNumberOrder(page, EN);
  await reopenPaidOrder(page, payUrl, EN);
});

test('the same, in Simplified Chinese', async ({ page }) => {
  const zh: Words = {
    locale: 'zh-Hans',
    payNow: '立即支付',
    received: '已收到付款',
    shipped: '订单已发货。',
    alreadyPaid: '该订单已支付并已发货。',
    followHint: '可在订单列表中查看进度。',
    viewOrders: '查看我的订单',
  };
  const payUrl = await payNumberOrder(page, zh);
  await reopenPaidOrder(page, payUrl, zh);
});
