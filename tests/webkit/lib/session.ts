// Signing in as the app signs in, from inside the open shop: a shopper (mobile and SMS code) and
// a card, through the demo API, stored where the app keeps them. The next page load is signed in.
import type { WebKit } from './browser';

export interface SignIn {
  /** Logs the demo shopper in (order list, order lookup). */
  shopper?: boolean;
  /** Logs this card in (the card area's pages). */
  card?: string;
}

/** Resets the demo and signs in; the shop must be open (any page). */
export async function signIn(browser: WebKit, { shopper = false, card }: SignIn) {
  await browser.execute(
    async (withShopper: boolean, simNo: string) => {
      await fetch('api/__demo/reset', { method: 'POST' });
      if (withShopper) {
        const layout = JSON.parse(localStorage.getItem('shop.layout') ?? '{}') as {
          state?: { sessionId?: string };
        };
        await fetch('api/shop/login', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'Session-ID': layout.state?.sessionId ?? '',
          },
          body: JSON.stringify({ mobile: '13800138000', code: '123456' }),
        });
        localStorage.setItem(
          'shop.shopUser',
          JSON.stringify({
            state: { nickname: '', avatar: '', mobile: '13800138000' },
            version: 0,
          }),
        );
      }
      if (!simNo) return;
      const login = (await fetch('api/simLogin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ simNo }),
      }).then((response) => response.json())) as { data: { simNo: string; token: string } };
      localStorage.setItem(
        'shop.iot',
        JSON.stringify({
          state: {
            simNo: login.data.simNo,
            token: login.data.token,
            simInfo: null,
            recentSims: [login.data.simNo],
            previewPopupShown: true,
          },
          version: 0,
        }),
      );
    },
    shopper,
    card ?? '',
  );
}
