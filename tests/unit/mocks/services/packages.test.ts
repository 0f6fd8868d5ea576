import { afterEach, describe, expect, it } from 'vitest';
import { DEMO, findCard, resetDb } from '@/mocks/db';
import {
  buyPackage,
  closeVolumePackage,
  packageChoice,
  setRenewPackage,
} from '@/mocks/services/packages';
import { createVipOrder } from '@/mocks/services/memberships';
import { payPending } from '@/mocks/services/billing';

const card = (simNo: string = DEMO.cards.ordinary) => findCard(simNo)!;
const input = { packageId: 1, payType: 'balance', effectMode: 1, userCouponId: 0, payPassword: '' };

describe('packages and memberships', () => {
  afterEach(() => resetDb());

  it('a package that takes effect now adds its flow and pushes the end date', () => {
    const before = card().info;
    const total = before.totalFlow!;
    const end = Date.parse(before.endAt!);
    expect(buyPackage(card(), input).ok).toBe(true);
    expect(card().info.totalFlow).toBe(total + 30720);
    expect(Date.parse(card().info.endAt!)).toBe(end + 30 * 86_400_000);
  });

  it('a package from next month waits (status 2) and leaves the flow alone', () => {
    const total = card().info.totalFlow;
    expect(buyPackage(card(), { ...input, effectMode: 2 }).ok).toBe(true);
    expect(card().packageOrders[0].status).toBe(2);
    expect(card().info.totalFlow).toBe(total);
    expect(buyPackage(card(), { ...input, packageId: 3, effectMode: 2 })).toMatchObject({
      message: 'This package cannot take effect that way',
    });
  });

  it('sells the running flash sale and refuses the coming one', () => {
    const { seckill } = packageChoice();
    expect(buyPackage(card(), { ...input, packageId: seckill[0].id })).toMatchObject({
      ok: true,
      data: { payMoney: 19.9 },
    });
    expect(buyPackage(card(), { ...input, packageId: seckill[1].id })).toMatchObject({
      message: 'The seckill has not started yet',
    });
  });

  it('renews only with renewable packages; closes a volume package once', () => {
    expect(setRenewPackage(card(), 3)).toMatchObject({ ok: false });
    expect(setRenewPackage(card(), 2).ok).toBe(true);
    expect(card().renewPackageId).toBe(2);
    const unlimited = card(DEMO.cards.infiniteFlow);
    expect(closeVolumePackage(unlimited).ok).toBe(true);
    expect(closeVolumePackage(unlimited)).toMatchObject({ ok: false });
  });

  it('VIP from the balance is granted at once; paid online, when the cashier pays', () => {
    const paid = createVipOrder(card(), { vipId: 2, payType: 'balance', payPassword: '' });
    expect(paid).toMatchObject({ ok: true, data: { paid: true } });
    expect(card().info.vipOrder).toMatchObject({ vipId: 2, vipName: '月度会员' });
    expect(card().info.balance).toBe(54.6);
    const other = card(DEMO.cards.needsRealName);
    const online = createVipOrder(other, { vipId: 1, payType: 'wechat', payPassword: '' });
    expect(other.info.vipOrder).toBeNull();
    payPending(other, online.ok ? online.data.orderSn : '');
    expect(other.info.vipOrder).toMatchObject({ vipId: 1 });
  });
});
