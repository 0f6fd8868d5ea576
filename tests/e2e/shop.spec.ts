import { expect, test, type Page, demoUrl } from './lib/test';
import { fillOrderForm, openPricedOrder } from './lib/shopForms';
import { answerDemoCashier } from './lib/cashier';
import { layoutShifts, watchLayoutShifts } from './lib/layoutShift';

// Shopper journeys on the production build with the demo API (demo login 13800138000 / 123456).

test.beforeEach(async ({ request }) => {
  const response = await request.post(demoUrl('api/__demo/reset'));
  expect(response.ok()).toBe(true);
});

/** Logs in on a login form shown on the current page. */
async function logIn(page: Page) {
  await page.getByLabel(/Mobile/).fill('13800138000');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /Again in/ })).toBeVisible();
  await page.getByLabel(/SMS code/).fill('123456');
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('vanity number to a paid order with logistics', async ({ page }) => {
  await page.goto('#/pages/index/VanityNumber/index');
  // The region filter starts on the visitor's province (from the IP location).
  await page.getByRole('button', { name: '广东省', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Anywhere' }).click();
  await page
    .getByRole('group', { name: 'Operator' })
    .getByRole('button', { name: 'China Mobile' })
    .click();
  await page.getByRole('button', { name: 'More filters' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'AABB' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Show numbers' }).click();
  const list = page.getByRole('list', { name: 'Numbers for sale' });
  const first = list.getByRole('button', { disabled: false }).first();
  await expect(first).toContainText('China Mobile');
  // The list before the filter stays on screen, dimmed, until the server's page replaces it.
  const digitsOf = async () =>
    (await first.locator('span').first().innerText()).trim().replace(/\s/g, '');
  await expect.poll(async () => (await digitsOf()).slice(-4)).toMatch(/^(\d)\1(\d)\2$/);
  const grouped = (await first.locator('span').first().innerText()).trim();
  const digits = await digitsOf();
  await first.click();

  // The reservation card groups the number as the list does.
  await expect(page.getByText(grouped, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Reserve this number' }).click();
  await expect(page.getByText('Held for you for')).toBeVisible();
  await page.getByRole('button', { name: 'Order with this number' }).click();

  await expect(page.getByText(`Your number: ${digits}`)).toBeVisible();
  await fillOrderForm(page, '11010119900307425');
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByText('Enter a valid 18-character ID card number.')).toBeVisible();
  await expect(page.getByLabel(/Real name/)).toHaveValue('张三');
  await page.getByLabel(/ID card number/).fill('110101199003074258');
  await page.getByRole('button', { name: 'Place the order' }).click();

  await expect(page).toHaveURL(/#\/pages\/order\/pay\/index\?/);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await answerDemoCashier(await popup);
  // The demo warehouse ships a paid order at once: the payment this page started is received,
  // with the order's state beside it.
  await expect(page.getByText('Payment received')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Your order has shipped.')).toBeVisible();
  await page.getByRole('button', { name: 'View my orders' }).click();

  await expect(page).toHaveURL(/#\/pages\/order\/index/);
  await logIn(page);
  const card = page.getByRole('region').filter({ hasText: `Number ${digits}` });
  await expect(card.getByText('Shipped')).toBeVisible();
  await card.getByRole('button', { name: 'Track parcel' }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/logistics\/index/);
  await expect(page.getByText(/Tracking no\. SF/)).toBeVisible();
});

test('a fast-number order keeps what was typed through a failed submit and a reload, and a double tap places one order', async ({
  page,
}) => {
  await page.goto('#/pages/goods/fastNumber/formSubmit?numberId=10');
  await expect(page.getByText('Held for you for')).toBeVisible();
  await expect(page.getByText('Your number: 17668389233')).toBeVisible();
  await fillOrderForm(page);

  // The server fails the first submit: nothing typed is lost.
  await page.route('**/api/shop/createOrder', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Network error, change network or retry later' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/goods\/fastNumber\/formSubmit/);
  await expect(page.getByLabel(/Real name/)).toHaveValue('张三');
  await page.unroute('**/api/shop/createOrder');

  // A reload keeps the hold and the draft, all but the ID card number, which is never stored.
  await page.reload();
  await expect(page.getByText('Held for you for')).toBeVisible();
  await expect(page.getByLabel(/Real name/)).toHaveValue('张三');
  await expect(page.getByLabel(/ID card number/)).toHaveValue('');
  await page.getByLabel(/ID card number/).fill('110101199003074258');
  await expect(page.getByLabel(/Mobile/)).toHaveValue('13800138000');
  await expect(page.getByRole('button', { name: /Delivery region/ })).toContainText('南山区');
  await expect(page.getByLabel(/Street address/)).toHaveValue('科技园南区 1 栋 101');
  await expect(page.getByRole('checkbox')).toBeChecked();

  // Two quick taps send one order.
  const created: number[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/api/shop/createOrder')) {
      created.push(((await response.json()) as { data: { id: number } }).data.id);
    }
  });
  await page.getByRole('button', { name: 'Place the order' }).dblclick();
  // The number package costs nothing, so the order is placed without a payment step.
  await expect(page.getByRole('status').filter({ hasText: 'Order placed' })).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/order\/index/);
  expect(created).toHaveLength(1);

  // The placed order's draft is gone: the form starts empty next time (a fresh visit).
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.includes('draft:order')),
    ),
  ).toEqual([]);
  await page.goto('about:blank');
  await page.goto('#/pages/goods/fastNumber/formSubmit?numberId=15');
  await expect(page.getByText('Held for you for')).toBeVisible();
  await expect(page.getByLabel(/Real name/)).toHaveValue('');
});

test('a number held by someone else shows 32001 and goes back to the number group', async ({
  page,
}) => {
  await page.goto('#/pages/goods/pretty/index?numberId=17');
  await page.getByRole('button', { name: 'Reserve this number' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Number already reserved')).toBeVisible();
  await dialog.getByRole('button', { name: 'Back to shop' }).click();
  await expect(page).toHaveURL(/#\/pages\/index\/index\?indexFirstGroup=1/);
  await expect(page.getByRole('button', { name: 'Choose a number' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a goods page shows its description with its details: the order form does not move down', async ({
  page,
}) => {
  await watchLayoutShifts(page);
  await page.goto('#/pages/goods/index?goodsId=101');
  await expect(page.getByText('到货后请在 30 天内激活。')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose your number first' })).toBeVisible();
  // Shifts are reported after the frame that made them.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  );
  const shifts = await layoutShifts(page);
  expect(shifts.total, shifts.moved.join('\n')).toBeLessThan(0.01);
});

test('the vanity list filters do not move when the configuration and the location arrive', async ({
  page,
}) => {
  await watchLayoutShifts(page);
  // The agent's configuration (it adds "Featured" among the operators) comes after the operator
  // dictionary, and the visitor's province replaces "Region" in the filter bar.
  await page.route(/\/api\/hk\/baseConfig/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto('#/pages/index/VanityNumber/index');
  const operators = page.getByRole('group', { name: 'Operator' });
  await expect(operators.getByRole('button', { name: 'Featured' })).toBeVisible();
  await expect(operators.getByRole('button', { name: 'China Mobile' })).toBeVisible();
  await expect(page.getByRole('button', { name: '广东省', exact: true })).toBeVisible();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  );
  const shifts = await layoutShifts(page);
  expect(shifts.total, shifts.moved.join('\n')).toBe(0);
});

test.describe('a sold-out item shows 30001', () => {
  test('contact service opens the customer page', async ({ page }) => {
    await page.goto('#/pages/goods/index?goodsId=105');
    await fillOrderForm(page);
    await page.getByRole('button', { name: 'Place the order' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Item sold out')).toBeVisible();
    await dialog.getByRole('button', { name: 'Contact service' }).click();
    await expect(page).toHaveURL(/#\/pages\/customer\/index/);
    await expect(page.getByRole('button', { name: 'Chat with us online' })).toBeVisible();
  });

  test('back to shop opens the goods group, and the draft survives a reload', async ({ page }) => {
    await page.goto('#/pages/goods/index?goodsId=105');
    await fillOrderForm(page);
    await page.reload();
    await expect(page.getByLabel(/Street address/)).toHaveValue('科技园南区 1 栋 101');
    // The ID card number is never stored: typed again after the reload.
    await page.getByLabel(/ID card number/).fill('110101199003074258');
    await page.getByRole('button', { name: 'Place the order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Back to shop' }).click();
    await expect(page).toHaveURL(/#\/pages\/index\/index\?indexFirstGroup=2/);
    await expect(page.getByRole('button', { name: 'Data cards' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test('the order query logs in and returns to the page that asked', async ({ page }) => {
  await page.goto('#/pages/order/logistics/index?id=5001');
  await expect(page).toHaveURL(/#\/pages\/login\/index\?.*redirect=/);
  // The login agreement comes from the backend and is read without leaving the form.
  await page.getByLabel(/Mobile/).fill('13800138000');
  await page.getByRole('button', { name: 'Login agreement' }).click();
  const agreement = page.getByRole('dialog', { name: '用户服务协议' });
  await expect(agreement.getByText('欢迎使用号卡商城。下单即表示您同意本协议。')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(agreement).toBeHidden();
  await expect(page.getByLabel(/Mobile/)).toHaveValue('13800138000');
  await logIn(page);
  await expect(page).toHaveURL(/#\/pages\/order\/logistics\/index\?id=5001/);
  await expect(page.getByText('Tracking no. SF1234567890')).toBeVisible();
});

test('an agent sets a downstream price; a non-direct one gets 33001', async ({ page }) => {
  await page.goto('#/pages/index/agent/index?promoCode=AGENT001');
  const east = page.getByRole('region', { name: '华东一级代理' });
  await east.getByLabel('Markup ¥').fill('8.5');
  await east.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Price saved' })).toBeVisible();
  await expect(east.getByText('Markup ¥8.50')).toBeVisible();

  const indirect = page.getByRole('region', { name: '深圳二级代理' });
  await indirect.getByLabel('Markup ¥').fill('2');
  await indirect.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Not a direct downstream agent')).toBeVisible();
  await dialog.getByRole('button', { name: 'Back to my downstream' }).click();
  await expect(page).toHaveURL(/#\/pages\/index\/agent\/index/);
  await expect(page.getByRole('region', { name: '华东一级代理' })).toBeVisible();
});

test('going offline shows the network check, and coming back continues', async ({ page }) => {
  await page.addInitScript(() => {
    let online = false;
    Object.defineProperty(Navigator.prototype, 'onLine', { get: () => online });
    (window as unknown as { goOnline: () => void }).goOnline = () => {
      online = true;
    };
  });
  await page.goto('#/pages/index/index');
  await expect(page).toHaveURL(/#\/pages\/index\/networkCheck/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(/Still offline/)).toBeVisible();
  await page.evaluate(() => (window as unknown as { goOnline: () => void }).goOnline());
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/#\/(pages\/index\/index)?(\?|$)/);
  await expect(page.getByRole('button', { name: 'Data cards' })).toBeVisible();
});

test('ID documents: a wrong file type is refused, three photos upload and are submitted', async ({
  page,
}) => {
  const png = {
    name: 'card.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=',
      'base64',
    ),
  };
  await page.goto('#/pages/resetCert/index?orderSn=SO202611210002');
  await page.getByLabel('Add Front (photo side)').setInputFiles({
    name: 'card.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(
    page.getByRole('status').filter({ hasText: 'Only JPEG or PNG images can be uploaded.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Upload all three photos first.' }),
  ).toBeVisible();
  // Uploads that take a while, as on a phone: Submit tapped while they are on their way waits for
  // them (it used to say that photos were missing).
  await page.route('**/api/shop/certUpload', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  for (const side of ['Front (photo side)', 'Back (emblem side)', 'You holding the card']) {
    await page.getByLabel(`Add ${side}`).setInputFiles(png);
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'ID documents submitted' }),
  ).toBeVisible();
});

test('the demo payment provider: cancel leaves the order payable, pay is confirmed by the shop', async ({
  page,
}) => {
  const reports: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/hk/pointReport'))
      reports.push(request.postDataJSON() as Record<string, unknown>);
  });
  await openPricedOrder(page);
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page).toHaveURL(/#\/pages\/order\/pay\/index\?/, { timeout: 15_000 });
  // Page views and the placed order were tracked.
  await expect
    .poll(() => reports.map((report) => `${String(report.event)} ${String(report.page)}`))
    .toEqual(
      expect.arrayContaining([
        'page_view /pages/goods/index',
        'order_submit /pages/goods/index',
        'page_view /pages/order/pay/index',
      ]),
    );
  let popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pay now' }).click();
  const cashier = await popup;
  await expect(cashier.getByText('Amount to pay')).toBeVisible();
  await cashier.getByRole('button', { name: 'Cancel', exact: true }).click();
  // Back in the shop, unpaid: the order can be paid again.
  await expect(cashier.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await cashier.close();
  await expect(page.getByText('Payment received')).toBeHidden();
  await expect(page.getByText(/^Order status:/)).toBeHidden();
  await page.reload();
  popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await answerDemoCashier(await popup);
  await expect(page.getByText('Payment received')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Your order has shipped.')).toBeVisible();
});

test('a goods or number page opened without its id says not found, not a network problem', async ({
  page,
}) => {
  for (const path of [
    '#/pages/goods/index',
    '#/pages/goods/pretty/index',
    '#/pages/goods/fastNumber/formSubmit',
  ]) {
    await page.goto(path);
    await expect(page.getByText(/^Not found/)).toBeVisible();
    await expect(page.getByText('Check your network and try again.')).toBeHidden();
  }
});

test('an order form that needs an SMS code asks sendCode for it, naming the goods', async ({
  page,
}) => {
  await page.goto('#/pages/goods/index?goodsId=103');
  await page.getByLabel(/Mobile/).fill('13800138000');
  const sent = page.waitForRequest((request) => request.url().includes('/api/hk/sendCode'));
  await page.getByRole('button', { name: 'Get code' }).click();
  expect((await sent).postDataJSON()).toEqual({ mobile: '13800138000', goodsId: 103 });
  await expect(page.getByRole('button', { name: /Again in/ })).toBeVisible();
});
