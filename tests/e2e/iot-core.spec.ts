import { expect, test, type Page } from '@playwright/test';

// Card owners' journeys on the production build with the demo API (demo cards 1064800000001-8).

const demoUrl = (path: string) => new URL(path, test.info().project.use.baseURL).toString();

test.beforeEach(async ({ request }) => {
  const response = await request.post(demoUrl('api/__demo/reset'));
  expect(response.ok()).toBe(true);
});

/** Logs a card in through the login page and waits for the card home. */
async function login(page: Page, simNo: string) {
  await page.goto('#/pages/iot/login/index');
  await page.getByLabel('Card or device number').fill(simNo);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/iot\/index\/index/);
  await expect(page.getByRole('region', { name: 'Card summary' })).toBeVisible();
}

/** Closes the layout's announcement popup when the card's layout shows one. */
async function closeLayoutPopup(page: Page) {
  const popup = page.getByRole('dialog', { name: '温馨提示' });
  await popup.getByRole('button', { name: 'Got it' }).click();
  await expect(popup).toBeHidden();
}

test('buys a package with a coupon and the pay password; the balance drops and the order is listed', async ({
  page,
}) => {
  await login(page, '1064800000005');
  await closeLayoutPopup(page);
  const header = page.getByRole('region', { name: 'Card summary' });
  await expect(header.getByText('¥200.00')).toBeVisible();
  await expect(page.getByText('Data', { exact: true }).first()).toBeVisible();

  await page.goto('#/pages-sub/iot/packageDetails/index?id=1');
  await page.getByRole('button', { name: /Coupon/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Choose a coupon' });
  await expect(sheet.getByRole('button', { name: /满 100 减 30/ })).toBeDisabled();
  await expect(sheet.getByText('新人 10 元券')).toHaveCount(0);
  await sheet.getByRole('button', { name: /满 20 减 5/ }).click();
  await page.getByRole('button', { name: 'Buy now ¥24.00' }).click();

  const keypad = page.getByRole('group', { name: 'Number keyboard' });
  for (const digit of '135790') await keypad.getByRole('button', { name: digit }).click();
  await expect(page.getByRole('heading', { name: 'Package bought' })).toBeVisible({
    timeout: 10_000,
  });

  await page.getByRole('button', { name: 'View records' }).click();
  await expect(page).toHaveURL(/orderLogs\/index\?tab=packages/);
  const first = page.getByRole('list', { name: 'Packages' }).getByText('月包 30G').first();
  await expect(first).toBeVisible();
  await page.getByRole('tab', { name: 'Balance changes' }).click();
  await expect(page.getByText('Balance after ¥176.00')).toBeVisible();
  await expect(page.getByText('-¥24.00')).toBeVisible();
});

test('a wrong pay password shows under the boxes and buys nothing', async ({ page }) => {
  await login(page, '1064800000005');
  await closeLayoutPopup(page);
  await page.goto('#/pages-sub/iot/packageDetails/index?id=5');
  await page.getByRole('button', { name: 'Buy now ¥3.00' }).click();
  const keypad = page.getByRole('group', { name: 'Number keyboard' });
  for (const digit of '000000') await keypad.getByRole('button', { name: digit }).click();
  await expect(page.getByText('Wrong pay password, please try again')).toBeVisible();
  await page.goBack();
  await expect(keypad).toBeHidden();
  await page.goto('#/pages/iot/index/orderLogs/index?tab=ledger');
  const ledger = page.getByRole('list', { name: 'Balance changes' });
  await expect(ledger.getByRole('listitem')).toHaveCount(2);
  await expect(ledger.getByText('-¥3.00')).toHaveCount(0);
});

test('an online top-up is confirmed by polling and raises the balance', async ({ page }) => {
  await login(page, '1064800000001');
  await closeLayoutPopup(page);
  await page.goto('#/pages/iot/index/balance/index');
  await page.getByRole('button', { name: /¥50/ }).click();
  await page.getByRole('button', { name: 'Top up', exact: true }).click();
  await expect(page).toHaveURL(/balance\/pay\?optionId=2/);
  await page.getByRole('button', { name: 'Pay ¥50.00' }).click();
  const cashier = page.getByRole('dialog', { name: 'Cashier' });
  await cashier.getByRole('button', { name: 'Pay ¥50.00' }).click();
  await expect(page.getByRole('heading', { name: 'Balance topped up' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByText('Balance now ¥113.50')).toBeVisible();
});

test('the break-rule card shows its popup, lifts the restriction, and the popup stays gone', async ({
  page,
}) => {
  await login(page, '1064800000003');
  const restricted = page.getByRole('dialog', { name: '违规使用提醒' });
  await expect(restricted).toBeVisible();
  // breakNoClose: no close button.
  await expect(restricted.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await restricted.getByRole('button', { name: /Lift the restriction|解除限制/ }).click();
  await expect(page.getByText('The restriction has been lifted')).toBeVisible();
  await expect(restricted).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Card summary' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '违规使用提醒' })).toHaveCount(0);
});

test('arrears and real-name cards show their alerts and lead to top-up and verification', async ({
  page,
}) => {
  await login(page, '1064800000002');
  await closeLayoutPopup(page);
  const alerts = page.getByRole('list', { name: 'Card alerts' });
  await expect(alerts.getByText(/in arrears by ¥23.60/)).toBeVisible();
  await alerts.getByRole('button', { name: 'Top up' }).click();
  await expect(page).toHaveURL(/#\/pages\/iot\/index\/balance\/index/);
  await expect(page.getByText('In arrears ¥23.60')).toBeVisible();

  await login(page, '1064800000004');
  const tips = page.getByRole('list', { name: 'Card alerts' });
  await tips.getByRole('button', { name: 'Verify now' }).click();
  await expect(page).toHaveURL(/#\/pages\/iot\/index\/realnameAuth\/index/);
  await expect(page.getByRole('button', { name: 'Verify: Operator real-name' })).toBeVisible();
});

test('each layout preview renders its own home with a preview marker', async ({ page }) => {
  const expected = [
    { id: 1, name: '经典蓝', variant: 'default', menu: '套餐订购' },
    { id: 2, name: '渐变橙', variant: 'gradual', menu: '设备管理' },
    { id: 3, name: '简约白', variant: 'simple', menu: '订单记录' },
  ];
  for (const layout of expected) {
    await page.goto(`#/pages/iot/index/index?iotPreview=IotLayout:${layout.id}`);
    await expect(page.getByText(`Layout preview: ${layout.name}`)).toBeVisible();
    const header = page.getByRole('region', { name: 'Card summary' });
    await expect(header).toHaveAttribute('data-variant', layout.variant);
    await expect(page.getByRole('button', { name: layout.menu })).toBeVisible();
    // The preview explanation shows once per previewed layout; the layout's popup may come too.
    const popup = page.getByRole('dialog', { name: '温馨提示' });
    if (layout.id === 1) await popup.getByRole('button', { name: 'Got it' }).click();
    const intro = page.getByRole('dialog', { name: 'Preview mode' });
    await intro.getByRole('button', { name: 'Got it' }).click();
    await expect(intro).toHaveCount(0);
  }
  await page.reload();
  await expect(page.getByText('Layout preview: 简约白')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Preview mode' })).toHaveCount(0);
  // Buying is not possible in preview mode.
  await page.getByRole('button', { name: '订单记录' }).click();
  await expect(page.getByText('Not available in preview mode')).toBeVisible();
});

test('the device card labels its number as the device number', async ({ page }) => {
  await login(page, 'MF8600000007');
  const header = page.getByRole('region', { name: 'Card summary' });
  await expect(header.getByText('Device number')).toBeVisible();
  await expect(header.getByText('MF8600000007')).toBeVisible();
  await page.goto('#/pages/iot/index/balance/index');
  await expect(page.getByText('Device number: MF8600000007')).toBeVisible();
});

test('the login page offers the last five cards, most recent first, once each', async ({
  page,
}) => {
  const cards = ['1', '2', '3', '4', '5', '6', '4'].map((n) => `106480000000${n}`);
  for (const simNo of cards) {
    await page.goto('#/pages/iot/login/index');
    await page.getByLabel('Card or device number').fill(simNo);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/#\/pages\/iot\/index\/index/);
  }
  await page.goto('#/pages/iot/login/index');
  const chips = page.getByRole('button', { name: /^Use 1064/ });
  await expect(chips).toHaveText([
    '1064800000004',
    '1064800000006',
    '1064800000005',
    '1064800000003',
    '1064800000002',
  ]);
});

test('login explains an unknown card and the agreement, keeping what was typed', async ({
  page,
}) => {
  await page.goto('#/pages/iot/login/index');
  await page.getByLabel('Card or device number').fill('1064800009999');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Please read and accept the service agreement first')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('No card has this number. Check it and try again.')).toBeVisible();
  await expect(page.getByLabel('Card or device number')).toHaveValue('1064800009999');
});

test('a cancelled card is refused with the reason and not kept logged in', async ({ page }) => {
  await page.goto('#/pages/iot/login/index');
  await page.getByLabel('Card or device number').fill('1064800000009');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(
    page.getByText('This card has been cancelled and can no longer be managed here.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/iot\/login\/index/);
  await expect(page.getByLabel('Card or device number')).toHaveValue('1064800000009');
});

test('a flash sale whose window closed cannot be bought, even with the phone clock set back', async ({
  page,
}) => {
  await login(page, '1064800000001');
  await closeLayoutPopup(page);
  const serverNow = Date.now();
  // The server says the window ended a minute ago; the phone clock runs two hours behind.
  await page.route('**/api/iot/packageDetails*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data = {
      ...body.data,
      seckill: true,
      seckillStartAt: new Date(serverNow - 3_600_000).toISOString(),
      seckillEndAt: new Date(serverNow - 60_000).toISOString(),
      seckillStock: 10,
    };
    body.serverTime = serverNow;
    await route.fulfill({ response, json: body });
  });
  await page.clock.install({ time: serverNow - 2 * 3_600_000 });
  await page.goto('#/pages-sub/iot/packageDetails/index?id=11');
  await expect(page.getByText('This flash sale has ended').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'This flash sale has ended' })).toBeDisabled();
});
