import { afterEach, describe, expect, it } from 'vitest';
import { db, DEMO, findCard, resetDb } from '@/mocks/db';
import {
  authTerminal,
  closeDevice,
  resetDevice,
  sendTerminalCode,
  setWifi,
  shareWifi,
  terminals,
} from '@/mocks/services/device';

const device = () => findCard(DEMO.deviceNo)!;

describe('device cards', () => {
  afterEach(() => resetDb());

  it('a renamed network stays renamed until a factory reset', () => {
    const before = device().info.wifiConfig!.wifiName;
    expect(setWifi(device(), '2.4G', 'Home', '')).toEqual({ ok: true, data: null });
    expect(device().info.wifiConfig).toMatchObject({ wifiName: 'Home', wifiEncrypt: 'NONE' });
    expect(setWifi(device(), '2.4G', 'Home', 'short')).toMatchObject({ ok: false, code: -1 });
    resetDevice(device());
    expect(device().info.wifiConfig!.wifiName).toBe(before);
  });

  it('shares a network as a stored code with its QR text', () => {
    expect(setWifi(device(), '2.4G', 'Home;1', 'secret123').ok).toBe(true);
    const shared = shareWifi(device(), '2.4G');
    expect(shared).toMatchObject({
      ok: true,
      data: { qrText: 'WIFI:T:WPA;S:Home\\;1;P:secret123;;' },
    });
    expect(db.wifiCodes.get(shared.ok ? shared.data.code : '')).toBeDefined();
  });

  it('authenticates a terminal with the SMS code; a switched-off device lists none', () => {
    const mac = 'F0:18:98:77:88:99';
    expect(terminals(device()).find((t) => t.mac === mac)?.authed).toBe(false);
    sendTerminalCode('13900139000');
    expect(authTerminal(device(), { mac, mobile: '13900139000', code: '000000' }).ok).toBe(false);
    expect(authTerminal(device(), { mac, mobile: '13900139000', code: '123456' }).ok).toBe(true);
    expect(terminals(device()).find((t) => t.mac === mac)?.authed).toBe(true);
    closeDevice(device());
    expect(terminals(device())).toEqual([]);
  });
});
