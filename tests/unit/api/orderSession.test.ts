import { describe, expect, it } from 'vitest';
import { call } from '@/api/call';
import { ApiError } from '@/api/errors';
import { createBalanceOrder, createCouponOrder, createVipOrder } from '@/api/iot';
import { ENDPOINTS } from '@/api/declarations';
import * as shopApi from '@/api/declarations/shop';
import { loginSim } from '@/features/data/sim';
import { addFault } from '@/mocks/faults';
import { DEMO } from '@/mocks/db';
import { useLayoutStore } from '@/stores/layout';
import { setupDemoApi } from './harness';

// The Order-Session-ID names one order attempt: a backend that deduplicates on it answers a repeat
// with the order it already made. It is renewed once an order is created, in every checkout, and
// kept when a create fails, so the retry of the same attempt sends the same one.

const { server } = setupDemoApi();

/** The Order-Session-ID of every request to `path` while `run` runs. */
async function orderSessionIds(path: string, run: () => Promise<unknown>): Promise<string[]> {
  const ids: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path)) {
      ids.push(request.headers.get('Order-Session-ID') ?? '');
    }
  };
  server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return ids;
}

describe('the Order-Session-ID', () => {
  it('differs between two successive card purchases', async () => {
    await loginSim({ simNo: DEMO.cards.ordinary });
    const ids = await orderSessionIds('/api/iot/createBalanceOrder', async () => {
      await createBalanceOrder({ money: 10, payType: 'wechat' });
      await createBalanceOrder({ money: 20, payType: 'wechat' });
    });
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe('');
    expect(ids[1]).not.toBe(ids[0]);
    // The next order, of another kind, is a new attempt too.
    expect(useLayoutStore.getState().orderSessionId).not.toBe(ids[1]);
  });

  it('stays the same for the retry of a failed purchase, then changes once it is created', async () => {
    await loginSim({ simNo: DEMO.cards.ordinary });
    addFault({ path: '/api/iot/createBalanceOrder', status: 500 });
    const ids = await orderSessionIds('/api/iot/createBalanceOrder', async () => {
      await expect(createBalanceOrder({ money: 10, payType: 'wechat' })).rejects.toBeInstanceOf(
        ApiError,
      );
      await createBalanceOrder({ money: 10, payType: 'wechat' });
      await createBalanceOrder({ money: 30, payType: 'wechat' });
    });
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('is kept when the server refuses the order with an envelope code', async () => {
    await loginSim({ simNo: DEMO.cards.ordinary });
    addFault({ path: '/api/iot/createCouponOrder', code: -1, message: 'busy' });
    const before = useLayoutStore.getState().getOrderSessionId();
    await expect(createCouponOrder({ activityId: 1, payType: 'wechat' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(useLayoutStore.getState().orderSessionId).toBe(before);
  });

  it('is renewed by a VIP purchase and a shop order alike', async () => {
    await loginSim({ simNo: DEMO.cards.ordinary });
    const vip = await orderSessionIds('/api/iot/createVipOrder', async () => {
      await createVipOrder({ vipId: 1, payType: 'wechat' }).catch(() => undefined);
    });
    expect(vip).toHaveLength(1);
    const afterVip = useLayoutStore.getState().orderSessionId;
    // Renewed only if the VIP order was created: either way the shop order below gets its own.
    const shop = await orderSessionIds('/api/shop/createOrder', async () => {
      await call(shopApi.createShopOrder, {
        goodsId: 101,
        name: '张三',
        idCard: '110101199003071234',
        mobile: '13800138000',
        provinceCode: '440000',
        cityCode: '440300',
        countyCode: '440305',
        address: '科技园南区 1 栋',
      }).catch(() => undefined);
    });
    expect(shop).toEqual([afterVip]);
  });

  it('is renewed by every call that creates an order, as its declaration says', () => {
    const creating = ENDPOINTS.filter((endpoint) => endpoint.createsOrder)
      .map((endpoint) => endpoint.path)
      .sort();
    expect(creating).toEqual([
      '/api/iot/buyPackage',
      '/api/iot/buyShopGoods',
      '/api/iot/createAccelerateOrder',
      '/api/iot/createBalanceOrder',
      '/api/iot/createCouponOrder',
      '/api/iot/createVipOrder',
      '/api/iot/repayShopOrder',
      '/api/shop/createOrder',
    ]);
  });
});
