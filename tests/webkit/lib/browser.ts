// A WebKit session for the tests, and the journeys' Actor carried out over WebDriver.
import { inject } from 'vitest';
import { remote } from 'webdriverio';
import { webkitCapabilities } from '../../tools/webkit.mjs';
import type { Actor, Name, Role, Scope } from '../../journeys/actor';
import { locateInPage, type LocateQuery, type NameQuery } from './locate';

export type WebKit = WebdriverIO.Browser;

const WAIT_MS = 15_000;

/** Opens WebKit (MiniBrowser) on the shop's build. Close it with `browser.deleteSession()`. */
export async function openWebKit(): Promise<WebKit> {
  const { driverPort } = inject('webkit');
  const browser = await remote({
    hostname: '127.0.0.1',
    port: driverPort,
    path: '/',
    // Taps retried while a mask covers the target are expected: no driver log.
    logLevel: 'silent',
    capabilities: webkitCapabilities as WebdriverIO.Capabilities,
    waitforTimeout: WAIT_MS,
  });
  // A phone-sized window (the browser keeps a minimum width of its own).
  await browser.setWindowSize(375, 667);
  return browser;
}

export const baseURL = () => inject('webkit').baseURL;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export function nameQuery(name: Name | undefined, exact: boolean): NameQuery | undefined {
  if (name === undefined) return undefined;
  if (name instanceof RegExp) return { source: name.source, flags: name.flags, exact: false };
  return exact
    ? { source: name, flags: '', exact: true }
    : { source: escape(name), flags: 'i', exact: false };
}

function describe(query: LocateQuery) {
  const scope = query.scope ? ` in ${query.scope.role} ${query.scope.name?.source ?? ''}` : '';
  return `${query.role} "${query.name?.source ?? ''}"${scope}`;
}

/** Waits for the element and returns it as a WebdriverIO element. */
export async function locate(browser: WebKit, query: LocateQuery) {
  let found: WebdriverIO.Element | undefined;
  await browser.waitUntil(
    async () => {
      const ref = (await browser.execute(locateInPage, query)) as unknown;
      if (!ref) return false;
      found = (await browser.$(ref as WebdriverIO.Element)) as unknown as WebdriverIO.Element;
      return true;
    },
    { timeout: WAIT_MS, interval: 100, timeoutMsg: `no ${describe(query)} on screen` },
  );
  return found as WebdriverIO.Element;
}

export async function isShown(browser: WebKit, query: LocateQuery) {
  return Boolean(await browser.execute(locateInPage, query));
}

/**
 * Whether the element stays where it is over two frames. A sheet sliding in moves its keys: a tap
 * aimed at where a key was lands on whatever is there a moment later, as a user's would.
 */
async function isStill(browser: WebKit, element: WebdriverIO.Element) {
  return Boolean(
    await browser.executeAsync(
      (target: HTMLElement, done: (still: boolean) => void) => {
        const where = () => JSON.stringify(target.getBoundingClientRect());
        const before = where();
        requestAnimationFrame(() => requestAnimationFrame(() => done(where() === before)));
      },
      element as unknown as HTMLElement,
    ),
  );
}

const scoped = (scope?: Scope) => scope && { role: scope.role, name: nameQuery(scope.name, false) };

/** The journeys' Actor in a WebKit session. */
export function webkitActor(browser: WebKit): Actor {
  const base = baseURL();
  const actor: Actor = {
    async open(hash) {
      // A new document each time: leave the shop first, as a fresh visit would.
      await browser.url('about:blank');
      await browser.url(`${base}${hash}`);
    },
    async tap(role, name, within) {
      const query: LocateQuery = { role, name: nameQuery(name, true), scope: scoped(within) };
      // As a user would: once it is there, enabled and not covered (a loading mask, a toast);
      // found afresh when the page redrew it in between.
      let lastError: unknown;
      const until = Date.now() + WAIT_MS;
      while (Date.now() < until) {
        const element = await locate(browser, query);
        try {
          if (
            (await element.isEnabled()) &&
            (await isStill(browser, element)) &&
            (await element.isClickable())
          ) {
            await element.click();
            return;
          }
        } catch (error) {
          lastError = error;
          // WebDriver scrolls a target to the screen's edge, where the fixed header or tab bar
          // may take the tap: bring it to the middle, as a user scrolls to it, and tap again.
          await browser
            .execute(
              (target: HTMLElement) => target.scrollIntoView({ block: 'center' }),
              element as unknown as HTMLElement,
            )
            .catch(() => undefined);
        }
        await browser.pause(100);
      }
      throw new Error(`${describe(query)} never became tappable: ${String(lastError ?? '')}`);
    },
    async fill(label, value, within) {
      const query: LocateQuery = {
        role: 'textbox',
        name: nameQuery(label, false),
        scope: scoped(within),
      };
      const element = await locate(browser, query);
      await element.clearValue();
      await element.setValue(value);
    },
    async see(text, within) {
      await locate(browser, { role: 'text', name: nameQuery(text, false), scope: scoped(within) });
    },
    async gone(scope) {
      const query: LocateQuery = { role: scope.role, name: nameQuery(scope.name, false) };
      await browser.waitUntil(async () => !(await isShown(browser, query)), {
        timeout: WAIT_MS,
        timeoutMsg: `${describe(query)} is still on screen`,
      });
    },
    async at(url) {
      await browser.waitUntil(async () => url.test(await browser.getUrl()), {
        timeout: WAIT_MS,
        timeoutMsg: `the address never matched ${url}`,
      });
    },
    async inNewTab(trigger, act) {
      const home = await browser.getWindowHandle();
      const before = await browser.getWindowHandles();
      await trigger();
      let tab = '';
      await browser.waitUntil(
        async () => {
          const handles = await browser.getWindowHandles();
          tab = handles.find((handle) => !before.includes(handle)) ?? '';
          return tab !== '';
        },
        { timeout: WAIT_MS, timeoutMsg: 'no new tab opened' },
      );
      await browser.switchToWindow(tab);
      try {
        await act(actor);
      } finally {
        await browser.closeWindow();
        await browser.switchToWindow(home);
      }
    },
    async api(path, body, init) {
      const method = init?.method ?? (body === undefined ? 'GET' : 'POST');
      // The backend lives at the site's root (/api/), beside the shop.
      const response = await fetch(new URL(`/${path.replace(/^\//, '')}`, base), {
        method,
        headers: {
          'content-type': 'application/json',
          'Session-ID': '7e57-0000-0000-0000-0000-0000-0000-0001',
        },
        body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      });
      if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
      return (await response.json()) as never;
    },
    async store(key, value) {
      if (!(await browser.getUrl()).startsWith(base))
        await browser.url(`${base}#/pages/user/index`);
      await browser.execute(
        (k: string, v: string) => localStorage.setItem(k, v),
        key,
        JSON.stringify(value),
      );
    },
  };
  return actor;
}

export type { Role };

/** Keeps what WebKit showed when a test failed: a screenshot and the page's text. */
export async function keepEvidence(browser: WebKit, name: string) {
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const path = await import('node:path');
  const dir = path.resolve(import.meta.dirname, '../../.results/webkit');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name.replace(/[^\w-]+/g, '-').slice(0, 80));
  try {
    await browser.saveScreenshot(`${file}.png`);
    const text = await browser.execute(() => `${location.href}\n\n${document.body.innerText}`);
    writeFileSync(`${file}.txt`, text);
  } catch {
    // the session itself is gone: nothing to keep
  }
}
