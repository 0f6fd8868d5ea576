import { expect, test, demoUrl } from './lib/test';

// A connection lost and found in the middle of a visit, on the card home (demo card 5, ¥200).

test.beforeEach(async ({ request }) => {
  const response = await request.post(demoUrl('api/__demo/reset'));
  expect(response.ok()).toBe(true);
});

test('a lost connection shows a quiet notice; on its return the balance on screen is fresh', async ({
  page,
  context,
  request,
}) => {
  await page.goto('#/pages/iot/login/index');
  await page.getByLabel('Card or device number').fill('1064800000005');
  await page.getByRole('checkbox').check();
  const cardRequest = page.waitForRequest((asked) => !!asked.headers()['sim-token']);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const header = page.getByRole('region', { name: 'Card summary' });
  await expect(header.getByText('¥200.00')).toBeVisible();
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toHaveCount(0);

  await context.setOffline(true);
  await expect(notice).toHaveText('You are offline. What you see may be out of date.');
  // The page stays as it was under the notice.
  await expect(header.getByText('¥200.00')).toBeVisible();

  // Meanwhile the balance changes elsewhere (the card bought a ¥29 package on another phone).
  const headers = (await cardRequest).headers();
  const bought = await request.post(demoUrl('api/iot/buyPackage'), {
    headers: { 'Sim-No': headers['sim-no'], 'Sim-Token': headers['sim-token'] },
    data: { packageId: 1, payType: 'balance', payPassword: '135790' },
  });
  expect((await bought.json()) as { code: number }).toMatchObject({ code: 0 });

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await expect(header.getByText('¥171.00')).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/iot\/index\/index/);
});
