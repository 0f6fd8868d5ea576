import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/i18n';
import { nav } from '@/router/nav';
import { routes } from '@/router/routes';
import { setupPages } from './harness';

// A shared link that lost its id (cut short by a chat app, copied by hand) must not look like a
// network failure with a Retry that cannot help: the page says the link is incomplete and
// offers a way on.

const root = join(__dirname, '../../..');

/** Query values that name what a page shows: an id, an order number, a code. */
const ID_LIKE = /^(id|\w+Id|\w+Sn|code|\w+Code)$/;
/** The agent's promo code rides on every link and is never what a page needs. */
const NEVER_NEEDED = new Set(['promoCode']);

/** Pages that read such a value but do without it, and what they do instead. */
const OPTIONAL: Record<string, string> = {
  'pages/index/default': 'without a page code it is the shop index',
  'pages/iot/login/code/index': 'the login code is typed in when the link has none',
  'pages-sub/iot/integralShop/address/edit': 'without an id it adds a new address',
  'pages-sub/iot/machineCode/index': "without a code it shows the signed-in card's own",
  'pages-sub/single/index': 'without a page code it shows the one the shop stored',
  'pages-sub/wifi/connect': 'without a shared code the card owner gets a fresh one',
};

/**
 * Pages that need an id but do not yet say that the link is incomplete, with what they say
 * instead. The list only shrinks: a page that says it now fails here until it is taken off.
 */
const NOT_YET: Record<string, string> = {
  'pages/resetCert/index': 'open this page from an order',
  'pages/authorize/index': 'the request has expired',
  'pages/iot/index/balance/pay': 'the amount is no longer offered',
  'pages/iot/index/couponChoose/pay': 'the offer has ended',
  'pages-sub/iot/vip/pay': 'the product is no longer on sale',
  'pages-sub/iot/accelerate/cashier': 'the product is no longer on sale',
};

/** Where each page fixed here leads on, by its button. */
const WAY_ON: Record<string, { button: string; go: 'redirectTo' | 'switchTab'; to: string }> = {
  'pages/customer/question/detail': {
    button: 'All questions',
    go: 'redirectTo',
    to: '/pages/customer/question/index',
  },
  'pages/order/pay/index': { button: 'View my orders', go: 'switchTab', to: '/pages/order/index' },
  'pages/order/logistics/index': {
    button: 'View my orders',
    go: 'switchTab',
    to: '/pages/order/index',
  },
  'pages-sub/iot/packageDetails/index': {
    button: 'See all packages',
    go: 'redirectTo',
    to: '/pages/iot/index/package/index',
  },
  'pages-sub/iot/integralShop/details': {
    button: 'Go to the points shop',
    go: 'redirectTo',
    to: '/pages-sub/iot/integralShop/index',
  },
  'pages-sub/iot/integralShop/payment': {
    button: 'Go to the points shop',
    go: 'redirectTo',
    to: '/pages-sub/iot/integralShop/index',
  },
  'pages-sub/iot/integralShop/storePoint': {
    button: 'Go to the points shop',
    go: 'redirectTo',
    to: '/pages-sub/iot/integralShop/index',
  },
  'pages-sub/iot/integralShop/cashier': {
    button: 'See my points orders',
    go: 'redirectTo',
    to: '/pages-sub/iot/integralShop/order/index',
  },
  'pages-sub/iot/integralShop/order/details': {
    button: 'See my points orders',
    go: 'redirectTo',
    to: '/pages-sub/iot/integralShop/order/index',
  },
};

/** The id-like query values a page's module reads. */
function idParamsOf(path: string): string[] {
  const source = readFileSync(join(root, 'src/pages', `${path}.tsx`), 'utf8');
  const names = [...source.matchAll(/query(?:\.(\w+)|\[['"](\w+)['"]\])/g)].map(
    (match) => match[1] ?? match[2],
  );
  return [...new Set(names)].filter((name) => ID_LIKE.test(name) && !NEVER_NEEDED.has(name));
}

const readers = routes.map((route) => route.path).filter((path) => idParamsOf(path).length > 0);
const needing = readers.filter((path) => !(path in OPTIONAL));

const INCOMPLETE = String(i18next.t('ui.load.notFound'));
const LOAD_FAILED = String(i18next.t('ui.load.failed'));

const pages = setupPages();

afterEach(() => {
  vi.restoreAllMocks();
});

/** Opens the page with no query at all and waits until it has nothing more to ask. */
async function openBare(path: string) {
  await pages.open(path);
  await pages.settle();
}

describe('pages opened without the id or code they need', () => {
  it('knows every page of the route table that reads an id or a code', () => {
    // A new page that reads one is either listed as doing without it or walked below.
    expect(needing.length).toBeGreaterThan(15);
    for (const path of [...Object.keys(OPTIONAL), ...Object.keys(NOT_YET)]) {
      expect(readers, `${path} is listed but reads no id or code`).toContain(path);
    }
    for (const path of Object.keys(WAY_ON)) expect(needing).toContain(path);
  });

  for (const path of needing.filter((page) => !(page in NOT_YET))) {
    it(`${path} says the link is incomplete`, async () => {
      await openBare(path);
      expect(screen.getByText(INCOMPLETE)).toBeTruthy();
      // Not the network error with a Retry that cannot help, and nothing asked with a missing id.
      expect(screen.queryByText(LOAD_FAILED)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      expect(pages.effects().recorded.toasts).toEqual([]);
      expect(pages.effects().recorded.dialogs).toEqual([]);
    });
  }

  for (const [path, said] of Object.entries(NOT_YET)) {
    it(`${path} draws a page of its own (not yet the incomplete link: ${said})`, async () => {
      await openBare(path);
      expect(document.body.textContent?.trim()).not.toBe('');
      expect(
        screen.queryByText(INCOMPLETE),
        'it says the link is incomplete now: take it off NOT_YET',
      ).toBeNull();
    });
  }

  for (const [path, way] of Object.entries(WAY_ON)) {
    it(`${path} offers a way on`, async () => {
      const go = vi.spyOn(nav, way.go).mockResolvedValue({ ok: true, url: way.to });
      await openBare(path);
      fireEvent.click(screen.getByRole('button', { name: way.button }));
      expect(go).toHaveBeenCalledTimes(1);
      expect(String(go.mock.calls[0][0]).split('?')[0]).toBe(way.to);
    });
  }
});
