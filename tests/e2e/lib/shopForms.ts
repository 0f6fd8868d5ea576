import { expect, type Page } from '@playwright/test';

/** A valid ID card number of the demo (region 110101, born 1990-03-07). */
export const VALID_ID_CARD = '110101199003074258';

/** Fills the goods order form of goods that need no SMS code, delivering to Nanshan, Shenzhen. */
export async function fillOrderForm(page: Page, idCard = VALID_ID_CARD) {
  await page.getByLabel(/Real name/).fill('张三');
  await page.getByLabel(/ID card number/).fill(idCard);
  await page.getByLabel(/Mobile/).fill('13800138000');
  await page.getByRole('button', { name: /Delivery region/ }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('button', { name: '广东省' }).click();
  await sheet.getByRole('button', { name: '深圳市' }).click();
  await sheet.getByRole('button', { name: '南山区' }).click();
  await expect(sheet).toBeHidden();
  await page.getByLabel(/Street address/).fill('科技园南区 1 栋 101');
  await page.getByRole('checkbox').check();
}

/** Holds a priced number of the demo and opens its order form, filled in. */
export async function openPricedOrder(page: Page) {
  await page.goto('#/pages/customer/index');
  await expect(page.getByRole('button', { name: 'Chat with us online' })).toBeVisible();
  const target = await page.evaluate(async () => {
    const layout = JSON.parse(localStorage.getItem('shop.layout') ?? '{}') as {
      state?: { sessionId?: string };
    };
    const headers = {
      'content-type': 'application/json',
      'Session-ID': layout.state?.sessionId ?? '',
    };
    const list = (await fetch('api/shop/numberList?pageSize=50', { headers }).then((r) =>
      r.json(),
    )) as { data: { list: { id: number; price: number; goodsId: number; reserved: boolean }[] } };
    const number = list.data.list.find((item) => item.price > 0 && !item.reserved && item.goodsId);
    if (!number) throw new Error('no priced number');
    await fetch('api/shop/reserveNumber', {
      method: 'POST',
      headers,
      body: JSON.stringify({ numberId: number.id }),
    });
    return number;
  });
  await page.goto(`#/pages/goods/index?goodsId=${target.goodsId}&numberId=${target.id}`);
  await fillOrderForm(page);
}
