// The interactions `npm run bench:inp` plays: the ones shoppers and card owners make most. Each has
// a `setup` (open the page and wait until it can be used; not measured) and an `act` (the measured
// taps or key presses), and `done`, which waits for what the interaction shows, so an interaction
// that did nothing fails instead of measuring nothing. The demo data is the README's "Trying the
// demo" (tests/journeys/demo.ts).
import { demoCall } from './common.mjs';

const WAIT = { timeout: 30_000 };
const CARD = '1064800000005';

/** Opens a page of the shop (a new navigation) and waits for `ready`. */
async function open(page, origin, hash, ready) {
  await page.goto('about:blank');
  await page.goto(`${origin}/shop/#/${hash}`);
  await ready(page).waitFor({ state: 'visible', ...WAIT });
}

/** Signs a card in through the API and stores its session as the card login page does. */
async function signInCard(page, origin) {
  const body = await demoCall(origin, 'POST', 'api/simLogin', { simNo: CARD });
  if (body.code !== 0) throw new Error(`card login answered ${body.code}`);
  await page.goto(`${origin}/shop/#/pages/user/index`);
  await page.evaluate(
    (value) => localStorage.setItem('shop.iot', value),
    JSON.stringify({
      state: {
        simNo: body.data.simNo,
        token: body.data.token,
        simInfo: null,
        recentSims: [body.data.simNo],
        previewPopupShown: true,
      },
      version: 0,
    }),
  );
}

/**
 * Taps `locator` as a finger does. Finding the target, scrolling it into view and letting the page
 * settle come first and are not measured; the tap itself is a bare touch at the target's centre.
 * A locator's own `tap()` runs the test tool's checks in the page (is the element stable, is it
 * the one hit) and listens to the touch's events itself: at 4x CPU that work kept the main thread
 * busy when the touch arrived and added 30-40 ms of input delay that no phone has.
 * `BENCH_INP_TAP=locator` measures with the locator's `tap()` instead, for comparison.
 */
async function touch(page, locator) {
  if (process.env.BENCH_INP_TAP === 'locator') return locator.tap();
  await locator.scrollIntoViewIfNeeded(WAIT);
  const box = await locator.boundingBox(WAIT);
  if (!box) throw new Error('the target is not on screen');
  await page.waitForTimeout(300);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** A priced number nobody holds. */
async function freeNumber(origin) {
  const list = await demoCall(origin, 'GET', 'api/shop/numberList?pageSize=50');
  const number = list.data.list.find((item) => item.price > 0 && !item.reserved && item.goodsId);
  if (!number) throw new Error('the demo has no free priced number');
  return number;
}

const tabBar = (page) => page.getByRole('navigation', { name: 'Main sections' });
const numbers = (page) =>
  page.getByRole('list', { name: 'Numbers for sale' }).getByRole('listitem').first();
const previewDialog = (page) => page.getByRole('dialog', { name: 'Preview mode' });

export const INTERACTIONS = [
  {
    name: 'tab switch (home → orders)',
    setup: (page, origin) => open(page, origin, 'pages/index/index', (p) => tabBar(p)),
    act: (page) => touch(page, tabBar(page).getByRole('button', { name: 'Orders' })),
    done: (page) => page.waitForURL(/pages\/order\/index/, WAIT),
  },
  {
    name: 'goods tabs (home: numbers ↔ data cards)',
    setup: (page, origin) =>
      open(page, origin, 'pages/index/index', (p) =>
        p.getByRole('group', { name: 'What to show' }).getByRole('button', { pressed: false }),
      ),
    act: (page) =>
      touch(
        page,
        page.getByRole('group', { name: 'What to show' }).getByRole('button', { pressed: false }),
      ),
    done: (page) =>
      page
        .getByRole('group', { name: 'What to show' })
        .getByRole('button', { pressed: false })
        .waitFor(WAIT),
  },
  {
    name: 'vanity list: open the filter popup',
    setup: (page, origin) => open(page, origin, 'pages/index/VanityNumber/index', numbers),
    act: (page) => touch(page, page.getByRole('button', { name: 'More filters' })),
    done: (page) => page.getByRole('dialog').waitFor(WAIT),
  },
  {
    name: 'vanity list: change the operator filter',
    setup: (page, origin) => open(page, origin, 'pages/index/VanityNumber/index', numbers),
    act: (page) =>
      touch(
        page,
        page.getByRole('group', { name: 'Operator' }).getByRole('button', { name: 'China Mobile' }),
      ),
    done: (page) =>
      page
        .getByRole('group', { name: 'Operator' })
        .getByRole('button', { name: 'China Mobile', pressed: true })
        .waitFor(WAIT),
  },
  {
    name: 'hold a number',
    setup: async (page, origin) => {
      const number = await freeNumber(origin);
      await open(page, origin, `pages/goods/pretty/index?numberId=${number.id}`, (p) =>
        p.getByRole('button', { name: 'Reserve this number' }),
      );
    },
    act: (page) => touch(page, page.getByRole('button', { name: 'Reserve this number' })),
    done: (page) => page.getByText('Held for you for').first().waitFor(WAIT),
  },
  {
    name: 'order form: type a mobile number (worst key)',
    // The demo holds the fast number for its first visitor: a reset frees it for the next play.
    setup: async (page, origin) => {
      await demoCall(origin, 'POST', 'api/__demo/reset');
      await open(page, origin, 'pages/goods/fastNumber/formSubmit?numberId=10', (p) =>
        p.getByLabel(/Mobile/).first(),
      );
      await page
        .getByLabel(/Mobile/)
        .first()
        .focus();
    },
    act: (page) => page.keyboard.type('13800138000', { delay: 120 }),
    done: (page) =>
      page.waitForFunction(
        () => [...document.querySelectorAll('input')].some((i) => i.value === '13800138000'),
        null,
        WAIT,
      ),
  },
  {
    name: 'card home preview: close a dialog',
    setup: (page, origin) =>
      open(page, origin, 'pages/iot/index/index?iotPreview=IotLayout:3', previewDialog),
    act: (page) => touch(page, previewDialog(page).getByRole('button', { name: 'Got it' })),
    done: (page) => previewDialog(page).waitFor({ state: 'hidden', ...WAIT }),
  },
  {
    name: 'card home: open the more-menu',
    setup: async (page, origin) => {
      await open(page, origin, 'pages/iot/index/index?iotPreview=IotLayout:3', previewDialog);
      await previewDialog(page).getByRole('button', { name: 'Got it' }).tap();
      await previewDialog(page).waitFor({ state: 'hidden', ...WAIT });
    },
    act: (page) =>
      touch(
        page,
        page.getByRole('region', { name: 'Services' }).getByRole('button', { name: 'More' }),
      ),
    done: (page) => page.waitForURL(/moreMenu/, WAIT),
  },
  {
    name: 'payment keyboard: a digit',
    setup: async (page, origin) => {
      await signInCard(page, origin);
      await open(page, origin, 'pages-sub/iot/packageDetails/index?id=5', (p) =>
        p.getByRole('button', { name: /^Buy now/ }),
      );
      await page.getByRole('button', { name: /^Buy now/ }).tap();
      await page.getByRole('group', { name: 'Number keyboard' }).waitFor(WAIT);
    },
    act: (page) =>
      touch(
        page,
        page
          .getByRole('group', { name: 'Number keyboard' })
          .getByRole('button', { name: '1', exact: true }),
      ),
    done: (page) => page.waitForTimeout(300),
  },
];
