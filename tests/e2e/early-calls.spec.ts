import { expect, test, type Page } from './lib/test';
import { appReady } from './lib/app';
import { CARDS, loginCard, resetDemo } from './iotServices-helpers';

// The launch's first calls sent by the entry's file before the app's code has arrived
// (src/app/early, src/api/early.ts): each must reach the server once, and the page must show
// what they answered.

/**
 * The API and app-domain requests the page makes, as 'path?query by fetch|xhr': the entry's file
 * sends with fetch, the app's client with XMLHttpRequest.
 */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\/(api|app-domain)\//.test(url.pathname)) {
      calls.push(`${url.pathname}${url.search} by ${request.resourceType()}`);
    }
  });
  return calls;
}

/** The requests of the entry's file, which sends the early calls (the `preload` group). */
function earlyFile(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/preload-[\w-]+\.js$/.test(request.url())) files.push(request.url());
  });
  return files;
}

/**
 * Holds the libraries back a little, as a phone network does (there they take seconds, the early
 * file one round trip): on this machine both arrive at once, and the app could start first.
 */
async function likeAPhone(page: Page) {
  await page.route(/\/assets\/stack-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

const count = (calls: string[], part: string) => calls.filter((call) => call.includes(part)).length;

test.beforeEach(async ({ request }) => resetDemo(request));

test('a layout preview link sends the launch calls once and shows the layout', async ({ page }) => {
  await likeAPhone(page);
  const calls = apiCalls(page);
  const files = earlyFile(page);
  await page.goto('#/pages/iot/index/index?iotPreview=IotLayout:1&promoCode=AGENT001');
  await appReady(page);
  await expect(page.getByRole('region', { name: 'Card summary' })).toBeVisible();
  expect(files).toHaveLength(1);
  // Sent early, and not again by the app.
  expect(count(calls, '/getAppDomain?packageName=com.shop.simcard.h5 by fetch')).toBe(1);
  expect(count(calls, '/api/hk/baseConfig?promoCode=AGENT001 by fetch')).toBe(1);
  expect(count(calls, '/api/iot/simInfo by fetch')).toBe(1);
  expect(count(calls, '/getAppDomain') + count(calls, 'baseConfig') + count(calls, 'simInfo')).toBe(
    3,
  );
});

test('a signed-in card opening its card home asks for the card once', async ({ page, request }) => {
  await loginCard(page, request, CARDS.ordinary);
  await likeAPhone(page);
  const calls = apiCalls(page);
  await page.goto('#/pages/iot/index/index');
  await appReady(page);
  await expect(page.getByRole('region', { name: 'Card summary' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Card summary' })).toContainText(CARDS.ordinary);
  expect(count(calls, '/api/iot/simInfo by fetch')).toBe(1);
  expect(count(calls, '/api/iot/simInfo')).toBe(1);
  // The landing's configuration (sent early, no promo code stored) and, once the card's
  // information names its agent, that agent's: card pages show the card's own agent's.
  expect(count(calls, '/api/hk/baseConfig by fetch')).toBe(1);
  expect(count(calls, '/api/hk/baseConfig?promoCode=AGENT001')).toBe(1);
  expect(count(calls, '/api/hk/baseConfig')).toBe(2);
});

test('a vanity number list asks for its first page once, for the visitor province, and its operators', async ({
  page,
}) => {
  await likeAPhone(page);
  const calls = apiCalls(page);
  await page.goto('#/pages/index/VanityNumber/index');
  await appReady(page);
  await expect(page.getByRole('button', { name: '广东省', exact: true })).toBeVisible();
  const list = page.getByRole('list', { name: 'Numbers for sale' });
  await expect(list.getByRole('button', { disabled: false }).first()).toBeVisible();
  expect(count(calls, '/api/shop/base/ipLocation by fetch')).toBe(1);
  expect(count(calls, '/api/shop/base/ipLocation')).toBe(1);
  expect(count(calls, '/api/dictData/options by fetch')).toBe(1);
  expect(count(calls, '/api/dictData/options')).toBe(1);
  const firstPage = calls.filter((call) => call.includes('/api/shop/numberList?page=1&'));
  expect(firstPage).toHaveLength(1);
  expect(firstPage[0]).toMatch(/provinceCode=\d+.*pretty=1 by fetch$/);
});

test('the shop home sends its configuration call early, once, and draws its first screen before the HTTP libraries load', async ({
  page,
}) => {
  await likeAPhone(page);
  const calls = apiCalls(page);
  const files = earlyFile(page);
  // The client's HTTP libraries (src/api/transport.ts and querySerializer.ts) held until the
  // first screen is drawn: the search bar and the carousel must show without them.
  let release: () => void = () => {};
  const drawn = new Promise<void>((resolve) => (release = resolve));
  let transportAsked = 0;
  await page.route(/\/assets\/(transport|querySerializer)-[\w-]+\.js$/, async (route) => {
    transportAsked += 1;
    await drawn;
    await route.continue();
  });
  await page.goto('#/pages/index/index');
  await appReady(page);
  await expect(page.getByRole('search')).toBeVisible();
  await expect(page.locator('[aria-roledescription="carousel"]')).toBeVisible();
  release();
  expect(files).toHaveLength(1);
  expect(count(calls, '/api/hk/baseConfig by fetch')).toBe(1);
  expect(count(calls, 'baseConfig')).toBe(1);
  // The home's lists are asked for by the client once its libraries are there.
  await expect
    .poll(() => count(calls, '/api/shop/goodsList') + count(calls, '/api/shop/numberList'))
    .toBeGreaterThan(0);
  expect(transportAsked).toBe(2);
});
