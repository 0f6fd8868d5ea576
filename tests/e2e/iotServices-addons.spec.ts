import { expect, test } from './lib/test';
import { CARDS, confirmDialog, loginCard, resetDemo, toast } from './iotServices-helpers';

test.beforeEach(async ({ page, request }) => {
  await resetDemo(request);
  await loginCard(page, request, CARDS.ordinary);
});

test('buy a VIP and a speed boost, and see both on the user centre', async ({ page }) => {
  await page.goto('#/pages-sub/iot/vip/index');
  await expect(page.getByText('No VIP membership yet')).toBeVisible();
  await page.getByRole('button', { name: /月度会员/ }).click();
  await page.getByRole('button', { name: 'Buy' }).click();
  await expect(page).toHaveURL(/vip\/pay\?id=2/);
  await page.getByRole('button', { name: 'Pay ¥3.90' }).click();
  await expect(toast(page, 'Payment received')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/user\/vip/);
  await expect(page.getByRole('heading', { name: '月度会员' })).toBeVisible();

  await page.goto('#/pages-sub/iot/accelerate/index');
  await page.getByRole('button', { name: 'Buy' }).click();
  await expect(page).toHaveURL(/accelerate\/cashier\?id=1/);
  // Online payment: the cashier opens, and the order counts once the server confirms it.
  await page.getByRole('radio', { name: 'WeChat Pay' }).check();
  await page.getByRole('button', { name: 'Pay ¥9.90' }).click();
  await page
    .getByRole('dialog', { name: 'Cashier' })
    .getByRole('button', { name: 'Pay ¥9.90' })
    .click();
  await expect(toast(page, 'Payment received')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/accelerate\/order/);
  await expect(page.getByRole('heading', { name: '5G 极速包 7 天' })).toBeVisible();

  await page.goto('#/pages-sub/iot/user/index');
  await expect(page.getByRole('region', { name: 'VIP membership' })).toContainText('月度会员');
  await expect(page.getByRole('region', { name: 'Speed boost' })).toContainText('5G 极速包 7 天');
});

test('exchange coupon coins for a coupon and find it on a package', async ({ page }) => {
  await page.goto('#/pages-sub/iot/couponExchange/index');
  await expect(page.getByText('My coupon coins')).toBeVisible();
  await page.getByRole('button', { name: 'Exchange 5 元套餐券' }).click();
  await confirmDialog(page, 'Exchange');
  await expect(toast(page, '5 元套餐券 added to your coupons')).toBeVisible();
  await expect(page.getByRole('button', { name: /My coupon coins/ })).toContainText('20');
  await expect(page.getByRole('button', { name: 'Exchange 20 元套餐券' })).toBeDisabled();

  await page.goto('#/pages-sub/iot/couponExchange/order');
  await expect(page.getByText('兑换 5 元套餐券')).toBeVisible();

  // The package flow of the card offers the new coupon, and it takes ¥5 off the package.
  await page.goto('#/pages-sub/iot/packageDetails/index?id=1');
  await page.getByRole('button', { name: /Coupon/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Choose a coupon' });
  await sheet.getByRole('button', { name: /5 元套餐券/ }).click();
  await expect(sheet).toBeHidden();
  await page.getByRole('button', { name: 'Buy now ¥24.00' }).click();
  await expect(page.getByRole('heading', { name: 'Package bought' })).toBeVisible({
    timeout: 10_000,
  });

  // Used: the coupon is no longer offered for the next package (the same address: reload it).
  await page.reload();
  await page.getByRole('button', { name: /Coupon/ }).click();
  await expect(sheet.getByRole('button', { name: /5 元套餐券/, disabled: false })).toHaveCount(0);
});
