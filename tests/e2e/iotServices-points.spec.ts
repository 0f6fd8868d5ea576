import { expect, test } from './lib/test';
import {
  CARDS,
  confirmDialog,
  demoUrl,
  loginCard,
  PAY_PASSWORD,
  resetDemo,
  toast,
  typePayPassword,
} from './iotServices-helpers';
import { SHIP_AFTER_MS } from '../../src/mocks/services/points';

test.beforeEach(async ({ page, request }) => {
  await resetDemo(request);
  await loginCard(page, request, CARDS.vip);
});

test('address book: a wrong mobile is explained, the corrected address saves and becomes default', async ({
  page,
}) => {
  await page.goto('#/pages-sub/iot/integralShop/address/index');
  await expect(page.getByText('科技园南区 1 栋 101')).toBeVisible();
  await page.getByRole('button', { name: 'Add an address' }).click();

  const form = page.getByRole('form', { name: 'Delivery address' });
  await form.getByLabel('Receiver').fill('李四');
  await form.getByLabel('Mobile').fill('12345');
  await form.getByLabel('Street address').fill('浦东大道 100 号 2 楼');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter an 11-digit mobile number starting with 1')).toBeVisible();
  await expect(form.getByText('Please choose the province, city and district')).toBeVisible();
  // What was typed stays.
  await expect(form.getByLabel('Receiver')).toHaveValue('李四');

  await form.getByLabel('Mobile').fill('13912345678');
  await form.getByLabel('Region').click();
  await page
    .getByRole('list', { name: 'Province' })
    .getByRole('button', { name: '上海市' })
    .click();
  await page.getByRole('list', { name: 'City' }).getByRole('button', { name: '上海市' }).click();
  await page
    .getByRole('list', { name: 'County' })
    .getByRole('button', { name: '浦东新区' })
    .click();
  await expect(form.getByLabel('Region')).toHaveText('上海市 上海市 浦东新区');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Address saved')).toBeVisible();

  const added = page.getByRole('article', { name: '李四 13912345678' });
  await expect(added).toContainText('浦东大道 100 号 2 楼');
  await added.getByRole('button', { name: 'Make default' }).click();
  await expect(toast(page, 'Default address changed')).toBeVisible();
  await expect(added.getByText('Default')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article').first()).toHaveAccessibleName('李四 13912345678');

  // The order confirmation delivers to the new default address.
  await page.goto('#/pages-sub/iot/integralShop/payment?goodsId=1');
  await expect(page.getByText('李四 13912345678')).toBeVisible();
  await expect(page.getByText('浦东大道 100 号 2 楼', { exact: false })).toBeVisible();
});

test('the address form keeps what was typed after a failed save and after a reload', async ({
  page,
  request,
}) => {
  await page.goto('#/pages-sub/iot/integralShop/address/index');
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'Delivery address' });
  await form.getByLabel('Receiver').fill('王五');
  await form.getByLabel('Mobile').fill('13700001111');
  await form.getByLabel('Street address').fill('人民路 8 号 3 楼');
  await form.getByLabel('Region').click();
  await page
    .getByRole('list', { name: 'Province' })
    .getByRole('button', { name: '上海市' })
    .click();
  await page.getByRole('list', { name: 'City' }).getByRole('button', { name: '上海市' }).click();
  await page
    .getByRole('list', { name: 'County' })
    .getByRole('button', { name: '浦东新区' })
    .click();

  // The server fails the save once.
  const fault = await request.post(demoUrl('api/__demo/fault'), {
    data: { path: '/api/iot/setSimAddress', status: 500 },
  });
  expect(fault.ok()).toBe(true);
  await form.getByRole('button', { name: 'Save' }).click();
  // The toast's message (the live regions are on the page before anything is said in them).
  await expect(page.getByRole('status').filter({ hasText: /\S/ }).first()).toBeVisible();
  await expect(page).toHaveURL(/address\/edit/);
  await expect(form.getByLabel('Receiver')).toHaveValue('王五');
  await expect(form.getByLabel('Street address')).toHaveValue('人民路 8 号 3 楼');

  // A reload brings everything back, the region included.
  await page.reload();
  await expect(form.getByLabel('Receiver')).toHaveValue('王五');
  await expect(form.getByLabel('Mobile')).toHaveValue('13700001111');
  await expect(form.getByLabel('Street address')).toHaveValue('人民路 8 号 3 楼');
  await expect(form.getByLabel('Region')).toHaveText('上海市 上海市 浦东新区');

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Address saved')).toBeVisible();
  await expect(page).toHaveURL(/address\/index/);
  await expect(page.getByRole('article', { name: '王五 13700001111' })).toBeVisible();
  // Saved: the draft is gone, the next new address starts empty.
  await page.getByRole('button', { name: 'Add an address' }).click();
  await expect(form.getByLabel('Receiver')).toHaveValue('');
  await expect(form.getByLabel('Street address')).toHaveValue('');
});

test('order with the pay password, see the ledger and logistics; cancel one order and repay another', async ({
  page,
}) => {
  // Three orders, a shipping wait and four payments: a long journey, given thrice the time.
  test.slow();
  // 1. A points-only product, shipped: the pay password spends the points.
  await page.goto('#/pages-sub/iot/integralShop/details?id=1');
  await page.getByRole('button', { name: 'Redeem now' }).click();
  await expect(page.getByText('张三 13800138000')).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await typePayPassword(page, '000000');
  await expect(page.getByText('Wrong pay password, please try again')).toBeVisible();
  await typePayPassword(page, PAY_PASSWORD);
  await expect(page).toHaveURL(/order\/details\?id=\d+/);
  const placedAt = Date.now();
  await expect(page.getByText('品牌数据线')).toBeVisible();
  // The demo ships a paid order SHIP_AFTER_MS after it was placed (the order exists once its page
  // opens); the details page shows the track when it is opened after that.
  await page.waitForTimeout(Math.max(0, placedAt + SHIP_AFTER_MS - Date.now()));
  await page.reload();
  await expect(page.getByText('Out for delivery', { exact: false })).toBeVisible();
  await expect(page.getByText('【深圳南山】快递员正在派件')).toBeVisible();

  await page.goto('#/pages-sub/iot/integralLog/index');
  await expect(page.getByText('兑换 品牌数据线')).toBeVisible();
  await expect(page.getByText('-300')).toBeVisible();

  // 2. Points plus cash: the points go with the order, the cash waits at the cashier. Leave it
  // unpaid and cancel the order (the points come back).
  await page.goto('#/pages-sub/iot/integralShop/payment?goodsId=2');
  await page.getByRole('button', { name: 'Place order' }).click();
  await typePayPassword(page, PAY_PASSWORD);
  await expect(page).toHaveURL(/integralShop\/cashier\?id=\d+/);
  await page.getByRole('button', { name: /保温杯/ }).click();
  await expect(page).toHaveURL(/order\/details\?id=\d+/);
  await expect(page.getByText('Unpaid').first()).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await confirmDialog(page, 'Cancel order');
  await expect(toast(page, 'Order cancelled')).toBeVisible();
  await expect(page.getByText('Cancelled').first()).toBeVisible();

  // 3. Order it again, leave it unpaid, and repay it from the order list.
  await page.goto('#/pages-sub/iot/integralShop/payment?goodsId=2');
  await page.getByRole('button', { name: 'Place order' }).click();
  await typePayPassword(page, PAY_PASSWORD);
  await expect(page).toHaveURL(/integralShop\/cashier/);
  await page.goto('#/pages-sub/iot/integralShop/order/index?status=0');
  await page.getByRole('button', { name: 'Pay', exact: true }).first().click();
  await expect(page).toHaveURL(/integralShop\/cashier\?id=\d+/);
  await page.getByRole('button', { name: 'Pay ¥9.90' }).click();
  await page
    .getByRole('dialog', { name: 'Cashier' })
    .getByRole('button', { name: 'Pay ¥9.90' })
    .click();
  await expect(toast(page, 'Payment received')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/order\/details\?id=\d+/);
  await expect(page.getByText(/To ship|Shipped/).first()).toBeVisible();

  await page.goto('#/pages-sub/iot/integralShop/order/index');
  await expect(page.getByRole('article', { name: /^Order PT/ })).toHaveCount(3);
});
