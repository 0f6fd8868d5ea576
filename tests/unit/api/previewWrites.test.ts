import { describe, expect, it } from 'vitest';
import { call } from '@/api/call';
import * as device from '@/api/declarations/device';
import * as iot from '@/api/declarations/iot';
import * as points from '@/api/declarations/points';
import * as site from '@/api/declarations/site';
import { ApiCode, ApiError } from '@/api/errors';
import { buyPackage, createBalanceOrder, createVipOrder } from '@/api/iot';
import { sendSms } from '@/api/site';
import { DEMO } from '@/mocks/db';
import { useIotStore } from '@/stores/iot';
import { setupDemoApi } from './harness';

const { server, effects } = setupDemoApi();

/** The requests that reached the demo. */
function sent() {
  const paths: string[] = [];
  server.events.on(
    'request:start',
    ({ request }) => void paths.push(new URL(request.url).pathname),
  );
  return paths;
}

/** Whether a call succeeded, whatever its answer. */
const succeeded = (pending: Promise<unknown>) => pending.then(() => true);

const REFUSAL = 'This is a layout preview: nothing can be bought, paid, saved or bound.';

describe('card writes in a layout preview', () => {
  it('are refused before they are sent, once, with a toast saying why', async () => {
    useIotStore.getState().setSession('IotLayout:1', '');
    const paths = sent();
    const writes: [string, () => Promise<unknown>][] = [
      ['buy a package', () => buyPackage({ packageId: 1, payType: 'balance' })],
      ['recharge', () => createBalanceOrder({ optionId: 1, payType: 'wechat' })],
      ['save an address', () => call(points.setDefaultSimAddress, { id: 1 })],
      ['bind a phone', () => call(iot.simBindMobile, { mobile: '13800138000', code: '123456' })],
      ['set the pay password', () => call(iot.simUpdatePayPass, { password: '123456' })],
      ['buy VIP', () => createVipOrder({ vipId: 1, payType: 'wechat' })],
      ['sign in for points', () => call(points.generalSignIn)],
      // No text message to a phone there is no card to bind to.
      ['a code to bind a phone', () => sendSms({ mobile: '13800138000', scene: 'bindPhone' })],
      [
        'a code to authorise a device',
        () => sendSms({ mobile: '13800138000', scene: 'terminalAuth' }),
      ],
    ];
    for (const [what, write] of writes) {
      const error = await write().then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error, what).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind, what).toBe('preview');
      expect((error as ApiError).code, what).toBe(ApiCode.previewRefused);
      expect((error as ApiError).message, what).toBe(REFUSAL);
    }
    expect(paths).toEqual([]);
    expect(effects().recorded.toasts.map((toast) => toast.message)).toEqual(
      writes.map(() => REFUSAL),
    );
  });

  it('let the reads through, POST reads included', async () => {
    useIotStore.getState().setSession('IotLayout:2', '');
    await expect(call(iot.getVipList)).resolves.toBeTruthy();
    await expect(succeeded(call(iot.simRefresh, { force: true }))).resolves.toBe(true);
    await expect(call(device.getDeviceWirelessAuthList)).resolves.toBeTruthy();
    await expect(call(device.createDeviceWifiCode, { wifiType: '2.4G' })).resolves.toMatchObject({
      code: 'PREVIEW',
    });
    // The shop's own login code is not the card's: it goes out.
    await expect(sendSms({ mobile: '13800138000', scene: 'shopLogin' })).resolves.toBeDefined();
    expect(effects().recorded.toasts).toEqual([]);
  });

  it('go through for a real card', async () => {
    const { simNo, token } = await call(site.simLogin, { simNo: DEMO.cards.ordinary });
    useIotStore.getState().setSession(simNo, token);
    await expect(succeeded(call(points.setDefaultSimAddress, { id: 101 }))).resolves.toBe(true);
    expect(effects().recorded.toasts).toEqual([]);
  });
});
