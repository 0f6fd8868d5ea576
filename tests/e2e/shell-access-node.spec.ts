import { expect, test, type Page } from './lib/test';
import { appReady } from './lib/app';
import { resetDemo } from './iotServices-helpers';

// The access node (src/lib/accessNode.ts): the demo binding service names the address the page
// reached it at; the launch keeps it for the session, so a reload sends its first calls there at
// once without asking the service again. And the deployment's settings come with index.html: no
// request fetches them before the first calls.

/** Every request of the page, as its path and query. */
function requests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

const count = (seen: string[], part: string) => seen.filter((url) => url.includes(part)).length;

test.beforeEach(async ({ request }) => resetDemo(request));

test('the access node is asked for once a session, and no settings file before the first calls', async ({
  page,
}) => {
  const seen = requests(page);
  await page.goto('#/pages/index/index');
  await appReady(page);
  await expect(page.getByRole('button', { name: 'Data cards' })).toBeVisible();
  expect(count(seen, '/getAppDomain')).toBe(1);
  // The home can paint before the binding service answers: wait for the answer to be kept.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('shop.accessNode')))
    .toBe(new URL(page.url()).origin);
  // Before the first call, only the page and its own built files.
  const first = seen.findIndex((url) => /\/(api|app-domain)\//.test(url));
  expect(first).toBeGreaterThan(0);
  expect(seen.slice(1, first).filter((url) => !/^\/(shop\/)?assets\//.test(url))).toEqual([]);

  seen.length = 0;
  await page.reload();
  await appReady(page);
  await expect(page.getByRole('button', { name: 'Data cards' })).toBeVisible();
  expect(count(seen, '/getAppDomain')).toBe(0);
  expect(count(seen, '/api/hk/baseConfig')).toBe(1);
});
