import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@/api/declarations';
import { isCardWrite } from '@/api/declare';
import { db } from '@/mocks/db';
import { takeViolations } from '@/mocks/conformance';
import { setupDemoApi } from '../api/harness';

setupDemoApi();

const BASE = 'http://localhost';

/** A call of the demo as a layout preview makes it: the layout's sim number, no token. */
async function preview(
  simNo: string,
  method: 'GET' | 'POST',
  path: string,
  input: Record<string, unknown> = {},
) {
  const query = new URLSearchParams(input as Record<string, string>).toString();
  const response = await fetch(
    method === 'GET' && query ? `${BASE}${path}?${query}` : `${BASE}${path}`,
    {
      method,
      headers: { 'Sim-No': simNo, 'content-type': 'application/json' },
      body: method === 'POST' ? JSON.stringify(input) : undefined,
    },
  );
  return (await response.json()) as {
    code: number;
    message: string;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- fields read by each test
    data: any;
  };
}

/** The whole demo database as text (maps included), to see that nothing changed. */
const snapshot = () =>
  JSON.stringify(db, (_key, value: unknown) =>
    value instanceof Map ? [...value.entries()] : value,
  );

describe('a layout preview on the demo API', () => {
  it('reads like a card: the layout, and the seed card that best shows it', async () => {
    const device = await preview('IotLayout:2', 'GET', '/api/iot/simInfo');
    expect(device.code).toBe(0);
    expect(device.data.simNo).toBe('IotLayout:2');
    expect(device.data.simLayout.id).toBe(2);
    // The device layout previews on the sample device, so Wi-Fi and device pages have data.
    expect(device.data.wifiConfig.wifiName).toBeTruthy();
    const card = await preview('IotLayout:1', 'GET', '/api/iot/simInfo');
    expect(card.data.simLayout.id).toBe(1);
    expect(card.data.iccid).toBe('');
    expect((await preview('IotLayout:99', 'GET', '/api/iot/simInfo')).code).toBe(-1);
  });

  it.each([
    ['/api/iot/packageChoose', {}],
    ['/api/iot/packageDetails', { id: 1 }],
    ['/api/iot/balanceChoose', {}],
    ['/api/iot/couponChoose', {}],
    ['/api/iot/simPackageList', {}],
    ['/api/iot/simBalanceLogList', {}],
    ['/api/iot/simIntegralLogList', {}],
    ['/api/iot/vipList', {}],
    ['/api/iot/accelerateList', {}],
    ['/api/iot/taskCenter', {}],
    ['/api/iot/integralShopIndex', {}],
    ['/api/iot/simAddressList', {}],
    ['/api/iot/getSimOauthList', {}],
    ['/api/iot/couponExchangeList', {}],
    ['/api/iot/simHistoryLine', { days: 7 }],
    ['/api/iot/protocol', { key: 'privacy' }],
    ['/api/iot/changeSimList', {}],
  ])('answers %s for the preview card, never 34061', async (path, input) => {
    const answer = await preview('IotLayout:2', 'GET', path, input);
    expect(answer.code, answer.message).toBe(0);
    expect(answer.data).toBeTruthy();
  });

  it('lists the sample device terminals and shows a Wi-Fi code without storing it', async () => {
    const codes = db.wifiCodes.size;
    const terminals = await preview('IotLayout:2', 'POST', '/api/iot/deviceWirelessAuthList');
    expect(terminals.code).toBe(0);
    const code = await preview('IotLayout:2', 'POST', '/api/iot/wifiCreate', { wifiType: '2.4G' });
    expect(code.code).toBe(0);
    expect(code.data.qrText).toMatch(/^WIFI:/);
    expect(db.wifiCodes.size).toBe(codes);
    // The card layout has no device: the same answer as a real card without one.
    expect(
      (await preview('IotLayout:1', 'POST', '/api/iot/wifiCreate', { wifiType: '5G' })).code,
    ).toBe(40001);
  });

  it('refuses every card write and changes nothing in the demo', async () => {
    const before = snapshot();
    const writes = ENDPOINTS.filter(isCardWrite);
    expect(writes.length).toBeGreaterThan(20);
    for (const endpoint of writes) {
      const answer = await preview('IotLayout:1', 'POST', endpoint.path, {});
      expect(answer.code, endpoint.path).toBe(-1);
      expect(answer.message, endpoint.path).toContain('预览');
    }
    expect(snapshot()).toBe(before);
    // The empty bodies differ from the declarations; the answers never do.
    expect(takeViolations().filter((violation) => violation.includes(': answer '))).toEqual([]);
  });

  it('still answers 34061 to a card number without its token', async () => {
    expect((await preview('1064800000001', 'GET', '/api/iot/vipList')).code).toBe(34061);
    expect((await preview('IotLayout:x', 'GET', '/api/iot/vipList')).code).toBe(34061);
  });
});
