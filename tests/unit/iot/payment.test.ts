import { afterEach, describe, expect, it } from 'vitest';
import { call } from '@/api/call';
import * as iot from '@/api/declarations/iot';
import * as site from '@/api/declarations/site';
import { buyPackage, createBalanceOrder, createCouponOrder } from '@/api/iot';
import { DEMO } from '@/mocks/db';
import { useIotStore } from '@/stores/iot';
import {
  cancelPayment,
  payAgain,
  payAtCashier,
  resetPayment,
  startPayment,
  submitPassword,
} from '@/features/data/payment';
import { usePaymentStore } from '@/stores/payment';
import { setupDemoApi } from '../api/harness';

setupDemoApi();

async function login(simNo: string) {
  const result = await call(site.simLogin, { simNo });
  useIotStore.getState().setSession(result.simNo, result.token);
}

/** Waits until the payment store reaches a state. */
async function until(check: () => boolean, timeoutMs = 4000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const state = () => usePaymentStore.getState();

afterEach(() => resetPayment());

describe('payment store', () => {
  it('asks for the pay password, shows a wrong one, and confirms a balance payment by polling', async () => {
    await login(DEMO.cards.vip);
    const outcome = startPayment({
      payType: 'balance',
      amount: 29,
      needsPassword: true,
      create: (payPassword) => buyPackage({ packageId: 1, payType: 'balance', payPassword }),
    });
    expect(state()).toMatchObject({ status: 'paying', step: 'password' });
    submitPassword('000000');
    await until(() => state().passwordError === 'wrong' && !state().busy);
    expect(state().step).toBe('password');
    submitPassword(DEMO.vipPayPassword);
    await expect(outcome).resolves.toBe('paid');
    expect(state().status).toBe('paid');
    const orders = await call(iot.getSimPackageList, {});
    expect(orders.list[0]).toMatchObject({ packageName: '月包 30G', status: 1 });
  });

  it('keeps an online order unpaid and payable when the cashier is closed, then pays it again', async () => {
    await login(DEMO.cards.ordinary);
    const first = startPayment({
      payType: 'wechat',
      amount: 50,
      create: () => createBalanceOrder({ optionId: 2, payType: 'wechat' }),
    });
    await until(() => state().step === 'cashier');
    const orderSn = state().order?.orderSn ?? '';
    expect(orderSn).toMatch(/^BAL/);
    cancelPayment();
    await expect(first).resolves.toBe('unpaid');
    expect(await call(iot.getOrderStatus, { orderSn }, { silent: true })).toMatchObject({
      status: 0,
    });

    const again = payAgain();
    expect(state()).toMatchObject({ status: 'paying', step: 'cashier' });
    await payAtCashier();
    await expect(again).resolves.toBe('paid');
    expect(await call(iot.getOrderStatus, { orderSn }, { silent: true })).toMatchObject({
      status: 1,
    });
  });

  it('closing the password sheet before any order exists buys nothing', async () => {
    await login(DEMO.cards.vip);
    const before = (await call(iot.getSimPackageList, {})).total;
    const outcome = startPayment({
      payType: 'balance',
      amount: 29,
      needsPassword: true,
      create: (payPassword) => buyPackage({ packageId: 1, payType: 'balance', payPassword }),
    });
    cancelPayment();
    await expect(outcome).resolves.toBe('unpaid');
    expect(state().status).toBe('idle');
    expect((await call(iot.getSimPackageList, {})).total).toBe(before);
  });

  it('reports a refused order as failed', async () => {
    await login(DEMO.cards.arrears);
    const outcome = startPayment({
      payType: 'balance',
      amount: 499,
      create: (payPassword) => buyPackage({ packageId: 4, payType: 'balance', payPassword }),
    });
    await expect(outcome).resolves.toBe('failed');
  });

  it('pays recharge activities through their own cashier and credits the balance', async () => {
    await login(DEMO.cards.ordinary);
    const outcome = startPayment({
      payType: 'alipay',
      amount: 100,
      create: () => createCouponOrder({ activityId: 1, payType: 'alipay' }),
    });
    await until(() => state().step === 'cashier');
    await payAtCashier();
    await expect(outcome).resolves.toBe('paid');
    const info = await call(iot.getSimInfo);
    expect(info.balance).toBe(188.5);
  });
});
