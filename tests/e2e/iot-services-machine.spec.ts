import { expect, test } from '@playwright/test';
import { CARDS, loginCard, resetDemo } from './iot-services-helpers';

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
