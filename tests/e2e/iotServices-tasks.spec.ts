import { expect, test } from './lib/test';
import { CARDS, demoUrl, loginCard, resetDemo, toast } from './iotServices-helpers';

test('daily sign-in once: points go up, a second sign-in the same day is refused', async ({
  page,
  request,
}) => {
  await resetDemo(request);
  const session = await loginCard(page, request, CARDS.ordinary);
  await page.goto('#/pages-sub/iot/task/index');
  const summary = page.getByRole('region', { name: 'Points and sign-in' });
  await expect(summary).toContainText('1280');
  await expect(page.getByText('2 of 4 tasks done')).toBeVisible();
  await summary.getByRole('button', { name: 'Sign in' }).click();
  await expect(toast(page, 'Signed in! You now have 1290 points')).toBeVisible();
  await expect(summary).toContainText('1290');
  await expect(summary.getByRole('button', { name: 'Signed in today' })).toBeDisabled();
  await expect(page.getByText('3 of 4 tasks done')).toBeVisible();

  // The server refuses a second sign-in the same day, whatever the client does.
  const again = await request.post(demoUrl('api/iot/generalSignIn'), {
    headers: { 'Sim-No': session.simNo, 'Sim-Token': session.token },
  });
  expect((await again.json()).code).toBe(-1);
  // After a reload the page still knows: no second sign-in, the points stay.
  await page.reload();
  await expect(summary).toContainText('1290');
  await expect(summary.getByRole('button', { name: 'Signed in today' })).toBeDisabled();

  await page.goto('#/pages-sub/iot/integralLog/index');
  await expect(page.getByText('+10').first()).toBeVisible();
  await page.goto('#/pages-sub/iot/protocol/taskRule');
  await expect(page.getByRole('heading', { name: '任务规则' }).first()).toBeVisible();
});
