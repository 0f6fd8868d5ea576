import { afterEach, describe, expect, it } from 'vitest';
import { db, DEMO, findCard, resetDb } from '@/mocks/db';
import {
  buyPointsGoods,
  cancelPointsOrder,
  pointsOrderView,
  signIn,
  taskCenter,
} from '@/mocks/services/points';

const card = (simNo: string = DEMO.cards.ordinary) => findCard(simNo)!;
const order = { goodsId: 2, quantity: 1, addressId: 101, storeId: 0, payPassword: '' };

describe('points of the demo cards', () => {
  afterEach(() => resetDb());

  it('signs in once a day for 10 points', () => {
    expect(signIn(card())).toEqual({ ok: true, data: { integral: 1290, signDays: 3 } });
    expect(card().integralLogs[0]).toMatchObject({ integral: 10, after: 1290 });
    expect(taskCenter(card()).signedToday).toBe(true);
    expect(signIn(card())).toMatchObject({ ok: false, message: 'Already signed in today' });
  });

  it('exchanging goods spends points and stock; cancelling gives both back', () => {
    const result = buyPointsGoods(card(), order);
    expect(result).toMatchObject({ ok: true, data: { integral: 800, money: 9.9, status: 0 } });
    expect(card().info.integral).toBe(480);
    expect(db.pointsGoods[1].stock).toBe(19);
    expect(cancelPointsOrder(card(), result.ok ? result.data.id : 0).ok).toBe(true);
    expect(card().info.integral).toBe(1280);
    expect(db.pointsGoods[1].stock).toBe(20);
    expect(card().pointsOrders[0].status).toBe(4);
  });

  it('refuses sold-out goods (30001), a missing address, too few points, a wrong pay password', () => {
    expect(buyPointsGoods(card(), { ...order, goodsId: 5 })).toMatchObject({ code: 30001 });
    expect(buyPointsGoods(card(), { ...order, addressId: 0 })).toMatchObject({
      message: 'Please choose a delivery address',
    });
    expect(buyPointsGoods(card(), { ...order, quantity: 2, goodsId: 4, storeId: 1 })).toMatchObject(
      {
        message: 'Not enough points: 1280, 3000 needed',
      },
    );
    const vip = card(DEMO.cards.vip);
    expect(buyPointsGoods(vip, { ...order, addressId: 501 })).toMatchObject({ code: 41001 });
    expect(card().info.integral).toBe(1280);
  });

  it('a paid order to an address ships after a moment, with a logistics track', () => {
    const result = buyPointsGoods(card(), { ...order, goodsId: 1 });
    const placed = result.ok ? result.data : undefined;
    expect(placed?.status).toBe(1);
    const later = Date.parse(placed!.createdAt) + 5000;
    expect(pointsOrderView(placed!, later)).toMatchObject({
      status: 2,
      logistics: { expressName: '顺丰速运' },
    });
  });
});
