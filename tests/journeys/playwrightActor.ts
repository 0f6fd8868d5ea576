// The journeys' Actor in Chromium, through Playwright's library API (no test-runner `expect`, so
// the nginx run, which is no Playwright test, can use it too).
import type { Locator, Page } from 'playwright';
import type { Actor, Scope } from './actor';

const WAIT_MS = 15_000;

function within(page: Page, scope?: Scope): Page | Locator {
  if (!scope) return page;
  return page.getByRole(scope.role, scope.name ? { name: scope.name } : {}).first();
}

/** An Actor for `page`, with the shop at `base` (ending in /shop/). */
export function playwrightActor(page: Page, base: string): Actor {
  const actor: Actor = {
    async open(hash) {
      await page.goto('about:blank');
      await page.goto(new URL(hash, base).toString());
    },
    async tap(role, name, scope) {
      await within(page, scope)
        .getByRole(role, { name, exact: typeof name === 'string' })
        .first()
        .click({ timeout: WAIT_MS });
    },
    async fill(label, value, scope) {
      await within(page, scope).getByLabel(label).first().fill(value, { timeout: WAIT_MS });
    },
    async see(text, scope) {
      await within(page, scope)
        .getByText(text)
        .first()
        .waitFor({ state: 'visible', timeout: WAIT_MS });
    },
    async gone(scope) {
      await page
        .getByRole(scope.role, scope.name ? { name: scope.name } : {})
        .first()
        .waitFor({ state: 'hidden', timeout: WAIT_MS });
    },
    async at(url) {
      await page.waitForURL(url, { timeout: WAIT_MS });
    },
    async inNewTab(trigger, act) {
      const opened = page.waitForEvent('popup', { timeout: WAIT_MS });
      await trigger();
      const tab = await opened;
      try {
        await act(playwrightActor(tab, base));
      } finally {
        await tab.close();
      }
    },
    async api(path, body, init) {
      const method = init?.method ?? (body === undefined ? 'GET' : 'POST');
      // The backend lives at the site's root (/api/), beside the shop.
      const response = await fetch(new URL(`/${path.replace(/^\//, '')}`, base), {
        method,
        headers: {
          'content-type': 'application/json',
          'Session-ID': '7e57-0000-0000-0000-0000-0000-0000-0002',
        },
        body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      });
      if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
      return (await response.json()) as never;
    },
    async store(key, value) {
      if (!page.url().startsWith(base))
        await page.goto(new URL('#/pages/user/index', base).toString());
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, JSON.stringify(value)]);
    },
  };
  return actor;
}
