import { expect, test, type APIRequestContext, type Page, type Request, demoUrl } from './lib/test';
import { fillOrderForm, openPricedOrder } from './lib/shopForms';
import { answerDemoCashier } from './lib/cashier';

// Faults on the calls that take money, in the production build, through the demo API's fault
// endpoint: slow answers with a second tap, timeouts, dropped connections, 500, 401, empty bodies
// and broken data. Each shows the section 8 behaviour, the app stays usable, what was typed is
// kept, and no order or payment is ever sent twice.

interface Fault {
  path: string;
  method?: string;
  code?: number;
  status?: number;
  delay?: number;
  drop?: boolean;
  empty?: boolean;
  times?: number;
}

async function inject(request: APIRequestContext, fault: Fault) {
  const response = await request.post(demoUrl('api/__demo/fault'), { data: fault });
  expect((await response.json()).code).toBe(0);
}

async function clearFaults(request: APIRequestContext) {
  await request.delete(demoUrl('api/__demo/faults'));
}

/** Every request to a path the page sends, with its Order-Session-ID header. */
function watch(page: Page, path: string) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(path))
      sent.push(request);
  });
  return {
    count: () => sent.length,
    orderSessionIds: () => sent.map((request) => request.headers()['order-session-id'] ?? ''),
  };
}

/** Two quick real taps at the centre of an element (a double tap on a phone). */
async function doubleTap(page: Page, selector: ReturnType<Page['getByRole']>) {
  const box = await selector.boundingBox();
  if (!box) throw new Error('nothing to tap');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.click(x, y);
  await page.mouse.click(x, y);
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

const SESSION_ID = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-?[0-9a-f]*$|^[0-9a-f-]{20,}$/i;

test.beforeEach(async ({ request }) => {
  const response = await request.post(demoUrl('api/__demo/reset'));
  expect(response.ok()).toBe(true);
});

/**
 * Opens the order form of goods with a priced number held for this visitor (reserved through the
 * demo API with the page's own Session-ID), so that the order has something to pay.
 */
async function cardLogin(page: Page, simNo: string) {
  await page.goto('#/pages/iot/login/index');
  await page.getByLabel('Card or device number').fill(simNo);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/iot\/index\/index/);
  await expect(page.getByRole('region', { name: 'Card summary' })).toBeVisible();
  const popup = page.getByRole('dialog', { name: '温馨提示' });
  if (await popup.isVisible().catch(() => false)) {
    await popup.getByRole('button', { name: 'Got it' }).click();
  }
}

test.describe('shop goods order and payment', () => {
  test.setTimeout(90_000);

  test('a slow submit and a slow payment, each tapped twice, are sent once', async ({
    page,
    request,
  }) => {
    const orders = watch(page, '/api/shop/createOrder');
    const payments = watch(page, '/api/shop/payOrder');
    await openPricedOrder(page);
    await inject(request, { path: '/api/shop/createOrder', delay: 2500 });
    const submit = page.getByRole('button', { name: 'Place the order' });
    await doubleTap(page, submit);
    // Pending: the button cannot be pressed again, the page still answers.
    await expect(submit).toBeDisabled();
    await expect(page.getByLabel(/Street address/)).toHaveValue('科技园南区 1 栋 101');
    await expect(page).toHaveURL(/#\/pages\/order\/pay\/index\?/, { timeout: 15_000 });
    expect(orders.count()).toBe(1);
    expect(orders.orderSessionIds()[0]).toMatch(SESSION_ID);

    await inject(request, { path: '/api/shop/payOrder', delay: 2500 });
    const pay = page.getByRole('button', { name: 'Pay now' });
    const popup = page.waitForEvent('popup');
    await doubleTap(page, pay);
    await expect(pay).toBeDisabled();
    await answerDemoCashier(await popup);
    await expect(page.getByText('Payment received')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Your order has shipped.')).toBeVisible();
    expect(payments.count()).toBe(1);
  });

  test('a dropped connection keeps the form; the retry reuses the same order session', async ({
    page,
    request,
  }) => {
    const orders = watch(page, '/api/shop/createOrder');
    await openPricedOrder(page);
    // Chromium retries a dropped kept-alive connection by itself: drop until cleared.
    await inject(request, { path: '/api/shop/createOrder', drop: true, times: 0 });
    await page.getByRole('button', { name: 'Place the order' }).click();
    await expect(toast(page, 'Network error, try another network')).toBeVisible();
    await clearFaults(request);
    await expect(page.getByLabel(/Real name/)).toHaveValue('张三');
    await expect(page.getByLabel(/Street address/)).toHaveValue('科技园南区 1 栋 101');
    const tries = orders.count();
    await page.getByRole('button', { name: 'Place the order' }).click();
    await expect(page).toHaveURL(/#\/pages\/order\/pay\/index\?/, { timeout: 15_000 });
    const ids = orders.orderSessionIds();
    expect(ids.length).toBe(tries + 1);
    // The same attempt: a backend that did get the first one answers with the same order.
    expect(new Set(ids).size).toBe(1);
  });

  test('an empty body says abnormal data and keeps the form', async ({ page, request }) => {
    await page.goto('#/pages/goods/index?goodsId=104');
    await fillOrderForm(page);
    await inject(request, { path: '/api/shop/createOrder', empty: true });
    await page.getByRole('button', { name: 'Place the order' }).click();
    await expect(toast(page, 'Abnormal data response')).toBeVisible();
    await expect(page.getByLabel(/ID card number/)).toHaveValue('110101199003074258');
    await expect(page.getByRole('button', { name: 'Place the order' })).toBeEnabled();
  });

  test('HTTP 500 on payment toasts the network message; paying again works', async ({
    page,
    request,
  }) => {
    await openPricedOrder(page);
    await page.getByRole('button', { name: 'Place the order' }).click();
    await expect(page).toHaveURL(/#\/pages\/order\/pay\/index\?/, { timeout: 15_000 });
    await inject(request, { path: '/api/shop/payOrder', status: 500 });
    const pay = page.getByRole('button', { name: 'Pay now' });
    await pay.click();
    await expect(toast(page, 'Network error, change network or retry later')).toBeVisible();
    await expect(pay).toBeEnabled();
    const popup = page.waitForEvent('popup');
    await pay.click();
    await answerDemoCashier(await popup);
    await expect(page.getByText('Payment received')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Your order has shipped.')).toBeVisible();
  });

  test('a timeout-long answer shows the pending state and the app stays usable', async ({
    page,
    request,
  }) => {
    await inject(request, { path: '/api/shop/goodsDetails', delay: 20_000 });
    await page.goto('#/pages/goods/index?goodsId=104');
    await expect(page.locator('[aria-busy="true"]').first()).toBeVisible();
    // Still usable while the call hangs: the user leaves for another tab.
    await page.goto('#/pages/customer/index');
    await expect(page.getByRole('button', { name: 'Chat with us online' })).toBeVisible();
  });

  test('data that breaks the contract shows the error state; retry loads the page', async ({
    page,
  }) => {
    let broken = true;
    await page.route('**/api/shop/goodsDetails**', async (route) => {
      if (!broken) return route.fallback();
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: 0, message: 'ok', data: { id: 'x', name: ['no'] } }),
      });
    });
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/errorReport')) reports.push(request.postData() ?? '');
    });
    await page.goto('#/pages/goods/index?goodsId=104');
    await expect(
      toast(page, 'The server sent data this page cannot use. Please try again later'),
    ).toBeVisible();
    const retry = page.getByRole('button', { name: /retry|try again|reload/i }).first();
    await expect(retry).toBeVisible();
    await expect.poll(() => reports.length).toBeGreaterThan(0);
    expect(reports[0]).toContain('/api/shop/goodsDetails');
    expect(reports[0]).not.toContain('goodsId=');
    broken = false;
    await retry.click();
    await expect(page.getByRole('button', { name: 'Place the order' })).toBeVisible();
  });
});

test.describe('card payments', () => {
  test.setTimeout(90_000);

  test('a slow package purchase tapped twice buys once', async ({ page, request }) => {
    const purchases = watch(page, '/api/iot/buyPackage');
    await cardLogin(page, '1064800000001');
    await page.goto('#/pages-sub/iot/packageDetails/index?id=5');
    await inject(request, { path: '/api/iot/buyPackage', delay: 2500 });
    const buy = page.getByRole('button', { name: /Buy now/ });
    await doubleTap(page, buy);
    await expect(page.getByRole('heading', { name: 'Package bought' })).toBeVisible({
      timeout: 15_000,
    });
    expect(purchases.count()).toBe(1);
    expect(purchases.orderSessionIds()[0]).toMatch(SESSION_ID);
  });

  test('a slow balance recharge tapped twice creates one order; 401 is silent', async ({
    page,
    request,
  }) => {
    const recharges = watch(page, '/api/iot/createBalanceOrder');
    await cardLogin(page, '1064800000001');
    await page.goto('#/pages/iot/index/balance/index');
    await page.getByRole('button', { name: /¥50/ }).click();
    await page.getByRole('button', { name: 'Top up', exact: true }).click();
    await expect(page).toHaveURL(/balance\/pay\?optionId=2/);
    const pay = page.getByRole('button', { name: 'Pay ¥50.00' });

    // 401: rejected silently, nothing shown, the button comes back.
    await inject(request, { path: '/api/iot/createBalanceOrder', status: 401 });
    await pay.click();
    await expect(pay).toBeEnabled();
    await page.waitForTimeout(500);
    await expect(page.getByRole('status').filter({ hasText: /error|Error/ })).toHaveCount(0);
    const after401 = recharges.count();
    expect(after401).toBe(1);

    await inject(request, { path: '/api/iot/createBalanceOrder', delay: 2500 });
    await doubleTap(page, pay);
    const cashier = page.getByRole('dialog', { name: 'Cashier' });
    await cashier.getByRole('button', { name: 'Pay ¥50.00' }).click({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Balance topped up' })).toBeVisible({
      timeout: 15_000,
    });
    expect(recharges.count()).toBe(after401 + 1);
  });
});
