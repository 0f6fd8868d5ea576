import { expect, test, type Page, demoUrl } from './lib/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EARLY_SCRIPT_HASH } from '../../src/app/firstPaint/earlyScript';
import { policyOfSnippet } from '../../deploy/csp.mjs';

// The built app under a strict Content-Security-Policy, and hostile content end to end: script in
// rich text, javascript: addresses in the webview page and open redirects after login.

/**
 * The policy the build under test wrote for its settings (its csp.conf, deploy/csp.mjs), which
 * nginx sends with index.html: for the default settings, the one of docs/reliability.md.
 */
const BUILD = path.resolve(
  import.meta.dirname,
  `../.results/dist-e2e-${Number(process.env.E2E_PORT || 4180)}`,
);
function buildPolicy(): string {
  const policy = policyOfSnippet(readFileSync(path.join(BUILD, 'csp.conf'), 'utf8'));
  if (!policy?.includes(`script-src 'self' ${EARLY_SCRIPT_HASH}`)) {
    throw new Error(`${BUILD}/csp.conf: no policy naming the early script`);
  }
  return policy;
}

test.beforeEach(async ({ request }) => {
  const response = await request.post(demoUrl('api/__demo/reset'));
  expect(response.ok()).toBe(true);
});

/** Serves every document with the policy and collects what the browser refuses. */
async function withCsp(page: Page) {
  const CSP = buildPolicy();
  const violations: string[] = [];
  await page.route(
    (url) => url.pathname === '/shop/' || url.pathname.endsWith('/index.html'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': CSP },
      });
    },
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as { __csp?: string[] }).__csp ??= []);
      list.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return async () => {
    const inPage = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp);
    return [...violations, ...(inPage ?? [])];
  };
}

test.describe('under a strict Content-Security-Policy', () => {
  test('the shop home, a goods page and the card home preview work with no violation', async ({
    page,
  }) => {
    const violations = await withCsp(page);
    const response = await page.goto('#/pages/index/index');
    expect(response?.headers()['content-security-policy']).toBe(buildPolicy());
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Data cards' })).toBeVisible();
    expect(await violations()).toEqual([]);

    await page.goto('#/pages/goods/index?goodsId=101');
    await expect(page.getByRole('button', { name: 'Place the order' })).toBeVisible();
    // Styles from styled-components apply: the order button is not an unstyled default button.
    const radius = await page
      .getByRole('button', { name: 'Place the order' })
      .evaluate((node) => getComputedStyle(node).borderTopLeftRadius);
    expect(radius).not.toBe('0px');
    expect(await violations()).toEqual([]);

    // The preview is read when the app starts: load the document afresh.
    await page.goto('#/pages/iot/index/index?iotPreview=IotLayout:1');
    await page.reload();
    await expect(page.getByText('Layout preview: 经典蓝')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Card summary' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });

  test('an inline script is refused by the policy (the check can fail)', async ({ page }) => {
    const violations = await withCsp(page);
    await page.goto('#/pages/index/index');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inline = 1';
      document.body.append(script);
    });
    await expect.poll(violations).not.toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __inline?: number }).__inline)).toBe(
      undefined,
    );
  });
});

test.describe('hostile content and addresses', () => {
  test('script in a protocol text runs nothing and keeps its text', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.route('**/api/site/iotLoginProtocol**', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          code: 0,
          message: 'ok',
          data: {
            title: 'Protocol',
            content:
              '<p>Safe words</p><img src=x onerror="alert(1)"><script>alert(2)</script>' +
              '<a href="javascript:alert(3)">tap me</a><a href="data:text/html,<script>alert(4)</script>">data</a>' +
              '<svg onload="alert(5)"></svg><iframe src="javascript:alert(6)"></iframe>',
            updatedAt: '2026-01-01',
          },
        }),
      }),
    );
    await page.route('**/api/site/loginProtocol**', (route) => route.fallback());
    await page.goto('#/pages/iot/login/index');
    const link = page.getByRole('button', { name: /agreement|protocol/i }).first();
    await link.click();
    await expect(page.getByText('Safe words')).toBeVisible();
    const tap = page.getByText('tap me');
    await expect(tap).toBeVisible();
    expect(await tap.getAttribute('href')).toBeNull();
    await tap.click();
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    // In the page's body: the head holds index.html's own early script and its data block.
    const injected = 'body iframe, body svg[onload], body img[onerror], body script:not([src])';
    expect(await page.locator(injected).count()).toBe(0);
  });

  test('the webview page opens only http and https addresses', async ({ page }) => {
    for (const address of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example']) {
      await page.goto(`#/pages/webview/index?url=${encodeURIComponent(address)}`);
      await expect(page.locator('iframe')).toHaveCount(0);
      await expect(page.getByText('This address cannot be opened')).toBeVisible();
    }
    // A page of the shop's own site is framed (other hosts: tests/e2e/shell-framing.spec.ts).
    const own = new URL('builtin/logo.svg', page.url()).href;
    await page.goto(`#/pages/webview/index?url=${encodeURIComponent(own)}`);
    await expect(page.locator('iframe')).toHaveAttribute('src', own);
  });

  test('a redirect after login never leaves the app', async ({ page }) => {
    for (const redirect of ['//evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      await page.goto(`#/pages/login/index?redirect=${encodeURIComponent(redirect)}`);
      await page.getByLabel(/Mobile/).fill('13800138000');
      await page.getByRole('button', { name: 'Get code' }).click();
      await page.getByLabel(/SMS code/).fill('123456');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/shop\/#\/pages\//);
      await expect(page.getByRole('navigation').first()).toBeVisible();
      expect(new URL(page.url()).host).toMatch(/^127\.0\.0\.1:/);
      // Logged in already: log out through storage for the next round.
      await page.evaluate(() => localStorage.removeItem('shop.shopUser'));
    }
  });
});
