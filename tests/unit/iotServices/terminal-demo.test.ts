import { describe, expect, it } from 'vitest';
import { call } from '@/api/call';
import * as device from '@/api/declarations/device';
import * as site from '@/api/declarations/site';
import { DEMO, resetDb } from '@/mocks/db';
import { useIotStore } from '@/stores/iot';
import { setupDemoApi } from '../api/harness';

setupDemoApi();

async function login(simNo: string) {
  const result = await call(site.simLogin, { simNo });
  useIotStore.getState().setSession(result.simNo, result.token);
}

const android = async () =>
  (await call(device.getDeviceWirelessAuthList)).find((item) => item.name === 'android-5a1f');

describe('terminal authentication demo API', () => {
  it('authenticates a terminal with an SMS code, and a demo reset forgets it', async () => {
    await login(DEMO.cards.device);
    expect((await android())?.authed).toBe(false);
    await call(device.deviceTerminalAuthSms, { mobile: DEMO.shopMobile });
    await call(device.deviceTerminalAuth, {
      mac: 'F0:18:98:77:88:99',
      mobile: DEMO.shopMobile,
      code: DEMO.smsCode,
    });
    expect((await android())?.authed).toBe(true);

    resetDb();
    await login(DEMO.cards.device);
    expect((await android())?.authed).toBe(false);
  });
});
