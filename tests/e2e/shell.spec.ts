import { expect, test, type Page, demoUrl } from './lib/test';
import { appReady } from './lib/app';

/** The title in the shell's navigation bar. */
const title = (page: Page) => page.getByRole('banner').locator('h1');
const ZH_HANS_TAB_BAR = '主栏目';
const ZH_HANT_TAB_BAR = '主欄目';

/** The tab bar, by its label in the current language. */
const tabBar = (page: Page, label = 'Main sections') =>
  page.getByRole('navigation', { name: label });

test.describe('shell', () => {
  test('a deep link opens its page and keeps the marketing parameters', async ({ page }) => {
    await page.goto('#/pages/about/promise?promoCode=E2E01');
    await expect(title(page)).toHaveText('Service promise');
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    expect(page.url()).toContain('promoCode=E2E01');
    // A single page has no tab bar.
    await expect(tabBar(page)).toHaveCount(0);
  });

  test('the tab bar switches between the four tab pages', async ({ page }) => {
    await page.goto('#/pages/index/index?promoCode=E2E02');
    // The first-paint shell draws the same tab bar before the app runs; taps count once it has.
    await appReady(page);
    const bar = tabBar(page);
    await expect(bar.getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await bar.getByRole('button', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/#\/pages\/order\/index/);
    await expect(bar.getByRole('button', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The promo code survives the tab switch.
    expect(page.url()).toContain('promoCode=E2E02');

    await bar.getByRole('button', { name: 'Mine' }).click();
    await expect(page).toHaveURL(/#\/pages\/user\/index/);
    await expect(title(page)).toHaveText('Mine');
    await expect(bar.getByRole('button', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  test('navigateTo a tab page is refused with a message', async ({ page }) => {
    await page.goto('#/pages/user/index');
    await expect(title(page)).toHaveText('Mine');
    await appReady(page);
    const result = await page.evaluate(() => window.__shopNav?.navigateTo('/pages/order/index'));
    expect(result).toEqual({ ok: false, reason: 'tabRefused' });
    await expect(page.getByText('A tab page can only be opened from the tab bar')).toBeVisible();
    await expect(page).toHaveURL(/#\/pages\/user\/index/);

    // The same page through switchTab is allowed.
    const allowed = await page.evaluate(() => window.__shopNav?.switchTab('/pages/order/index'));
    expect(allowed?.ok).toBe(true);
    await expect(page).toHaveURL(/#\/pages\/order\/index/);
  });

  test('back from the only page goes to the shop home', async ({ page }) => {
    await page.goto('#/pages/about/promise');
    await expect(title(page)).toHaveText('Service promise');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/#\/(pages\/index\/index)?(\?.*)?$/);
    await expect(tabBar(page).getByRole('button', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('back after navigating returns to the previous page', async ({ page }) => {
    await page.goto('#/pages/user/index');
    await expect(title(page)).toHaveText('Mine');
    await appReady(page);
    await page.evaluate(() => window.__shopNav?.navigateTo('/pages/about/promise'));
    await expect(title(page)).toHaveText('Service promise');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/#\/pages\/user\/index/);
  });

  test('an address changed by hand shows the new page with its own title', async ({ page }) => {
    await page.goto('#/pages/goods/index?goodsId=104');
    await expect(title(page)).not.toHaveText(/^(Loading…|Goods details)$/);
    const goodsTitle = await title(page).textContent();
    await page.evaluate(() => {
      window.location.hash = '#/pages/customer/question/index';
    });
    await expect(title(page)).toHaveText('Questions');
    expect(goodsTitle).not.toBe('Questions');
  });

  // The app draws its first screen in slices, at 4x CPU some 100-300 ms after the router starts
  // following the address: a change of address in that time showed the landing page for good.
  for (const afterMs of [0, 150, 300]) {
    test(`an address changed while the app starts (${afterMs} ms after its router) is the page shown`, async ({
      page,
    }) => {
      await page.addInitScript((delay) => {
        // The router follows the address with the window's popstate event: the address changes
        // `delay` ms after it starts to.
        const add = EventTarget.prototype.addEventListener;
        let armed = true;
        EventTarget.prototype.addEventListener = function (
          this: EventTarget,
          ...args: Parameters<typeof add>
        ) {
          if (armed && this === window && args[0] === 'popstate') {
            armed = false;
            setTimeout(() => {
              window.location.hash = '#/pages/goods/index?goodsId=101';
            }, delay);
          }
          return add.apply(this, args);
        };
      }, afterMs);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto('#/pages/index/index');
      await expect(page).toHaveURL(/goods\/index\?goodsId=101/);
      await expect(page.getByRole('button', { name: 'Place the order' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(title(page)).not.toHaveText('Home');
    });
  }

  test('an unknown page shows a message instead of a blank screen', async ({ page }) => {
    await page.goto('#/pages/does/not/exist');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.locator('body')).not.toHaveText('');
  });

  test('the language can be changed on the Mine page and is remembered', async ({ page }) => {
    await page.goto('#/pages/user/index');
    await expect(title(page)).toHaveText('Mine');
    await page.getByRole('radio', { name: '简体中文' }).click();
    await expect(title(page)).toHaveText('我的');
    await expect(tabBar(page, ZH_HANS_TAB_BAR).getByRole('button', { name: '首页' })).toBeVisible();

    await page.reload();
    await expect(title(page)).toHaveText('我的');

    await page.getByRole('radio', { name: '繁體中文' }).click();
    await expect(tabBar(page, ZH_HANT_TAB_BAR).getByRole('button', { name: '首頁' })).toBeVisible();
    await page.getByRole('radio', { name: 'English' }).click();
    await expect(title(page)).toHaveText('Mine');
  });

  test('pages show translated text, never raw message keys, in every language', async ({
    page,
  }) => {
    const rawKey =
      /\b(?:common|shell|lib|api|ui|pages|shop|iot|iotServices)\.[A-Za-z0-9_]+\.[A-Za-z0-9_.]+\b/;
    const pages = [
      '#/',
      '#/pages/user/index',
      '#/pages/about/promise',
      '#/pages/iot/index/index?iotPreview=IotLayout:1',
    ];
    for (const locale of ['en', 'zh-Hans', 'zh-Hant']) {
      await page.addInitScript((value) => localStorage.setItem('shop.locale', value), locale);
      for (const url of pages) {
        await page.goto(url);
        // The card home has no navigation bar: wait for the page itself.
        await expect(page.getByRole('main')).not.toHaveText('');
        await page.waitForLoadState('networkidle');
        const text = await page.locator('body').innerText();
        expect(text, `${locale} ${url}`).not.toMatch(rawKey);
      }
    }
  });
});

test.describe('launch', () => {
  test.beforeEach(async ({ request }) => {
    expect((await request.post(demoUrl('api/__demo/reset'))).ok()).toBe(true);
  });

  test('offline at launch, the network check keeps the deep link and launches again once back', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      let online = false;
      Object.defineProperty(Navigator.prototype, 'onLine', { get: () => online });
      (window as unknown as { goOnline: () => void }).goOnline = () => {
        online = true;
      };
    });
    await page.goto('#/pages/about/promise?promoCode=E2E31');
    await expect(page).toHaveURL(/#\/pages\/index\/networkCheck\?redirect=/);
    await page.evaluate(() => (window as unknown as { goOnline: () => void }).goOnline());
    // Coming back runs the launch (the channel's configuration is asked for) and opens the link.
    const config = page.waitForRequest((request) =>
      /\/api\/hk\/baseConfig\?.*promoCode=E2E31/.test(request.url()),
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    await config;
    await expect(page).toHaveURL(/#\/pages\/about\/promise\?promoCode=E2E31$/);
    await expect(title(page)).toHaveText('Service promise');
  });

  test('when the access node is refused, quitting closes the app for good', async ({
    page,
    request,
  }) => {
    const fault = await request.post(demoUrl('api/__demo/fault'), {
      data: { path: '/app-domain/getAppDomain', code: -1, message: 'no binding' },
    });
    expect(fault.ok()).toBe(true);
    await page.goto('#/pages/index/index');
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText('Failed to get access node, retry later or contact administrator'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Quit' }).click();
    await expect(page.getByRole('heading', { name: 'The app was closed' })).toBeVisible();
    // Nothing of the shop is left to use behind it.
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open again' })).toBeVisible();
  });

  test.describe('in the WeChat browser', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile MicroMessenger/8.0.50',
    });

    test('a visitor who must authorise is sent through the authorise endpoint', async ({
      page,
    }) => {
      const authorize = page.waitForRequest((request) =>
        request.url().includes('/api/wechat/authorize?'),
      );
      await page.goto('#/pages/index/index');
      const sent = new URL((await authorize).url());
      // The browser went there itself (a page load), not a call from the shop.
      expect((await authorize).isNavigationRequest()).toBe(true);
      expect(sent.searchParams.get('type')).toBe('1');
      expect(sent.searchParams.get('page')).toBe('login');
      expect(sent.searchParams.get('syncRedirect')).toContain('#/pages/index/index');
      // The demo answers the authorisation itself (tests/e2e/wechat.spec.ts goes through it).
      await expect(page).toHaveURL(/\/api\/__demo\/wechat\/authorize\?/);
      await expect(
        page.getByRole('heading', { name: 'WeChat authorisation (demo)' }),
      ).toBeVisible();
    });
  });
});

test('a "back to shop" button does not hide the agent\'s configured first group on a later visit', async ({
  page,
  request,
}) => {
  expect((await request.post(demoUrl('api/__demo/reset'))).ok()).toBe(true);
  // The agent's shop opens on the number group (its configured first group).
  await page.goto('#/pages/index/index?promoCode=AGENT011');
  const numbers = page.getByRole('button', { name: 'Choose a number' });
  const goods = page.getByRole('button', { name: 'Data cards' });
  await expect(numbers).toHaveAttribute('aria-pressed', 'true');
  // A sold-out item's "back to shop" opens the goods group for this visit.
  const fault = await request.post(demoUrl('api/__demo/fault'), {
    data: { path: '/api/hk/baseConfig', code: 30001 },
  });
  expect(fault.ok()).toBe(true);
  await page.goto('#/pages/customer/index?promoCode=AGENT011');
  await page.reload();
  await page.getByRole('dialog').getByRole('button', { name: 'Back to shop' }).click();
  await expect(page).toHaveURL(/#\/pages\/index\/index\?indexFirstGroup=2/);
  await expect(goods).toHaveAttribute('aria-pressed', 'true');
  // A later visit of the same link shows the agent's group again.
  await page.goto('about:blank');
  await page.goto(demoUrl('#/pages/index/index?promoCode=AGENT011'));
  await expect(numbers).toHaveAttribute('aria-pressed', 'true');
});
