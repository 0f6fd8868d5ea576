import { afterEach, describe, expect, it } from 'vitest';
import * as iot from '@/api/iot';
import { useIotStore } from '@/stores/iot';
import { resetPayment, startPayment } from '@/features/data/payment';
import { usePaymentStore } from '@/stores/payment';
import { setupDemoApi } from '../api/harness';

const { effects } = setupDemoApi();

afterEach(() => resetPayment());

describe('a payment in a layout preview', () => {
  it('is refused at once with its reason: no pay password asked for, no sheet left open', async () => {
    useIotStore.getState().setSession('IotLayout:1', '');
    const outcome = await startPayment({
      payType: 'balance',
      amount: 29,
      needsPassword: true,
      create: (payPassword) => iot.buyPackage({ packageId: 1, payType: 'balance', payPassword }),
    });
    expect(outcome).toBe('failed');
    expect(usePaymentStore.getState()).toMatchObject({ step: null, dismissed: true });
    expect(effects().recorded.toasts.map((toast) => toast.message)).toEqual([
      'This is a layout preview: nothing can be bought, paid, saved or bound.',
    ]);
  });
});
