import { describe, expect, it } from 'vitest';
import { loginRedirect } from '@/router/guard';

// The one login guard that navigation and deep links both ask.

const session = (shop: boolean, card: boolean) => ({
  isShopLoggedIn: () => shop,
  isIotLoggedIn: () => card,
});

describe('loginRedirect', () => {
  it('lets a page that needs nothing, or a signed-in user, through', () => {
    expect(loginRedirect({}, '/pages/goods/index', session(false, false))).toBeNull();
    expect(loginRedirect({ auth: 'shop' }, '/pages/order/index', session(true, false))).toBeNull();
    expect(
      loginRedirect({ auth: 'iot' }, '/pages-sub/wifi/index', session(false, true)),
    ).toBeNull();
  });

  it('sends a shopper to the shop login with the page asked for and the promo code', () => {
    expect(
      loginRedirect({ auth: 'shop' }, '/pages/order/index?tab=1', session(false, true), {
        forwarded: { promoCode: 'AGENT001' },
      }),
    ).toBe(
      `/pages/login/index?redirect=${encodeURIComponent('/pages/order/index?tab=1')}&promoCode=AGENT001`,
    );
  });

  it('sends a card owner to the card login, unless a layout is previewed', () => {
    expect(
      loginRedirect({ auth: 'iot' }, '/pages-sub/wifi/share?type=5G', session(true, false)),
    ).toBe(
      `/pages/iot/login/index?redirect=${encodeURIComponent('/pages-sub/wifi/share?type=5G')}`,
    );
    expect(
      loginRedirect({ auth: 'iot' }, '/pages/iot/index/index', session(false, false), {
        previewing: true,
      }),
    ).toBeNull();
  });
});
