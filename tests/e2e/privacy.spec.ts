import { expect, test, type Page, demoUrl } from './lib/test';
import { fillOrderForm, VALID_ID_CARD } from './lib/shopForms';

// A shared phone: an ID card number is never stored, and what a person typed or was shown leaves
// with them at logout (the shop's and the card's).

test.beforeEach(async ({ request }) => {
  const response = await request.post(demoUrl('api/__demo/reset'));
  expect(response.ok()).toBe(true);
});

/** Every entry of local and session storage, as 'key=value' lines. */
function stored(page: Page): Promise<string> {
  return page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((storage) =>
        Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`),
      )
      .join('\n'),
  );
}

test('an ID card number typed into the order form is not in storage once the page is left', async ({
  page,
}) => {
  await page.goto('#/pages/goods/index?goodsId=104');
  await fillOrderForm(page);
  await page.goto('#/pages/customer/index');
  await expect(page.getByRole('button', { name: 'Chat with us online' })).toBeVisible();
  const left = await stored(page);
  // The draft is kept (the name, the address) but not the ID card number.
  expect(left).toContain('科技园南区 1 栋 101');
  expect(left).not.toContain(VALID_ID_CARD);

  // Back on the form, the rest is as it was and the ID card number is asked again.
  await page.goto('#/pages/goods/index?goodsId=104');
  await expect(page.getByLabel(/Street address/)).toHaveValue('科技园南区 1 栋 101');
  await expect(page.getByLabel(/ID card number/)).toHaveValue('');
});

test('the shop logout leaves nothing of the shopper in storage', async ({ page }) => {
  await page.goto('#/pages/goods/index?goodsId=104');
  await fillOrderForm(page);
  await page.goto('#/pages/login/index?redirect=%2Fpages%2Fuser%2Findex');
  // The order form (with a Mobile field of its own) has given way to the login form.
  const login = page.getByRole('region', { name: 'Look up your orders' });
  await expect(login).toBeVisible();
  await login.getByLabel(/Mobile/).fill('13800138000');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /Again in/ })).toBeVisible();
  await page.getByLabel(/SMS code/).fill('123456');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/pages\/user\/index/);
  expect(await stored(page)).toContain('13800138000');

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Logged out' })).toBeVisible();
  const left = await stored(page);
  for (const trace of ['13800138000', '张三', '科技园南区', 'shop-draft:', VALID_ID_CARD]) {
    expect(left, trace).not.toContain(trace);
  }
});

test('the card logout leaves nothing of the card owner in storage', async ({ page }) => {
  const simNo = '1064800000001';
  await page.goto('#/pages/iot/login/index');
  await page.getByLabel('Card or device number').fill(simNo);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/iot\/index\/index/);
  await expect(page.getByRole('region', { name: 'Card summary' })).toBeVisible();
  const popup = page.getByRole('dialog', { name: '温馨提示' });
  await popup.getByRole('button', { name: 'Got it' }).click();
  await expect(popup).toBeHidden();

  // A mobile typed for binding stays as a draft while the owner is here.
  await page.goto('#/pages/iot/index/bindPhone/index');
  await page.getByLabel('Mobile number').fill('13912345678');
  await expect.poll(() => stored(page)).toContain('13912345678');

  await page.goto('#/pages/iot/index/index');
  await page
    .getByRole('region', { name: 'Card summary' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/#\/pages\/iot\/login\/index/);
  const left = await stored(page);
  for (const trace of [simNo, '13912345678', 'shop-draft:', 'lastNumbers']) {
    expect(left, trace).not.toContain(trace);
  }
  // The next person is not offered the card either.
  await expect(page.getByRole('button', { name: new RegExp(`^Use ${simNo}`) })).toHaveCount(0);
});
