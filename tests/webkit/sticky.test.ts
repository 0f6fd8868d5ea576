// Sticky bars in WebKit: after the page has scrolled, the navigation bar and the order list's
// filter tabs stay at their sticky offset at the top, and the points shop's action bars at the
// bottom of the screen. The pages are made longer than the screen (a spacer beside the bar), so
// each one has room to scroll whatever the demo data holds.
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { CARDS } from '../journeys/demo';
import { baseURL, keepEvidence, openWebKit, webkitActor, type WebKit } from './lib/browser';
import { signIn } from './lib/session';

interface Pinned {
  /** `position` as WebKit computes it: unprefixed `sticky` needs no `-webkit-sticky`. */
  position: string;
  /** The sticky offset (`top` or `bottom`) in px. */
  offset: number;
  /** Where the bar is: its top edge, or its bottom edge's distance to the bottom of the screen. */
  at: number;
  scrolled: number;
  /** What is drawn at the bar's middle, when it is not the bar itself. */
  coveredBy: string;
}

/** Marks the page's bar that sticks to the bottom of the screen, for `scrollAndMeasure`. */
async function markBottomBar(browser: WebKit): Promise<string> {
  await browser.waitUntil(
    async () =>
      browser.execute(() => {
        const bar = [...document.querySelectorAll<HTMLElement>('main *')].find((element) => {
          const style = getComputedStyle(element);
          return style.position === 'sticky' && style.bottom !== 'auto';
        });
        bar?.setAttribute('data-bottom-bar', '');
        return !!bar;
      }),
    { timeout: 15_000, timeoutMsg: 'no bar sticks to the bottom of the page' },
  );
  return '[data-bottom-bar]';
}

/** Makes the page long, scrolls it and says where the bar matching `selector` ended up. */
async function scrollAndMeasure(
  browser: WebKit,
  selector: string,
  edge: 'top' | 'bottom',
): Promise<Pinned> {
  await browser.waitUntil(
    async () => browser.execute((query: string) => !!document.querySelector(query), selector),
    { timeout: 15_000, timeoutMsg: `no ${selector} on the page` },
  );
  await browser.execute(
    (query: string, side: 'top' | 'bottom') => {
      const bar = document.querySelector(query) as HTMLElement;
      const spacer = document.createElement('div');
      spacer.style.height = '2400px';
      // Beside the bar, in its own container: a sticky bar sticks within its parent.
      if (side === 'top') bar.after(spacer);
      else bar.before(spacer);
      window.scrollTo(0, side === 'top' ? 800 : 400);
    },
    selector,
    edge,
  );
  // Two frames: the scroll has been applied and the bars placed.
  await browser.executeAsync((done: () => void) =>
    requestAnimationFrame(() => requestAnimationFrame(() => done())),
  );
  return browser.execute(
    (query: string, side: 'top' | 'bottom') => {
      const bar = document.querySelector(query) as HTMLElement;
      const style = getComputedStyle(bar);
      const rect = bar.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return {
        position: style.position,
        offset: parseFloat(side === 'top' ? style.top : style.bottom),
        at: Math.round(side === 'top' ? rect.top : window.innerHeight - rect.bottom),
        scrolled: Math.round(window.scrollY),
        coveredBy:
          hit && !bar.contains(hit) ? `${hit.tagName} ${(hit.textContent ?? '').slice(0, 30)}` : '',
      };
    },
    selector,
    edge,
  );
}

describe('sticky bars in WebKit', () => {
  let browser: WebKit;

  beforeAll(async () => {
    browser = await openWebKit();
    await browser.url(`${baseURL()}#/pages/user/index`);
    await signIn(browser, { shopper: true, card: CARDS.ordinary });
  });
  afterAll(async () => {
    await browser?.deleteSession();
  });

  it('the navigation bar stays at the top', async () => {
    onTestFailed(() => keepEvidence(browser, 'sticky-nav-bar'));
    const user = webkitActor(browser);
    await user.open('#/pages-sub/iot/integralShop/details?id=1');
    await user.see('Redeem now');
    const bar = await scrollAndMeasure(browser, 'header', 'top');
    expect(bar.scrolled).toBeGreaterThan(0);
    expect(bar).toMatchObject({ position: 'sticky', offset: 0, at: 0, coveredBy: '' });
  });

  it('the order filter tabs stay at their sticky offset', async () => {
    onTestFailed(() => keepEvidence(browser, 'sticky-order-tabs'));
    const user = webkitActor(browser);
    await user.open('#/pages/order/index');
    await user.see('移动星辰卡 29元 100G');
    const tabs = await scrollAndMeasure(browser, '[role="tablist"]', 'top');
    expect(tabs.scrolled).toBeGreaterThan(0);
    expect(tabs.position).toBe('sticky');
    // The offset is the navigation bar's height in rem: within a pixel of where the tabs stop.
    expect(Math.abs(tabs.at - tabs.offset)).toBeLessThan(1);
  });

  // The tabs stick under the navigation bar (its height, from the shell's --sticky-top), not
  // behind it.
  it('the order filter tabs stay visible below the navigation bar', async () => {
    onTestFailed(() => keepEvidence(browser, 'sticky-order-tabs-covered'));
    const user = webkitActor(browser);
    await user.open('#/pages/order/index');
    await user.see('移动星辰卡 29元 100G');
    const tabs = await scrollAndMeasure(browser, '[role="tablist"]', 'top');
    expect(tabs.coveredBy).toBe('');
  });

  it("the points goods' redeem bar stays at the bottom", async () => {
    onTestFailed(() => keepEvidence(browser, 'sticky-redeem-bar'));
    const user = webkitActor(browser);
    await user.open('#/pages-sub/iot/integralShop/details?id=1');
    await user.see('Redeem now');
    const bar = await scrollAndMeasure(browser, await markBottomBar(browser), 'bottom');
    expect(bar.scrolled).toBeGreaterThan(0);
    expect(bar).toMatchObject({ position: 'sticky', offset: 0, at: 0, coveredBy: '' });
  });

  it("the points checkout's total and order button stay at the bottom", async () => {
    onTestFailed(() => keepEvidence(browser, 'sticky-checkout-bar'));
    const user = webkitActor(browser);
    await user.open('#/pages-sub/iot/integralShop/payment?goodsId=1');
    await user.see('Place order');
    const bar = await scrollAndMeasure(browser, await markBottomBar(browser), 'bottom');
    expect(bar.scrolled).toBeGreaterThan(0);
    expect(bar).toMatchObject({ position: 'sticky', offset: 0, at: 0, coveredBy: '' });
  });
});
