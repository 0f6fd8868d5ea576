import { expect, test, type Page } from '@playwright/test';
import { routes, type PageUrl } from '../../src/router/routes';

// Every page of the route table against hostile answers from the demo API: fields removed, null,
// wrong types, empty and huge lists, long, emoji and right-to-left strings, bad numbers, dates far
// away. A page may show an error state; it must never throw past its error boundary, show a raw
// message key or render nothing. Fixed seeds make a failure reproducible.

/** Seeds in turn until enough mutations were served (at least two, at most all of them). */
const SEEDS = [11, 23, 37, 41, 53, 67];
/** Parameters many detail pages read; unknown ones are ignored by the others. */
const DETAIL_QUERY = 'id=1&goodsId=101&orderId=1&packageId=1&numberId=1&type=1';
const MIN_MUTATIONS = 1000;
const SETTLE_MS = 350;

const RAW_KEY =
  /\b(?:common|shell|lib|api|ui|pages|shop|iot|iotServices)\.[A-Za-z0-9_]+\.[A-Za-z0-9_.]+\b/;

async function demo(page: Page, path: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown) {
  const response = await page.request.fetch(`/api/__demo/${path}`, {
    method,
    data: body === undefined ? undefined : JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  return (await response.json()) as { data: { mutations: number; recent: string[] } };
}

/** Logs a shopper and a card in through the demo API, the way the login pages would. */
async function logIn(page: Page) {
  await page.goto('#/pages/user/index');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await page.evaluate(async () => {
    const layout = JSON.parse(localStorage.getItem('shop.layout') ?? '{}') as {
      state?: { sessionId?: string };
    };
    const sessionId = layout.state?.sessionId ?? '';
    await fetch('/api/shop/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Session-ID': sessionId },
      body: JSON.stringify({ mobile: '13800138000', code: '123456' }),
    });
    localStorage.setItem(
      'shop.shopUser',
      JSON.stringify({ state: { nickname: '', avatar: '', mobile: '13800138000' }, version: 0 }),
    );
    const login = await fetch('/api/simLogin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ simNo: '1064800000001' }),
    }).then((response) => response.json() as Promise<{ data?: { simNo: string; token: string } }>);
    localStorage.setItem(
      'shop.iot',
      JSON.stringify({
        state: {
          simNo: login.data?.simNo ?? '1064800000001',
          token: login.data?.token ?? '',
          simInfo: null,
          recentSims: [login.data?.simNo ?? '1064800000001'],
          previewPopupShown: true,
        },
        version: 0,
      }),
    );
  });
  // The stores read the sessions on start.
  await page.reload();
}

interface Problem {
  url: string;
  problem: string;
  mutations: string[];
}

async function visit(page: Page, url: string, errors: string[]): Promise<string | null> {
  errors.length = 0;
  // Right after a load the app may still be starting (its messages arrive first): wait for it.
  let result = await page.evaluate((target) => window.__shopNav?.reLaunch(target as PageUrl), url);
  for (
    let tries = 0;
    (!result || (!result.ok && result.reason === 'notReady')) && tries < 50;
    tries += 1
  ) {
    await page.waitForTimeout(200);
    result = await page.evaluate((target) => window.__shopNav?.reLaunch(target as PageUrl), url);
  }
  if (!result) return 'navigation service missing';
  if (!result.ok && result.reason !== 'duplicate') return `navigation ${result.reason}`;
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
  if (errors.length) return `uncaught: ${errors.join(' | ').slice(0, 300)}`;
  const text = await page.locator('body').innerText();
  const raw = RAW_KEY.exec(text);
  if (raw) return `raw key ${raw[0]}`;
  const rendered = await page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return false;
    if (main.innerText.trim().length > 0) return true;
    return main.querySelector('img, svg, canvas, video, iframe, input, button') !== null;
  });
  // Hidden behind an open dialog or toast is fine: the page speaks through it (a sheet drawn
  // ahead of its first opening, hidden, does not).
  const overlay = await page
    .locator('[role="dialog"], [role="alertdialog"], [role="alert"]')
    .filter({ visible: true })
    .count();
  if (!rendered && overlay === 0) return 'rendered nothing';
  return null;
}

test.describe('fuzzing every page with hostile responses', () => {
  test.setTimeout(12 * 60_000);

  test('no page crashes, shows a raw key or renders nothing', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await demo(page, 'reset', 'POST');
    await logIn(page);

    const problems: Problem[] = [];
    let mutations = 0;
    const paths = routes.map((route) => route.path);
    let seedsRun = 0;
    for (const seed of SEEDS) {
      if (seedsRun >= 2 && mutations >= MIN_MUTATIONS) break;
      seedsRun += 1;
      await demo(page, 'fuzz', 'POST', { seed, perResponse: 3 });
      for (const [index, path] of paths.entries()) {
        // Alternate bare pages and pages with detail parameters.
        const withQuery = (index + seed) % 2 === 0;
        const url = `/${path}${withQuery ? `?${DETAIL_QUERY}` : ''}`;
        const problem = await visit(page, url, errors);
        if (problem) {
          const report = await demo(page, 'fuzz', 'GET');
          problems.push({ url, problem, mutations: report.data.recent.slice(-4) });
          // Start the next page from a clean document.
          await page.goto('#/pages/user/index');
        }
      }
      const report = await demo(page, 'fuzz', 'DELETE');
      mutations += report.data.mutations;
    }
    await demo(page, 'reset', 'POST');

    test.info().annotations.push({
      type: 'fuzz',
      description: `${paths.length} pages x ${seedsRun} seeds, ${mutations} mutations`,
    });
    expect(problems, JSON.stringify(problems, null, 2)).toEqual([]);
    expect(mutations).toBeGreaterThanOrEqual(MIN_MUTATIONS);
  });
});
