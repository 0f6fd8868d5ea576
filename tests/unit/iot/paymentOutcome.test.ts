import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '@/api/call';
import * as site from '@/api/declarations/site';
import { DEMO } from '@/mocks/db';
import { useIotStore } from '@/stores/iot';
import { resetPayment, startPayment } from '@/features/data/payment';
import { endPayment } from '@/features/data/paymentEnd';
import { usePaymentStore } from '@/stores/payment';
import { setupDemoApi } from '../api/harness';

// A card checkout confirms its payment by the order's payment state (GET /api/iot/orderStatus),
// through the one mapping of src/domain/paymentOutcome: paid is a received payment; closed after
// the payment attempt is its own outcome (the sheets say any amount taken is refunded and lead to
// customer service), no longer a silent failure.

const { server } = setupDemoApi();

afterEach(() => resetPayment());

/** Pays an order the server calls paid at once, with the order's state answering `status`. */
async function payWithState(status: number) {
  const result = await call(site.simLogin, { simNo: DEMO.cards.ordinary });
  useIotStore.getState().setSession(result.simNo, result.token);
  server.use(
    http.get('*/api/iot/orderStatus', () =>
      HttpResponse.json({
        code: 0,
        message: 'ok',
        data: { orderSn: 'PKG1', status, payMoney: 9 },
        serverTime: Date.now(),
      }),
    ),
  );
  return startPayment({
    payType: 'balance',
    amount: 9,
    create: async () => ({ orderSn: 'PKG1', paid: true, payMoney: 9, payUrl: '' }),
  });
}

describe('card checkout: the order state after the payment attempt', () => {
  it('paid: the payment is received', async () => {
    await expect(payWithState(1)).resolves.toBe('paid');
    expect(usePaymentStore.getState().status).toBe('paid');
  });

  it('closed: the outcome says closed, for the sheets to explain the refund', async () => {
    await expect(payWithState(2)).resolves.toBe('closed');
    expect(usePaymentStore.getState()).toMatchObject({ status: 'closed', dismissed: false });
  });
});

describe('a card page closing', () => {
  it('ends the payment under way through the seam the card pages use', async () => {
    const outcome = startPayment({
      payType: 'balance',
      amount: 9,
      needsPassword: true,
      create: async () => ({ orderSn: 'PKG2', paid: true, payMoney: 9, payUrl: '' }),
    });
    expect(usePaymentStore.getState()).toMatchObject({ status: 'paying', step: 'password' });
    endPayment();
    await expect(outcome).resolves.toBe('unpaid');
    expect(usePaymentStore.getState()).toMatchObject({ status: 'idle', step: null });
  });
});
