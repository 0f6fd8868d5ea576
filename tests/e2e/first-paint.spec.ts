import { expect, test, type Page } from './lib/test';
import { layoutShifts, watchLayoutShifts } from './lib/layoutShift';

/** The navigation-bar title that is on screen. */
const title = (page: Page) => page.getByRole('banner').locator('h1');

/** Every layout shift the page reports, and whether the shell left only once the app had drawn. */
async function watchTakeover(page: Page) {
  await watchLayoutShifts(page);
  await page.addInitScript(() => {
    const seen = {
      shellAtStart: false,
      rootFilledWhenShellLeft: null as boolean | null,
    };
    (window as unknown as { __firstPaint: typeof seen }).__firstPaint = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if ((node as Element).id === 'first-paint') {
            seen.rootFilledWhenShellLeft = Boolean(
              document.getElementById('root')?.firstElementChild,
            );
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      seen.shellAtStart = Boolean(document.getElementById('first-paint'));
    });
  });
}

test.describe('first paint', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the shop home shows its shell: title, placeholders and the tab bar', async ({ page }) => {
      await page.goto('');
      await expect(title(page)).toHaveText('Home');
      const shell = page.locator('[data-first-paint="home en"]');
      await expect(shell).toBeVisible();
      await expect(shell.getByRole('heading', { level: 2 })).toHaveText('Card Shop');
      // The page's placeholder (the shell's empty live region for the connection is not it).
      await expect(shell.getByRole('main').getByRole('status')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main sections' })).toBeVisible();
      // Only one shell is on screen.
      await expect(page.getByRole('banner')).toHaveCount(1);
    });
  });

  test('the app takes over from the shell in one frame, with no layout shift', async ({
    browser,
  }) => {
    // Where the shell draws the title, measured without JavaScript.
    const still = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 667 },
    });
    const stillPage = await still.newPage();
    await stillPage.goto('');
    const shellTitle = await title(stillPage).boundingBox();
    const shellTabs = await stillPage
      .getByRole('navigation', { name: 'Main sections' })
      .boundingBox();
    await still.close();

    const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    await watchTakeover(page);
    await page.goto('');
    await expect(page.getByRole('searchbox')).toBeVisible();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(page.locator('style[data-first-paint-style]')).toHaveCount(0);
    const seen = await page.evaluate(
      () =>
        (
          window as unknown as {
            __firstPaint: {
              shellAtStart: boolean;
              rootFilledWhenShellLeft: boolean | null;
            };
          }
        ).__firstPaint,
    );
    expect(seen.shellAtStart).toBe(true);
    // Never an empty frame between the shell and the app.
    expect(seen.rootFilledWhenShellLeft).toBe(true);
    // No shift a visitor could see. On a loaded machine a run in ten or so has shown one far
    // below that (0.0005 and 0.006 of the screen, not seen again in a dozen runs in a row): the
    // budget is a tenth of what counts as a good page (0.1), and a failure names what moved.
    const shifts = await layoutShifts(page);
    expect(
      shifts.total,
      `layout shifts ${shifts.values.join(', ')}: ${shifts.moved.join('; ')}`,
    ).toBeLessThan(0.01);
    // The app draws its title and tab bar exactly where the shell had them.
    expect(await title(page).boundingBox()).toEqual(shellTitle);
    expect(await page.getByRole('navigation', { name: 'Main sections' }).boundingBox()).toEqual(
      shellTabs,
    );
    await context.close();
  });

  test.describe('in Simplified Chinese', () => {
    test.use({ locale: 'zh-CN' });

    test('the shell is chosen from the address and the language before any module loads', async ({
      page,
    }) => {
      // Only the early script (inline in index.html) may run: the app's modules never arrive.
      await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
      await page.goto('#/pages/order/index');
      await expect(page.locator('[data-first-paint="orders zh-Hans"]')).toBeVisible();
      await expect(title(page)).toHaveText('订单');
      await expect(page.getByRole('navigation', { name: '主栏目' })).toBeVisible();

      // The shell is painted without them: every script is asked for at low priority, the entry,
      // index.html's preloads and the early script's alike.
      const priorities = await page.evaluate(() =>
        [...document.querySelectorAll('script[type=module][src], link[rel=modulepreload]')].map(
          (element) => element.getAttribute('fetchpriority'),
        ),
      );
      expect(priorities.length).toBeGreaterThan(4);
      expect(new Set(priorities)).toEqual(new Set(['low']));

      await page.goto('#/pages/goods/index?goodsId=101');
      await page.reload();
      await expect(page.locator('[data-first-paint="page zh-Hans"]')).toBeVisible();
      await expect(title(page)).toHaveText('加载中');
      await expect(page.getByRole('navigation', { name: '主栏目' })).toHaveCount(0);
    });
  });
});

test.describe('repeat visits', () => {
  /** Waits until the service worker of the first visit has stored this version. */
  async function installed(page: Page) {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const caches = await page.evaluate(() => window.caches.keys());
    expect(caches.filter((name) => name.startsWith('shop-precache-'))).toHaveLength(1);
  }

  test('the second visit is served from the service worker, API calls never are', async ({
    page,
  }) => {
    await page.goto('');
    await expect(page.getByRole('searchbox')).toBeVisible();
    await installed(page);

    const assets: boolean[] = [];
    const assetUrls: string[] = [];
    const api: boolean[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/shop/assets/')) {
        assets.push(response.fromServiceWorker());
        assetUrls.push(url.href);
      }
      if (url.pathname.startsWith('/api/')) api.push(response.fromServiceWorker());
    });
    const shell = await page.reload();
    expect(shell?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('searchbox')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).not.toHaveText('\u00a0');
    expect(assets.length).toBeGreaterThan(3);
    expect(assets.every(Boolean)).toBe(true);
    // Every one of them is in the worker's cache (those the install left out, once first used).
    await expect
      .poll(() =>
        page.evaluate(async (urls) => {
          const results = await Promise.all(
            urls.map(async (url) => ((await caches.match(url, { ignoreVary: true })) ? null : url)),
          );
          return results.filter(Boolean);
        }, assetUrls),
      )
      .toEqual([]);
    expect(api.length).toBeGreaterThan(0);
    expect(api.some(Boolean)).toBe(false);
  });

  test('an offline visit reaches the network check', async ({ page, context }) => {
    await page.goto('');
    await expect(page.getByRole('searchbox')).toBeVisible();
    await installed(page);

    await context.setOffline(true);
    // Some Chromium builds (150) keep the offline emulation from the document that was open:
    // a reloaded page's navigator.onLine says true while every request fails. The page is told
    // what a phone without a network reports, as those builds fail to.
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'onLine', {
        configurable: true,
        get: () => false,
      }),
    );
    await page.reload();
    await expect(page).toHaveURL(/#\/pages\/index\/networkCheck/);
    await expect(title(page)).toHaveText('Network check');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
