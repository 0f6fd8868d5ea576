import { expect, test } from './lib/test';
import { CARDS, confirmDialog, loginCard, resetDemo, toast } from './iotServices-helpers';

test.beforeEach(async ({ page, request }) => {
  await resetDemo(request);
  await loginCard(page, request, CARDS.device);
});

test('change the 2.4G name and password with the rules explained; restart after confirming', async ({
  page,
}) => {
  await page.goto('#/pages-sub/iot/deviceManage/index');
  const band = page.getByRole('region', { name: '2.4G Wi-Fi' });
  await expect(band).toContainText('CardShop-MiFi-2.4G');
  await band.getByRole('button', { name: 'Change name or password' }).click();

  const form = page.getByRole('form', { name: '2.4G name and password' });
  await form.getByLabel('Network name').fill('我的WiFi');
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    form.getByText('Use only letters, digits and ASCII symbols in the network name'),
  ).toBeVisible();
  await expect(
    form.getByText('The password must be 8 to 63 characters, or empty for an open network'),
  ).toBeVisible();
  await form.getByLabel('Network name').fill('Home-Office');
  await form.getByLabel('Password').fill('newpass2026');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, /^Saved/)).toBeVisible();
  await expect(page).toHaveURL(/deviceManage\/index/);
  await page.reload();
  await expect(page.getByRole('region', { name: '2.4G Wi-Fi' })).toContainText('Home-Office');
  await page
    .getByRole('region', { name: '2.4G Wi-Fi' })
    .getByRole('button', { name: 'Show' })
    .click();
  await expect(page.getByText('newpass2026')).toBeVisible();

  await page.getByRole('button', { name: 'Restart' }).click();
  await confirmDialog(page, 'Restart');
  await expect(toast(page, 'Restart sent to the device')).toBeVisible();
});

test('a device without 5G lists only the 2.4G entry', async ({ page }) => {
  // The same device with its 5G band unset, as a single-band device reports it.
  await page.route('**/api/iot/simInfo', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.wifiConfig = { ...body.data.wifiConfig, wifiName5G: '', wifiPass5G: '' };
    await route.fulfill({ response, json: body });
  });
  await page.goto('#/pages-sub/wifi/index');
  await expect(page.getByRole('region', { name: '2.4G Wi-Fi' })).toBeVisible();
  await expect(page.getByRole('region', { name: '5G Wi-Fi' })).toHaveCount(0);
  await page.getByRole('button', { name: 'QR code' }).click();
  await expect(page.getByRole('img', { name: 'QR code to join CardShop-MiFi-2.4G' })).toBeVisible();
});

test('the new network name survives a reload; the Wi-Fi password is never kept', async ({
  page,
}) => {
  await page.goto('#/pages-sub/iot/deviceManage/setSsidPwd?type=2.4G');
  const form = page.getByRole('form', { name: '2.4G name and password' });
  await form.getByLabel('Network name').fill('Garden-Office');
  await form.getByLabel('Password').fill('typed-secret-1');
  await page.reload();
  await expect(form.getByLabel('Network name')).toHaveValue('Garden-Office');
  await expect(form.getByLabel('Password')).not.toHaveValue('typed-secret-1');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).toContain('Garden-Office');
  expect(stored).not.toContain('typed-secret-1');
});
