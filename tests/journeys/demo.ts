// The demo data the journeys use (see the README's "Trying the demo").
import type { Actor } from './actor';

export const CARDS = {
  ordinary: '1064800000001',
  vip: '1064800000005',
  /** The portable Wi-Fi, by its device number. */
  device: 'MF8600000007',
} as const;
/** Pay password of the VIP card. */
export const PAY_PASSWORD = '135790';

export async function resetDemo(actor: Actor) {
  await actor.api('api/__demo/reset', {});
}

/**
 * Logs a card in through the API and stores the session the way the app persists it, as the
 * card login page would: the next `open` starts signed in.
 */
export async function signInCard(actor: Actor, simNo: string) {
  const body = await actor.api<{ code: number; data: { simNo: string; token: string } }>(
    'api/simLogin',
    { simNo },
  );
  if (body.code !== 0) throw new Error(`card login answered ${body.code}`);
  await actor.store('shop.iot', {
    state: {
      simNo: body.data.simNo,
      token: body.data.token,
      simInfo: null,
      recentSims: [body.data.simNo],
      previewPopupShown: true,
    },
    version: 0,
  });
}

/** Forgets the card session (and any layout preview) the way a logout does: the next `open` starts signed out. */
export async function signOutCard(actor: Actor) {
  await actor.store('shop.iot', {
    state: { simNo: '', token: '', simInfo: null, recentSims: [], previewPopupShown: false },
    version: 0,
  });
}

/** A priced number of the demo that nobody holds, with the goods it is sold with. */
export async function pricedNumber(actor: Actor) {
  const list = await actor.api<{
    data: {
      list: { id: number; mobile: string; price: number; goodsId: number; reserved: boolean }[];
    };
  }>('api/shop/numberList?pageSize=50', undefined, { method: 'GET' });
  const number = list.data.list.find((item) => item.price > 0 && !item.reserved && item.goodsId);
  if (!number) throw new Error('the demo has no free priced number');
  return number;
}
