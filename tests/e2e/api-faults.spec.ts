import { expect, test, type APIRequestContext, type Page, demoUrl } from './lib/test';

// The error catalogue of docs/requirements.md section 8 in the production build, driven through the demo API's
// fault endpoint. The launch sequence's own calls (base configuration on every start, generic
// configuration, sim info in preview mode) carry the injected faults, as any page's call would.

interface Fault {
  path: string;
  code?: number;
  message?: string;
  status?: number;
  drop?: boolean;
  times?: number;
}

/** An address of the demo API under the app's base URL. */

async function inject(request: APIRequestContext, fault: Fault) {
  const response = await request.post(demoUrl('api/__demo/fault'), { data: fault });
  expect(response.ok()).toBe(true);
  expect((await response.json()).code).toBe(0);
}

/** The toast (role=status) showing this text. */
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.beforeEach(async ({ request }) => {
  const response = await request.post(demoUrl('api/__demo/reset'));
  expect(response.ok()).toBe(true);
});

test.describe('30001 sold out', () => {
  test('shows the dialog; contact service opens the customer page', async ({ page, request }) => {
    await inject(request, { path: '/api/hk/baseConfig', code: 30001 });
    await page.goto('#/pages/index/index');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Item sold out')).toBeVisible();
    await expect(dialog.getByRole('button')).toHaveText(['Contact service', 'Back to shop']);
    await dialog.getByRole('button', { name: 'Contact service' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/#\/pages\/customer\/index(\?|$)/);
  });

  test('back to shop opens the index on the goods group', async ({ page, request }) => {
    await inject(request, { path: '/api/hk/baseConfig', code: 30001 });
    await page.goto('#/pages/customer/index');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Back to shop' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/#\/pages\/index\/index\?indexFirstGroup=2/);
  });
});

test('61 toasts and goes to the login page', async ({ page, request }) => {
  await inject(request, { path: '/api/hk/baseConfig', code: 61 });
  await page.goto('#/pages/customer/index');
  await expect(toast(page, 'Login timed out, please log in again')).toBeVisible();
  // The call answered before the app was drawn: the login page still opens, and leads back.
  await expect(page).toHaveURL(/#\/pages\/login\/index\?redirect=%2Fpages%2Fcustomer%2Findex/);
});

test('34061 toasts and goes to the IoT login page', async ({ page, request }) => {
  await inject(request, { path: '/api/iot/simInfo', code: 34061, message: 'Card session expired' });
  await page.goto('#/pages/index/index?iotPreview=IotLayout:1');
  await expect(toast(page, 'Card session expired')).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/iot\/login\/index/);
});

test('HTTP 500 toasts the network message', async ({ page, request }) => {
  await inject(request, { path: '/api/hk/baseConfig', status: 500, message: 'stack trace' });
  await page.goto('#/pages/index/index');
  await expect(toast(page, 'Network error, change network or retry later')).toBeVisible();
});

test('a dropped connection toasts try another network', async ({ page, request }) => {
  // Chromium silently retries a request whose kept-alive connection drops, once per idle
  // connection it holds: drop every attempt (the next test's reset clears the fault).
  await inject(request, { path: '/api/hk/baseConfig', drop: true, times: 0 });
  await page.goto('#/pages/index/index');
  await expect(toast(page, 'Network error, try another network')).toBeVisible();
});

test('the fault is used up: the next start is clean', async ({ page, request }) => {
  await inject(request, { path: '/api/hk/baseConfig', status: 500 });
  await page.goto('#/pages/index/index');
  await expect(toast(page, 'Network error, change network or retry later')).toBeVisible();
  const clean = page.waitForResponse((response) => response.url().includes('/api/hk/baseConfig'));
  await page.reload();
  expect((await clean).status()).toBe(200);
  await expect(toast(page, 'Network error')).toHaveCount(0);
});
