import { expect, type APIRequestContext, type Page, demoUrl } from './lib/test';

export { demoUrl };

export const CARDS = {
  ordinary: '1064800000001',
  vip: '1064800000005',
  device: '1064800000007',
} as const;

export const PAY_PASSWORD = '135790';

export async function resetDemo(request: APIRequestContext) {
  const response = await request.post(demoUrl('api/__demo/reset'));
  expect(response.ok()).toBe(true);
}

/** Logs a card in through the API and stores the session the way the app persists it. */
export async function loginCard(page: Page, request: APIRequestContext, simNo: string) {
  const response = await request.post(demoUrl('api/simLogin'), { data: { simNo } });
  const body = (await response.json()) as { code: number; data: { simNo: string; token: string } };
  expect(body.code).toBe(0);
  await page.addInitScript(
    ([sim, token]) => {
      if (localStorage.getItem('shop.iot')) return;
      localStorage.setItem(
        'shop.iot',
        JSON.stringify({
          state: { simNo: sim, token, simInfo: null, recentSims: [sim], previewPopupShown: true },
          version: 0,
        }),
      );
    },
    [body.data.simNo, body.data.token],
  );
  return body.data;
}

/** The toast (role=status) showing this text. */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

/** Types digits on the on-screen keypad of the pay-password sheet. */
export async function typePayPassword(page: Page, digits: string) {
  const pad = page.getByRole('group', { name: 'Number keyboard' });
  for (const digit of digits) await pad.getByRole('button', { name: digit, exact: true }).click();
}

/** Answers the confirmation dialog with its confirm button. */
export async function confirmDialog(page: Page, button: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: 'Please confirm' });
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}
