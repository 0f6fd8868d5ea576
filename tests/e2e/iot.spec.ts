import { expect, test, type Page, demoUrl } from './lib/test';
import { appReady } from './lib/app';
import { layoutShifts, watchLayoutShifts } from './lib/layoutShift';

// Card owners' journeys on the production build with the demo API (demo cards 1064800000001-8).

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
  await page.getByRole('tab', { name: 'Balance log' }).click();
  await expect(page.getByText('Balance after ¥176.00')).toBeVisible();
  await expect(page.getByText('-¥24.00')).toBeVisible();

  // The card home shows the lower balance too.
  await page.goto('#/pages/iot/index/index');
  await expect(
    page.getByRole('region', { name: 'Card summary' }).getByText('¥176.00'),
  ).toBeVisible();
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
  const ledger = page.getByRole('list', { name: 'Balance log' });
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
    {
      id: 1,
      name: '经典蓝',
      variant: 'default',
      menus: ['套餐订购', '余额充值', '充值活动', '订单记录', '实名认证', '绑定手机', '积分商城'],
      count: 10,
      absent: '设备管理',
      notice: '国庆期间套餐订购享 9 折优惠，详情见充值活动。',
      tabs: ['首页', '全部', '客服', '我的'],
    },
    {
      id: 2,
      name: '渐变橙',
      variant: 'gradual',
      menus: ['设备管理', 'WiFi 分享', '切换网络', '加速包', '套餐订购', '余额充值', '充值活动'],
      count: 8,
      absent: '积分商城',
      notice: '设备重启后约 2 分钟恢复联网。',
      tabs: ['首页', '客服', '我的'],
    },
    {
      id: 3,
      name: '简约白',
      variant: 'simple',
      menus: ['套餐订购', '余额充值', '充值活动', '订单记录', '实名认证', '绑定手机'],
      count: 6,
      absent: '设备管理',
      notice: '',
      tabs: [],
    },
  ];
  for (const layout of expected) {
    await page.goto(`#/pages/iot/index/index?iotPreview=IotLayout:${layout.id}`);
    await expect(page.getByText(`Layout preview: ${layout.name}`)).toBeVisible();
    const header = page.getByRole('region', { name: 'Card summary' });
    await expect(header).toHaveAttribute('data-variant', layout.variant);
    await expect(header.getByText(`IotLayout:${layout.id}`)).toBeVisible();
    // The layout's own menus in its order, cut at maxMenuTimes with a "More" entry.
    const menus = page.getByRole('region', { name: 'Services' }).getByRole('button');
    await expect(menus).toHaveCount(layout.count + 1);
    for (const [index, title] of layout.menus.entries()) {
      if (index < layout.count) await expect(menus.nth(index)).toHaveAccessibleName(title);
    }
    await expect(menus.last()).toHaveAccessibleName('More');
    await expect(
      page.getByRole('region', { name: 'Services' }).getByText(layout.absent),
    ).toHaveCount(0);
    if (layout.notice) await expect(page.getByText(layout.notice)).toBeVisible();
    else await expect(page.getByRole('region', { name: 'Notice' })).toHaveCount(0);
    // One tab bar, with the layout's switched-on tabs (none for the simple layout).
    const tabBars = page.getByRole('navigation');
    if (layout.tabs.length) {
      await expect(tabBars).toHaveCount(1);
      for (const [index, tab] of layout.tabs.entries())
        await expect(tabBars.getByRole('button').nth(index)).toHaveAccessibleName(tab);
      await expect(tabBars.getByRole('button')).toHaveCount(layout.tabs.length);
    } else await expect(tabBars).toHaveCount(0);
    // The preview explanation shows once per previewed layout, alone; the layout's popup comes
    // after it.
    const popup = page.getByRole('dialog', { name: '温馨提示' });
    const intro = page.getByRole('dialog', { name: 'Preview mode' });
    await expect(intro).toBeVisible();
    await expect(popup).toHaveCount(0);
    await intro.getByRole('button', { name: 'Got it' }).click();
    await expect(intro).toHaveCount(0);
    if (layout.id === 1) {
      await popup.getByRole('button', { name: 'Got it' }).click();
      await expect(popup).toHaveCount(0);
    }
  }
  await page.reload();
  await expect(page.getByText('Layout preview: 简约白')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Preview mode' })).toHaveCount(0);
  // Every menu opens its card page in the preview, with the layout's sample card.
  await page.getByRole('button', { name: '订单记录' }).click();
  await expect(page).toHaveURL(/#\/pages\/iot\/index\/orderLogs\/index/);
  await expect(page.getByText('Layout preview: 简约白')).toBeVisible();
  await expect(page.getByText('Not available in preview mode')).toHaveCount(0);
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
  const logIn = async (simNo: string) => {
    await page.goto('#/pages/iot/login/index');
    await page.getByLabel('Card or device number').fill(simNo);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/#\/pages\/iot\/index\/index/);
  };
  const chips = page.getByRole('button', { name: /^Use 1064/ });
  for (const n of ['1', '2', '3', '4', '5', '6']) await logIn(`106480000000${n}`);
  // Six cards in turn: the first one has dropped out, the newest comes first.
  await page.goto('#/pages/iot/login/index');
  await expect(chips).toHaveText([
    '1064800000006',
    '1064800000005',
    '1064800000004',
    '1064800000003',
    '1064800000002',
  ]);
  // Logging in again with a listed card moves it to the front, never listing it twice.
  await logIn('1064800000004');
  await page.goto('#/pages/iot/login/index');
  await expect(chips).toHaveText([
    '1064800000004',
    '1064800000006',
    '1064800000005',
    '1064800000003',
    '1064800000002',
  ]);
  // A recent card fills the number in.
  await chips.nth(2).click();
  await expect(page.getByLabel('Card or device number')).toHaveValue('1064800000005');
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
  // Said once, under the number, in the user's language: not the server's words in a toast too.
  await expect(page.getByText('No card has this number. Check it and try again.')).toHaveCount(1);
  await expect(page.getByLabel('Card or device number')).toHaveAccessibleDescription(
    'No card has this number. Check it and try again.',
  );
  await expect(page.getByText('Card not found, please check the number')).toHaveCount(0);
  await expect(page.getByLabel('Card or device number')).toHaveValue('1064800009999');
});

test('a card owner who came from a link chooses the language on the login, and it is remembered', async ({
  page,
}) => {
  await page.goto('#/pages/iot/login/index?simNo=1064800000001');
  const languages = page.getByRole('radiogroup', { name: 'Language' });
  await expect(languages.getByRole('radio', { name: 'English' })).toBeChecked();
  await languages.getByRole('radio', { name: '简体中文' }).click();
  await expect(page.getByRole('heading', { name: '卡片自助服务' })).toBeVisible();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: '卡片自助服务' })).toBeVisible();
  await expect(
    page.getByRole('radiogroup', { name: '语言' }).getByRole('radio', { name: '简体中文' }),
  ).toBeChecked();

  // Logged in, the user centre speaks it too and offers the switch again.
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/iot\/index\/index/);
  await page.goto('#/pages-sub/iot/user/index');
  await expect(page.getByText('尚未开通会员')).toBeVisible();
  await page
    .getByRole('radiogroup', { name: '语言' })
    .getByRole('radio', { name: 'English' })
    .click();
  await expect(page.getByText('No VIP membership yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No VIP membership yet')).toBeVisible();
});

test('the login form does not move when the configured avatar arrives late', async ({ page }) => {
  await watchLayoutShifts(page);
  // The configuration that names the avatar (and the image domain it sits on) comes a second late.
  await page.route(/\/api\/hk\/(baseConfig|genericConfig)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto('#/pages/iot/login/index');
  const agreement = page.getByRole('checkbox');
  await expect(agreement).toBeVisible();
  const before = await agreement.boundingBox();
  await expect(page.locator('form img')).toBeVisible();
  const after = await agreement.boundingBox();
  expect(after?.y).toBe(before?.y);
  const shifts = await layoutShifts(page);
  expect(shifts.total, shifts.moved.join('\n')).toBeLessThan(0.001);
});

test('the title of a layout preview does not move when the layout logo arrives late', async ({
  page,
}) => {
  await watchLayoutShifts(page);
  let logoAsked = false;
  await page.route(/\/static\/layout\/logo/, async (route) => {
    logoAsked = true;
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto('#/pages/iot/index/index?iotPreview=IotLayout:1');
  const logo = page.locator('img[src*="/static/layout/logo"]');
  await expect(page.getByText('经典蓝').first()).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  expect(logoAsked).toBe(true);
  // Shifts are reported after the frame that made them.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  );
  const shifts = await layoutShifts(page);
  expect(shifts.total, shifts.moved.join('\n')).toBe(0);
});

test('a card page opened afresh does not move when its content replaces the loading state', async ({
  page,
}) => {
  await login(page, '1064800000005');
  await closeLayoutPopup(page);
  await watchLayoutShifts(page);
  await page.goto('#/pages-sub/iot/accelerate/cashier?id=1');
  await page.reload();
  await expect(page.getByText('5G 极速包 7 天')).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay/ }).last()).toBeVisible();
  // Shifts are reported after the frame that made them.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  );
  const shifts = await layoutShifts(page);
  expect(shifts.total, shifts.moved.join('\n')).toBeLessThan(0.005);
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
  // By the server's clock, the flash sale of package 11 closes a few seconds from now.
  const closesAt = Date.now() + 6_000;
  const withWindow = (item: { id: number }) =>
    item.id === 11
      ? {
          ...item,
          seckillStartAt: new Date(closesAt - 3_600_000).toISOString(),
          seckillEndAt: new Date(closesAt).toISOString(),
          seckillStock: 10,
        }
      : item;
  await page.route('**/api/iot/packageChoose*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data = { ...body.data, seckill: body.data.seckill.map(withWindow) };
    body.serverTime = Date.now();
    await route.fulfill({ response, json: body });
  });
  await page.route('**/api/iot/packageDetails*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data = withWindow(body.data);
    body.serverTime = Date.now();
    await route.fulfill({ response, json: body });
  });
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/iot/buyPackage')) orders.push(request.url());
  });
  // The phone clock runs half an hour behind: by the phone, the sale would still be open.
  await page.clock.install({ time: Date.now() - 30 * 60_000 });

  await page.goto('#/pages/iot/index/package/index');
  const sale = page.getByRole('region', { name: 'Flash sale' }).getByRole('listitem').first();
  await expect(sale.getByRole('heading', { name: '秒杀 月包 100G' })).toBeVisible();
  await expect(sale.getByRole('button', { name: 'Buy now' })).toBeEnabled();
  // The window closes while the list is open: the card turns to ended and cannot be bought.
  await expect(sale.getByRole('button', { name: 'Buy now' })).toHaveCount(0, { timeout: 15_000 });
  await expect(sale.getByText('Ended')).toBeVisible();
  await expect(sale.getByRole('button')).toBeDisabled();

  // The detail page, opened with the phone clock set back a whole day, refuses it too.
  await page.clock.setSystemTime(Date.now() - 24 * 3_600_000);
  await page.goto('#/pages-sub/iot/packageDetails/index?id=11');
  await expect(page.getByText('This flash sale has ended').first()).toBeVisible();
  const buy = page.getByRole('button', { name: 'This flash sale has ended' });
  await expect(buy).toBeDisabled();
  await buy.click({ force: true });
  await expect(page.getByRole('group', { name: 'Number keyboard' })).toHaveCount(0);
  expect(orders).toEqual([]);
});

test('the bind-phone form keeps the typed number after a failed bind, a reload and a re-login', async ({
  page,
  request,
}) => {
  await login(page, '1064800000001');
  await closeLayoutPopup(page);
  await page.goto('#/pages/iot/index/bindPhone/index');
  const mobile = page.getByLabel('Mobile number');
  const code = page.getByLabel('Verification code');
  await mobile.fill('13912345678');
  await code.fill('000000');
  await page.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(page.getByText('Wrong verification code')).toBeVisible();
  await expect(mobile).toHaveValue('13912345678');
  await expect(code).toHaveValue('000000');

  await page.reload();
  await expect(page.getByLabel('Mobile number')).toHaveValue('13912345678');

  // The card session expires on submit: back to the login, then the form is as it was.
  const fault = await request.post(demoUrl('api/__demo/fault'), {
    data: { path: '/api/iot/simBindMobile', code: 34061 },
  });
  expect(fault.ok()).toBe(true);
  await page.getByLabel('Verification code').fill('123456');
  await page.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/iot\/login\/index/);
  await login(page, '1064800000001');
  await page.goto('#/pages/iot/index/bindPhone/index');
  await expect(page.getByLabel('Mobile number')).toHaveValue('13912345678');

  // Bound at last: the draft is gone.
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill('123456');
  await page.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(page.getByText('Phone number bound')).toBeVisible();
  await page.goto('#/pages/iot/index/bindPhone/index');
  await expect(page.getByLabel('Mobile number')).toHaveValue('');
});

test('the platform real-name form keeps the name, never the ID number or the ID photos', async ({
  page,
}) => {
  await login(page, '1064800000004');
  await page.goto('#/pages/iot/index/realnameAuth/platform');
  await page.getByLabel('Real name').fill('张三');
  await page.getByLabel('ID card number').fill('11010519491231002X');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.reload();
  await expect(page.getByLabel('Real name')).toHaveValue('张三');
  await expect(page.getByLabel('ID card number')).toHaveValue('');
  const drafts = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('shop-draft:'))
      .map((key) => localStorage.getItem(key) ?? ''),
  );
  expect(drafts.join('\n')).not.toMatch(/blob:|data:image|Image|11010519491231002X/);
});

test('a pay password that could not be saved is asked again only once, and never stored', async ({
  page,
  request,
}) => {
  await login(page, '1064800000001');
  await closeLayoutPopup(page);
  const fault = await request.post(demoUrl('api/__demo/fault'), {
    data: { path: '/api/iot/simUpdatePayPass', status: 500 },
  });
  expect(fault.ok()).toBe(true);
  await page.goto('#/pages/iot/index/payPassword/index');
  const keypad = page.getByRole('group', { name: 'Number keyboard' });
  const enter = async (digits: string) => {
    for (const digit of digits) await keypad.getByRole('button', { name: digit }).click();
  };
  await enter('246810');
  await expect(
    page.getByRole('heading', { name: 'Enter the new pay password again' }),
  ).toBeVisible();
  await enter('246810');
  // The save failed: the new password is still known in the page, only the confirmation is asked.
  await expect(
    page.getByText('Not saved yet. Enter the new pay password again to retry.'),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Enter the new pay password again' }),
  ).toBeVisible();
  const stored = await page.evaluate(() =>
    Object.keys(localStorage)
      .map((key) => localStorage.getItem(key) ?? '')
      .join(' '),
  );
  expect(stored).not.toContain('246810');
  await enter('246810');
  await expect(page.getByText('Pay password saved')).toBeVisible();
});

test('a layout preview opens every card page, Wi-Fi and real-name included, keeps the preview through menus and tabs, and refuses writes with the reason', async ({
  page,
}) => {
  const refusal = 'This is a layout preview: nothing can be bought, paid, saved or bound.';
  // Opened from within the app (not at launch) on a sub-package page, without a card logged in.
  await page.goto('#/pages/iot/login/index');
  await expect(page.getByLabel('Card or device number')).toBeVisible();
  await appReady(page);
  await page.evaluate(() =>
    window.__shopNav?.navigateTo('/pages-sub/iot/task/index?iotPreview=IotLayout:1'),
  );
  await expect(page).toHaveURL(/#\/pages-sub\/iot\/task\/index/);
  await expect(page.getByText('Layout preview: 经典蓝')).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Preview mode' })
    .getByRole('button', { name: 'Got it' })
    .click();
  // The task centre draws with the sample card; signing in would write, and is refused.
  const summary = page.getByRole('region', { name: 'Points and sign-in' });
  await summary.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // The more-menu opens what the home opens, in the preview.
  await page.goto('#/pages/iot/index/moreMenu/index?iotPreview=IotLayout:1');
  await expect(page.getByText('Layout preview: 经典蓝')).toBeVisible();
  const menus = page.getByRole('region', { name: 'All services' });
  await menus.getByRole('button', { name: '订单记录' }).click();
  await expect(page).toHaveURL(/#\/pages\/iot\/index\/orderLogs\/index/);
  await expect(page.getByText('Layout preview: 经典蓝')).toBeVisible();
  await expect(page.getByText('Not available in preview mode')).toHaveCount(0);

  // A tab leads to the user centre, still in the preview.
  await page.goto('#/pages/iot/index/index?iotPreview=IotLayout:1');
  await page
    .getByRole('dialog', { name: '温馨提示' })
    .getByRole('button', { name: 'Got it' })
    .click();
  await page.getByRole('navigation').getByRole('button', { name: '我的' }).click();
  await expect(page).toHaveURL(/#\/pages-sub\/iot\/user\/index/);
  await expect(page.getByText('Layout preview: 经典蓝')).toBeVisible();
  await expect(page.getByText('IotLayout:1').first()).toBeVisible();

  // Wi-Fi of the device layout, and the operator's real-name flow, take the preview link too.
  await page.goto('#/pages-sub/wifi/index?iotPreview=IotLayout:2');
  await expect(page.getByText('Layout preview: 渐变橙')).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Preview mode' })
    .getByRole('button', { name: 'Got it' })
    .click();
  await expect(page.getByText('CardShop-MiFi-2.4G').first()).toBeVisible();
  await page.goto('#/pages-sub/ltAuth/index?iotPreview=IotLayout:3');
  await expect(page).toHaveURL(/#\/pages-sub\/ltAuth\/index/);
  await expect(page.getByText('Layout preview: 简约白')).toBeVisible();
});

test('a logged-out visit to the operator real-name flow comes back to it after login', async ({
  page,
}) => {
  await page.goto('#/pages-sub/ltAuth/index?from=sms');
  await expect(page).toHaveURL(/#\/pages\/iot\/login\/index\?(.+&)?redirect=/);
  // Through the code login and back, the page asked for is kept.
  await page.getByRole('button', { name: 'Log in with a code' }).click();
  await page.getByRole('button', { name: 'Log in with the card number' }).click();
  await page.getByLabel('Card or device number').fill('1064800000004');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages-sub\/ltAuth\/index\?from=sms$/);
});

test('a card with a card password is asked for it, whatever language the server answers in', async ({
  page,
}) => {
  await page.goto('#/pages/iot/login/index');
  await page.getByLabel('Card or device number').fill('1064800000008');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('This card needs its card password')).toBeVisible();
  const password = page.getByLabel('Card password');
  await password.fill('000000');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('The card password is wrong')).toBeVisible();
  await password.fill('888888');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/iot\/index\/index/);
});

test('when the card session expires, logging in again returns to the page that asked, with its query', async ({
  page,
  request,
}) => {
  await login(page, '1064800000001');
  await closeLayoutPopup(page);
  // The page's own first request must be answered before the fault is set, or it would take it.
  const listed = page.waitForResponse((response) =>
    response.url().includes('/api/iot/simBalanceList'),
  );
  await page.goto('#/pages/iot/index/orderLogs/index?tab=recharges');
  await expect(page).toHaveURL(/orderLogs\/index\?tab=recharges/);
  await listed;
  const fault = await request.post(demoUrl('api/__demo/fault'), {
    data: { path: '/api/iot/simBalanceList', code: 34061 },
  });
  expect(fault.ok()).toBe(true);
  await page.reload();
  // The login link may also carry the card's promo code (a forwarded marketing parameter).
  await expect(page).toHaveURL(
    /#\/pages\/iot\/login\/index\?(.+&)?redirect=%2Fpages%2Fiot%2Findex%2ForderLogs%2Findex%3Ftab%3Drecharges/,
  );
  await page.getByLabel('Card or device number').fill('1064800000001');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/iot\/index\/orderLogs\/index\?tab=recharges$/);
});
