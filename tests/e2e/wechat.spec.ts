import { expect, test, type Page, demoUrl } from './lib/test';

// The shop in WeChat's browser on the production build with the demo API: the demo answers
// WeChat's authorisation itself (a consent page of its own, since a demo can never reach
// WeChat's server), and every way back needs the state this tab issued.

test.use({
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
});

const CONSENT = /\/api\/__demo\/wechat\/authorize\?/;
const AGENT = 'AGENT001';

test.beforeEach(async ({ page, request }) => {
  expect((await request.post(demoUrl('api/__demo/reset'))).ok()).toBe(true);
  // Nothing may leave for WeChat's own server.
  await page.route('https://open.weixin.qq.com/**', (route) => route.abort());
});

/** The paths of the requests the page sends to an endpoint. */
function watch(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path)) seen.push(request.url());
  });
  return seen;
}

const mine = (page: Page) =>
  page.getByRole('navigation', { name: 'Main sections' }).getByRole('button', { name: 'Mine' });

test('from the shop home through the demo consent page back to the home, logged in', async ({
  page,
}) => {
  const logins = watch(page, '/api/wechat/login');
  await page.goto('#/pages/index/index');
  await expect(page).toHaveURL(CONSENT);
  await expect(page.getByRole('heading', { name: 'WeChat authorisation (demo)' })).toBeVisible();
  await expect(page.getByText(/asks to use your WeChat profile/)).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();

  // Back on the home, without the code and state in the address, and logged in once.
  await expect(page).toHaveURL(/\/shop\/#\/pages\/index\/index$/);
  await expect(page.getByRole('button', { name: 'Choose a number' })).toBeVisible();
  await expect.poll(() => logins.length).toBe(1);
  await mine(page).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  // Back home: the shop knows the visitor now and asks for no authorisation again.
  await page.goto('#/pages/index/index');
  await expect(page.getByRole('button', { name: 'Choose a number' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/shop\/#\/pages\/index\/index$/);
});

test('declined on the consent page, the shop goes on as a guest and does not ask again', async ({
  page,
}) => {
  const consents = watch(page, '/api/wechat/authorize');
  await page.goto('#/pages/index/index');
  await expect(page).toHaveURL(CONSENT);
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL(/\/shop\/#\/pages\/index\/index$/);
  await expect(page.getByRole('button', { name: 'Choose a number' })).toBeVisible();
  // One attempt a session: a reload stays in the shop.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Choose a number' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/shop\/#\/pages\/index\/index$/);
  expect(consents).toHaveLength(1);
  await mine(page).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
});

test('a crafted code in the launch address logs nobody in', async ({ page }) => {
  const logins = watch(page, '/api/wechat/login');
  await page.goto('#/pages/index/index?code=wx-demo-crafted01&state=guess');
  // Not sent: the one authorisation of the session starts instead, with a state of its own.
  await expect(page).toHaveURL(CONSENT);
  expect(new URL(page.url()).searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
  expect(new URL(page.url()).searchParams.get('syncRedirect')).not.toContain('code=');
  expect(logins).toEqual([]);
});

/** Logs the ordinary demo card in (a card page with the agent's code skips the shop's login). */
async function cardLogin(page: Page) {
  await page.goto(`#/pages/iot/login/index?promoCode=${AGENT}`);
  await page.getByLabel('Card or device number').fill('1064800000001');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/iot\/index\/index/);
}

test.describe('binding WeChat to the card', () => {
  test('a binding the page started binds once', async ({ page }) => {
    const binds = watch(page, '/api/iot/bindSimOauth');
    await cardLogin(page);
    await page.goto(`#/pages-sub/iot/user/oauth?promoCode=${AGENT}`);
    await expect(page.getByRole('button', { name: /^Unbind / })).toHaveCount(1);
    await page.getByRole('button', { name: 'Bind this WeChat account' }).click();
    await expect(page).toHaveURL(CONSENT);
    await expect(page.getByText(/Bind your WeChat account to the card/)).toBeVisible();
    await page.getByRole('button', { name: 'Allow' }).click();

    await expect(page.getByRole('button', { name: /^Unbind / })).toHaveCount(2);
    await expect(page).toHaveURL(/#\/pages-sub\/iot\/user\/oauth$/);
    expect(binds).toHaveLength(1);
    // A reload sends nothing again.
    await page.reload();
    await expect(page.getByRole('button', { name: /^Unbind / })).toHaveCount(2);
    expect(binds).toHaveLength(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a crafted code in the address binds nothing and the page says why', async ({ page }) => {
    const binds = watch(page, '/api/iot/bindSimOauth');
    await cardLogin(page);
    await page.goto(`#/pages-sub/iot/user/oauth?promoCode=${AGENT}&code=wx-demo-evil01`);
    await expect(page.getByRole('alert')).toHaveText(
      'This sign-in link was not started on this phone, so nothing was bound. Tap Bind to try again.',
    );
    await expect(page).toHaveURL(/#\/pages-sub\/iot\/user\/oauth$/);
    await expect(page.getByRole('button', { name: /^Unbind / })).toHaveCount(1);
    expect(binds).toEqual([]);
  });
});
