import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/api/call';
import * as points from '@/api/declarations/points';
import * as site from '@/api/declarations/site';
import { isApiError } from '@/api/errors';
import { DEMO } from '@/mocks/db';
import { useIotStore } from '@/stores/iot';
import { setupDemoApi } from '../api/harness';

setupDemoApi();

async function codeOf(pending: Promise<unknown>): Promise<number> {
  try {
    await pending;
    return 0;
  } catch (error) {
    if (isApiError(error)) return error.code;
    throw error;
  }
}

async function login(simNo: string) {
  const result = await call(site.simLogin, { simNo });
  useIotStore.getState().setSession(result.simNo, result.token);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('points shop demo API', () => {
  it('spends points only with the pay password once the card has one', async () => {
    await login(DEMO.cards.vip);
    const order = { goodsId: 1, quantity: 1, addressId: 501 };
    expect(await codeOf(call(points.buyShopGoods, order))).toBe(41001);
    expect(await codeOf(call(points.buyShopGoods, { ...order, payPassword: '000000' }))).toBe(
      41002,
    );
    const placed = await call(points.buyShopGoods, { ...order, payPassword: DEMO.vipPayPassword });
    expect(placed).toMatchObject({ integral: 300, money: 0, status: 1 });
    const ledger = await call(points.getSimIntegralLogList, {});
    expect(ledger.list[0]).toMatchObject({ integral: -300, after: 980 });
  });

  it('ships a paid order to an address after a moment, with its logistics', async () => {
    await login(DEMO.cards.ordinary);
    const placed = await call(points.buyShopGoods, { goodsId: 1, quantity: 1, addressId: 101 });
    expect((await call(points.getShopOrderDetails, { id: placed.id })).status).toBe(1);
    vi.useFakeTimers({ now: Date.now() + 3000, toFake: ['Date'] });
    const shipped = await call(points.getShopOrderDetails, { id: placed.id });
    expect(shipped.status).toBe(2);
    expect(shipped.logistics?.traces.length).toBeGreaterThan(0);
  });

  it('refuses an order without the address a shipped product needs', async () => {
    await login(DEMO.cards.ordinary);
    expect(await codeOf(call(points.buyShopGoods, { goodsId: 1, quantity: 1 }))).toBe(-1);
  });
});
