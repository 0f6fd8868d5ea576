import { expect, test } from '@playwright/test';

// The web view frames only the shop's own hosts: its origin, the configured domain and the
// build's VITE_FRAME_HOSTS. An outside address, typed into the link or carried by a login's
// `redirect`, shows its link with a warning and is never framed under the shop's address bar.

const webview = (address: string) => `#/pages/webview/index?url=${encodeURIComponent(address)}`;

test.describe('framing', () => {
  test('an outside address is not framed; the shop own site is', async ({ page }) => {
    for (const address of [
      'https://evil.example/login',
      'https://127.0.0.1.evil.example/',
      'https://evil.example/#@127.0.0.1',
    ]) {
      await page.goto(webview(address));
      await expect(
        page.getByRole('heading', { name: 'This page is not part of the shop' }),
      ).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);
      await expect(page.getByText(address, { exact: true })).toBeVisible();
      const open = page.getByRole('link', { name: 'Open in the browser' });
      await expect(open).toHaveAttribute('href', address);
      await expect(open).toHaveAttribute('target', '_blank');
    }
    const own = new URL('builtin/logo.svg', page.url()).href;
    await page.goto(webview(own));
    await expect(page.locator('iframe')).toHaveAttribute('src', own);
    await expect(
      page.getByRole('heading', { name: 'This page is not part of the shop' }),
    ).toHaveCount(0);
  });

  test('a login redirect never opens the web view on an outside address', async ({ page }) => {
    await page.goto('#/pages/index/index');
    const own = new URL('builtin/logo.svg', page.url()).href;
    const login = async (redirect: string) => {
      await page.goto(`#/pages/login/index?redirect=${encodeURIComponent(redirect)}`);
      await page.getByLabel(/Mobile/).fill('13800138000');
      await page.getByRole('button', { name: 'Get code' }).click();
      await page.getByLabel(/SMS code/).fill('123456');
      await page.getByRole('button', { name: 'Log in' }).click();
    };
    await login(`/pages/webview/index?url=${encodeURIComponent('https://evil.example/login')}`);
    await expect(page).toHaveURL(/#\/pages\/order\/index/);
    await expect(page.locator('iframe')).toHaveCount(0);
    // Logged in already: log out through storage for the next round.
    await page.evaluate(() => localStorage.removeItem('shop.shopUser'));
    await login(`/pages/webview/index?url=${encodeURIComponent(own)}`);
    await expect(page).toHaveURL(/#\/pages\/webview\/index/);
    await expect(page.locator('iframe')).toHaveAttribute('src', own);
  });
});
