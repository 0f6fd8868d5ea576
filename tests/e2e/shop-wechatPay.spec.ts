import { expect, test, type Page, demoUrl, type APIRequestContext } from './lib/test';
import { openPricedOrder } from './lib/shopForms';

// WeChat Pay inside WeChat's browser on the production build with the demo API: the order answer
// carries WeChat's bridge parameters, the page opens WeChat's sheet through a stand-in with
// WeChat's own interface (WeixinJSBridge.invoke('getBrandWCPayRequest', params, callback), ready
// late, after WeixinJSBridgeReady), and a sheet that says "ok" is not a payment: the order counts
// as paid only once the server says so (here after the demo is told, as by WeChat's server).

test.use({
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
});

test.beforeEach(async ({ page, request }) => {
  expect((await request.post(demoUrl('api/__demo/reset'))).ok()).toBe(true);
  await page.route('https://open.weixin.qq.com/**', (route) => route.abort());
  // WeChat's bridge, arriving a moment after the page starts; each sheet waits for the test.
  await page.addInitScript(() => {
    type Answer = { err_msg: string };
    const w = window as unknown as {
      WeixinJSBridge?: unknown;
      __sheets: { name: string; params: Record<string, string>; answer: (a: string) => void }[];
    };
    w.__sheets = [];
    const bridge = {
      invoke(name: string, params: Record<string, string>, callback: (a: Answer) => void) {
        w.__sheets.push({
          name,
          params,
          answer: (what) => callback({ err_msg: `get_brand_wcpay_request:${what}` }),
        });
      },
    };
    setTimeout(() => {
      w.WeixinJSBridge = bridge;
      document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    }, 300);
  });
});

/** The WeChat sheets the page opened so far: the call's name and parameters. */
const sheets = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as { __sheets: { name: string; params: Record<string, string> }[] }
    ).__sheets.map(({ name, params }) => ({ name, params })),
  );

/** The shopper's answer on the last WeChat sheet. */
const answerSheet = (page: Page, what: 'ok' | 'cancel' | 'fail') =>
  page.evaluate((answer) => {
    const list = (window as unknown as { __sheets: { answer: (a: string) => void }[] }).__sheets;
    list[list.length - 1]?.answer(answer);
  }, what);

/** WeChat's server tells the shop's server the order is paid (the demo's notification). */
async function notifyPaid(request: APIRequestContext, orderSn: string) {
  const response = await request.post(demoUrl('api/__demo/pay'), { data: { orderSn } });
  expect(response.ok()).toBe(true);
}

function expectBridgeParams(params: Record<string, string>) {
  expect(params).toMatchObject({
    appId: expect.stringMatching(/^wx/),
    timeStamp: expect.stringMatching(/^\d+$/),
    package: expect.stringMatching(/^prepay_id=/),
    signType: 'RSA',
  });
  expect(params.nonceStr.length).toBeGreaterThan(0);
  expect(params.paySign.length).toBeGreaterThan(0);
}

/** Starts the shop in WeChat: the demo's WeChat authorisation, allowed, back on the home. */
async function startInWechat(page: Page) {
  await page.goto('#/pages/index/index');
  await expect(page).toHaveURL(/\/api\/__demo\/wechat\/authorize\?/);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('button', { name: 'Choose a number' })).toBeVisible();
}

test('a card package paid with WeChat Pay through the bridge counts once the server confirms', async ({
  page,
  request,
}) => {
  await startInWechat(page);
  await page.goto('#/pages/iot/login/index');
  await page.getByLabel('Card or device number').fill('1064800000005');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/iot\/index\/index/);

  await page.goto('#/pages-sub/iot/packageDetails/index?id=1');
  await page.getByRole('radio', { name: 'WeChat Pay' }).check();
  const created = page.waitForResponse((r) => r.url().includes('/api/iot/buyPackage'));
  await page.getByRole('button', { name: /^Buy now/ }).click();
  const order = ((await (await created).json()) as { data: { orderSn: string } }).data;
  const cashier = page.getByRole('dialog', { name: 'Cashier' });
  await cashier.getByRole('button', { name: /^Pay ¥/ }).click();

  await expect.poll(() => sheets(page).then((list) => list.length)).toBe(1);
  const [sheet] = await sheets(page);
  expect(sheet.name).toBe('getBrandWCPayRequest');
  expectBridgeParams(sheet.params);

  // WeChat's sheet says paid, the server not yet: the page waits and says nothing is bought.
  await answerSheet(page, 'ok');
  await expect(page.getByRole('dialog', { name: 'Confirming payment' })).toBeVisible();
  await page.waitForTimeout(2500);
  await expect(page.getByRole('heading', { name: 'Package bought' })).toHaveCount(0);

  await notifyPaid(request, order.orderSn);
  await expect(page.getByRole('heading', { name: 'Package bought' })).toBeVisible({
    timeout: 15_000,
  });
});

test('a shop order: cancel keeps it payable, then paid through the bridge once the server confirms', async ({
  page,
  request,
}) => {
  await startInWechat(page);
  await openPricedOrder(page);
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/pay\/index\?id=\d+/, { timeout: 15_000 });

  // No tab is opened for WeChat Pay inside WeChat.
  let popups = 0;
  page.on('popup', () => void (popups += 1));
  let answered = page.waitForResponse((r) => r.url().includes('/api/shop/payOrder'));
  await page.getByRole('button', { name: 'Pay now' }).click();
  const order = ((await (await answered).json()) as { data: { orderSn: string } }).data;
  await expect.poll(() => sheets(page).then((list) => list.length)).toBe(1);
  expectBridgeParams((await sheets(page))[0].params);

  await answerSheet(page, 'cancel');
  await expect(
    page.getByText('Payment cancelled. The order is kept: you can pay it later.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();

  answered = page.waitForResponse((r) => r.url().includes('/api/shop/payOrder'));
  await page.getByRole('button', { name: 'Pay now' }).click();
  await answered;
  await expect.poll(() => sheets(page).then((list) => list.length)).toBe(2);
  await answerSheet(page, 'ok');
  await expect(page.getByText('Waiting for the payment to be confirmed…').first()).toBeVisible();
  await page.waitForTimeout(2500);
  await expect(page.getByText('Payment received')).toHaveCount(0);

  await notifyPaid(request, order.orderSn);
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible({
    timeout: 15_000,
  });
  expect(popups).toBe(0);
});

test('Alipay inside WeChat shows how to go on in a browser, with the link', async ({ page }) => {
  await startInWechat(page);
  await openPricedOrder(page);
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/pay\/index\?id=\d+/, { timeout: 15_000 });
  await page.getByRole('radio', { name: 'Alipay' }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  const sheet = page.getByRole('dialog', { name: 'Continue in your browser' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(/\/api\/__demo\/cashier\?orderSn=/)).toBeVisible();
  await expect.poll(() => sheets(page).then((list) => list.length)).toBe(0);
});
