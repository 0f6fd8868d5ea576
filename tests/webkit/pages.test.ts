// Every page of the route table opened in WebKit on the production build, after a shopper and a
// card have logged in (the card area's pages need a card): each one must draw its content, not
// stay loading, throw nothing, show no raw message key, and keep the WebKit rules of this shop
// (no text field under 16 px, which makes iOS zoom the page; nothing wider than the screen).
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { routes } from '../../src/router/routes';
import { baseURL, keepEvidence, openWebKit, type WebKit } from './lib/browser';
import { signIn } from './lib/session';

/** Parameters detail pages read; the others ignore them. */
const DETAIL_QUERY = 'id=1&goodsId=101&orderId=1&packageId=1&numberId=1&type=1';
/** Launch pages whose job is to hand over to another page once the app has what it needs. */
const HANDS_OVER: Record<string, string> = {
  'pages/index/default': 'pages/index/index',
  'pages/index/loadDomain': 'pages/index/index',
};
const RAW_KEY =
  /\b(?:common|shell|lib|api|ui|pages|shop|iot|iotServices)\.[A-Za-z0-9_]+\.[A-Za-z0-9_.]+\b/;

interface PageState {
  hash: string;
  ready: boolean;
  busy: boolean;
  drawn: boolean;
  text: string;
  errors: string[];
  smallFields: string[];
  overflow: number;
}

/** What the page shows now, read in the browser. */
function readPage(): PageState {
  const w = window as unknown as { __wkErrors?: string[] };
  const main = document.querySelector('main');
  const drawn =
    !!main &&
    (main.innerText.trim().length > 0 ||
      main.querySelector('img, svg, canvas, video, iframe, input, button') !== null);
  // A sheet drawn ahead of its first opening is in the document, hidden: it does not count.
  const overlay = [
    ...document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="alert"]'),
  ].find((element) => element.getClientRects().length > 0);
  const fields = [
    ...document.querySelectorAll<HTMLElement>(
      'input:not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([type="hidden"]), textarea, select',
    ),
  ].filter((field) => field.getClientRects().length > 0 && !field.closest('[aria-hidden="true"]'));
  return {
    hash: location.hash,
    ready:
      !document.getElementById('first-paint') && !!(window as { __shopNav?: unknown }).__shopNav,
    // A loading frame on screen (a list's footer waiting hidden for the next page does not count).
    busy: [...(main?.querySelectorAll<HTMLElement>('[aria-busy="true"]') ?? [])].some(
      (node) => node.getClientRects().length > 0 && getComputedStyle(node).visibility !== 'hidden',
    ),
    drawn: drawn || !!overlay,
    text: document.body.innerText,
    errors: w.__wkErrors ?? [],
    smallFields: fields
      .filter((field) => parseFloat(getComputedStyle(field).fontSize) < 16)
      .map((field) => `${field.outerHTML.slice(0, 80)} ${getComputedStyle(field).fontSize}`),
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  };
}

describe('every page of the route table in WebKit', () => {
  let browser: WebKit;

  beforeAll(async () => {
    browser = await openWebKit();
    const base = baseURL();
    await browser.url(`${base}#/pages/user/index`);
    await browser.waitUntil(async () => (await browser.execute(readPage)).ready);
    // A shopper and a card logged in through the demo API, stored as the app stores them.
    await signIn(browser, { shopper: true, card: '1064800000001' });
    await browser.refresh();
    await browser.waitUntil(async () => (await browser.execute(readPage)).ready);
    await browser.execute(() => {
      const w = window as unknown as { __wkErrors: string[] };
      w.__wkErrors = [];
      window.addEventListener('error', (event) => w.__wkErrors.push(String(event.message)));
      window.addEventListener('unhandledrejection', (event) =>
        w.__wkErrors.push(`unhandled: ${String(event.reason)}`),
      );
    });
  });

  afterAll(async () => {
    await browser?.deleteSession();
  });

  // WebKit refuses a page more than 100 history changes in 10 s, and every visit below is a
  // reLaunch (a few history changes): the visits are paced to stay under that rate.
  const visits: number[] = [];
  async function paceVisits() {
    const now = Date.now();
    while (visits.length && now - visits[0] > 10_000) visits.shift();
    if (visits.length >= 20) {
      await new Promise((resolve) => setTimeout(resolve, 10_000 - (now - visits[0]) + 50));
      visits.shift();
    }
    visits.push(Date.now());
  }

  for (const [index, route] of routes.entries()) {
    const url = `/${route.path}${index % 2 === 0 ? `?${DETAIL_QUERY}` : ''}`;
    const landsOn = HANDS_OVER[route.path] ?? route.path;
    it(url, async () => {
      onTestFailed(() => keepEvidence(browser, `page-${route.path}`));
      await paceVisits();
      await browser.execute(() => {
        (window as unknown as { __wkErrors: string[] }).__wkErrors.length = 0;
      });
      const result = await browser.execute(
        (target: string) =>
          (
            window as unknown as {
              __shopNav: { reLaunch: (url: string) => { ok: boolean; reason?: string } };
            }
          ).__shopNav.reLaunch(target),
        url,
      );
      expect(result.ok || result.reason === 'duplicate', JSON.stringify(result)).toBe(true);
      // The page has drawn and is no longer loading (no sleeping: as soon as it is there).
      let state = await browser.execute(readPage);
      await browser
        .waitUntil(
          async () => {
            state = await browser.execute(readPage);
            return state.hash.startsWith(`#/${landsOn}`) && state.drawn && !state.busy;
          },
          { timeout: 10_000, interval: 100 },
        )
        .catch(() => undefined);
      expect(state.hash, 'the page stayed on its own address').toMatch(
        new RegExp(`^#/${landsOn.replace(/[/.]/g, '\\$&')}(\\?|$)`),
      );
      expect(state.drawn, 'the page drew something').toBe(true);
      expect(state.busy, 'the page is still loading after 10 s').toBe(false);
      expect(state.errors, 'uncaught errors').toEqual([]);
      expect(RAW_KEY.exec(state.text)?.[0] ?? null, 'a raw message key').toBeNull();
      expect(state.smallFields, 'text fields under 16 px (iOS zooms in on focus)').toEqual([]);
      expect(state.overflow, 'the page is wider than the screen').toBeLessThanOrEqual(0);
    });
  }
});
