import { expect, test } from './lib/test';
import { CARDS, loginCard, resetDemo } from './iotServices-helpers';

const VARIANTS: [entry: string, heading: string][] = [
  ['输入充值号码', '输入充值号码'],
  ['一键充值', '一键充值'],
  ['扫码充值', '扫码充值'],
  ['关注公众号充值', '关注公众号充值'],
  ['小程序充值', '小程序充值'],
  ['下载 App 充值', '下载 App 充值'],
  ['在线客服', '在线客服'],
  ['电话客服', '电话客服'],
  ['充值视频教程', '充值视频教程'],
  ['充值说明', '充值说明'],
];

test('every machine-code recharge variant opens from the index with its action', async ({
  page,
  request,
}) => {
  await resetDemo(request);
  await loginCard(page, request, CARDS.device);
  await page.goto('#/pages-sub/iot/machineCode/index');
  await expect(page.getByText('MF8600000007')).toBeVisible();
  const methods = page.getByRole('list', { name: 'Ways to recharge' });
  for (const [entry, heading] of VARIANTS) {
    await methods.getByRole('button', { name: new RegExp(`^${entry}`) }).click();
    const guide = page.getByRole('region', { name: heading });
    await expect(guide.getByRole('heading', { name: heading })).toBeVisible();
    await expect(guide.getByRole('button').first()).toBeVisible();
    await page.goBack();
    await expect(methods).toBeVisible();
  }
});

test('a device card guide speaks of the device number in its steps and its button', async ({
  page,
  request,
}) => {
  await resetDemo(request);
  await loginCard(page, request, CARDS.device);
  await page.goto('#/pages-sub/iot/machineCode/index');
  const methods = page.getByRole('list', { name: 'Ways to recharge' });
  await methods.getByRole('button', { name: /^输入充值号码/ }).click();
  const guide = page.getByRole('region', { name: '输入充值号码' });
  await expect(guide.getByText('Copy the device number below.')).toBeVisible();
  await expect(
    guide.getByText('Open any recharge channel and paste the device number.'),
  ).toBeVisible();
  await expect(guide.getByRole('button', { name: 'Copy the device number' })).toBeVisible();
  await expect(guide.getByText(/recharge number/i)).toHaveCount(0);
  await page.goBack();
  await methods.getByRole('button', { name: /^小程序充值/ }).click();
  await expect(page.getByText('Copy the device number.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy the device number' })).toBeVisible();
});
