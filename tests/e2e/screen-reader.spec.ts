// Each area's main journey as a screen reader user plays it: every control is found by its role
// and accessible name (or a field by its label), never by a selector, a test id or its text alone,
// so a control that loses its name or role stops the journey. The accessibility tree of each
// journey's key screens is compared with the snapshot kept beside this file
// (screen-reader.spec.ts-snapshots/*.aria.yml), so a lost label, role or heading fails too.
// Volatile values (order numbers, times, the number picked) are regular expressions there.
// After an intended change: `npx playwright test -c tests/e2e/playwright.config.ts
// tests/e2e/screen-reader.spec.ts --update-snapshots=changed`, then read the diff and put the
// expressions back where the update wrote a value of the day.
import { expect, test, type Page } from './lib/test';
import { CARDS, demoUrl, loginCard, PAY_PASSWORD, resetDemo } from './iotServices-helpers';

/** Types digits on the pay-password sheet's keypad, by the keys' names. */
async function typePayPassword(page: Page, digits: string) {
  const pad = page.getByRole('group', { name: 'Number keyboard' });
  for (const digit of digits) await pad.getByRole('button', { name: digit, exact: true }).click();
}

/** The toast or outcome that announces `text`: a live region (role=status) holding it. */
const announced = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

/** Focus moved into the sheet or dialog, to its title. */
async function expectFocusOnTitle(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('heading', { name })).toBeFocused();
}

test.beforeEach(async ({ request }) => {
  await resetDemo(request);
});

test('a shopper reserves a number and pays for it', async ({ page, request }) => {
  const list = (await (await request.get(demoUrl('api/shop/numberList?pageSize=50'))).json()) as {
    data: { list: { id: number; price: number; goodsId: number; reserved: boolean }[] };
  };
  const number = list.data.list.find((item) => item.price > 0 && !item.reserved && item.goodsId);
  expect(number, 'a free priced number in the demo').toBeTruthy();

  await page.goto(`#/pages/goods/pretty/index?numberId=${number!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve a number' })).toBeVisible();
  await page.getByRole('button', { name: 'Reserve this number' }).click();
  await expect(announced(page, 'Number reserved')).toBeVisible();
  await expect(page.getByRole('main')).toMatchAriaSnapshot({ name: 'shop-1-reserved.aria.yml' });

  await page.getByRole('button', { name: 'Order with this number' }).click();
  const form = page.getByRole('region', { name: 'Order form' });
  await form.getByRole('textbox', { name: 'Real name' }).fill('张三');
  await form.getByRole('textbox', { name: 'ID card number' }).fill('110101199003074258');
  await form.getByRole('textbox', { name: 'Mobile' }).fill('13800138000');
  const regionButton = form.getByRole('button', { name: 'Delivery region' });
  await regionButton.click();
  await expectFocusOnTitle(page, 'Delivery region');
  const sheet = page.getByRole('dialog', { name: 'Delivery region' });
  await sheet
    .getByRole('list', { name: 'Province' })
    .getByRole('button', { name: '广东省' })
    .click();
  await sheet.getByRole('list', { name: 'City' }).getByRole('button', { name: '深圳市' }).click();
  await expect(sheet).toMatchAriaSnapshot({ name: 'shop-2-region-sheet.aria.yml' });
  await sheet.getByRole('list', { name: 'County' }).getByRole('button', { name: '南山区' }).click();
  await expect(sheet).toBeHidden();
  await expect(regionButton).toBeFocused();
  await form.getByRole('textbox', { name: 'Street address' }).fill('科技园南区 1 栋 101');
  await form.getByRole('checkbox', { name: 'I have read and agree to the trading terms' }).check();
  await expect(form).toMatchAriaSnapshot({ name: 'shop-3-order-form.aria.yml' });
  await form.getByRole('button', { name: 'Place the order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pay the order' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'WeChat Pay' })).toBeChecked();
  const providerTab = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pay now' }).click();
  const provider = await providerTab;
  await provider.getByRole('button', { name: 'Pay', exact: true }).click();
  await provider.waitForURL(/\/shop\/#\/pages\/order\/pay\/index\?id=\d+/);
  await provider.close();
  await expect(announced(page, 'Payment received')).toContainText('Your order has shipped.');
  await expect(page.getByRole('main')).toMatchAriaSnapshot({ name: 'shop-4-paid.aria.yml' });
  await page.getByRole('button', { name: 'View my orders' }).click();
  await expect(page).toHaveURL(/#\/pages\/order\//);
});

test.describe('a card owner', () => {
  test.beforeEach(async ({ page, request }) => {
    await loginCard(page, request, CARDS.vip);
  });

  test('tops up the balance online', async ({ page }) => {
    await page.goto('#/pages/iot/index/balance/index');
    const fifty = page.getByRole('button', { name: /¥50/ });
    await fifty.click();
    await expect(page.getByRole('main')).toMatchAriaSnapshot({ name: 'topup-1-amounts.aria.yml' });
    await page.getByRole('button', { name: 'Top up' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Top up' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'WeChat Pay' })).toBeChecked();
    await page.getByRole('button', { name: 'Pay ¥50.00' }).click();
    await expectFocusOnTitle(page, 'Cashier');
    const cashier = page.getByRole('dialog', { name: 'Cashier' });
    await expect(cashier).toMatchAriaSnapshot({ name: 'topup-2-cashier.aria.yml' });
    await cashier.getByRole('button', { name: 'Pay ¥50.00' }).click();

    await expect(announced(page, 'Balance topped up')).toContainText('Balance now ¥255.00');
    await expect(page.getByRole('main')).toMatchAriaSnapshot({ name: 'topup-3-paid.aria.yml' });
  });

  test('buys a package with the pay password', async ({ page }) => {
    await page.goto('#/pages-sub/iot/packageDetails/index?id=5');
    await expect(page.getByRole('radio', { name: /Card balance/ })).toBeChecked();
    await expect(page.getByRole('main')).toMatchAriaSnapshot({
      name: 'package-1-details.aria.yml',
    });
    await page.getByRole('button', { name: 'Buy now ¥3.00' }).click();

    await expectFocusOnTitle(page, 'Enter pay password');
    const sheet = page.getByRole('dialog', { name: 'Enter pay password' });
    await expect(sheet).toMatchAriaSnapshot({ name: 'package-2-pay-password.aria.yml' });
    await typePayPassword(page, PAY_PASSWORD);

    await expect(announced(page, 'Package bought')).toBeVisible();
    await expect(page.getByRole('main')).toMatchAriaSnapshot({ name: 'package-3-bought.aria.yml' });
    await page.getByRole('button', { name: 'View records' }).click();
    await expect(page).toHaveURL(/orderLogs\/index\?tab=packages/);
  });

  test('orders in the points shop with a new address', async ({ page }) => {
    await page.goto('#/pages-sub/iot/integralShop/address/index');
    await page.getByRole('button', { name: 'Add an address' }).click();
    const form = page.getByRole('form', { name: 'Delivery address' });
    await form.getByRole('textbox', { name: 'Receiver' }).fill('李四');
    await form.getByRole('textbox', { name: 'Mobile' }).fill('13912345678');
    await form.getByRole('textbox', { name: 'Street address' }).fill('浦东大道 100 号 2 楼');
    const regionButton = form.getByRole('button', { name: 'Region' });
    await regionButton.click();
    await page
      .getByRole('list', { name: 'Province' })
      .getByRole('button', { name: '上海市' })
      .click();
    await page.getByRole('list', { name: 'City' }).getByRole('button', { name: '上海市' }).click();
    await page
      .getByRole('list', { name: 'County' })
      .getByRole('button', { name: '浦东新区' })
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(regionButton).toBeFocused();
    await expect(form).toMatchAriaSnapshot({ name: 'points-1-address-form.aria.yml' });
    await form.getByRole('button', { name: 'Save' }).click();

    await expect(announced(page, 'Address saved')).toBeVisible();
    const added = page.getByRole('article', { name: '李四 13912345678' });
    await expect(added).toContainText('浦东大道 100 号 2 楼');
    await expect(page.getByRole('main')).toMatchAriaSnapshot({
      name: 'points-2-addresses.aria.yml',
    });
    await added.getByRole('button', { name: 'Make default' }).click();
    await expect(announced(page, 'Default address changed')).toBeVisible();

    await page.goto('#/pages-sub/iot/integralShop/details?id=1');
    await page.getByRole('button', { name: 'Redeem now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm order' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Delivery' })
        .getByRole('button', { name: /李四 13912345678/ }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toMatchAriaSnapshot({ name: 'points-3-confirm.aria.yml' });
    await page.getByRole('button', { name: 'Place order' }).click();
    await typePayPassword(page, PAY_PASSWORD);

    await expect(announced(page, 'Order placed')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    await expect(page.getByRole('main')).toMatchAriaSnapshot({ name: 'points-4-order.aria.yml' });
  });
});
