import { describe, expect, it } from 'vitest';
import { setApiEffects } from '@/api/effects';
import { appEffects } from '@/app/wiring';
import { addFault } from '@/mocks/faults';
import { call } from '@/api/call';
import * as iot from '@/api/declarations/iot';
import * as points from '@/api/declarations/points';
import * as shop from '@/api/declarations/shop';
import { DEMO } from '@/mocks/db';
import { loginSim, logoutIot } from '@/features/data/sim';
import { useIotStore } from '@/stores/iot';
import { useShopUserStore } from '@/stores/shopUser';
import { STORE_PREFIX } from '@/stores/storage';
import { setupDemoApi } from '../api/harness';

// Where the secrets live (docs/requirements.md section 3: the sim number and token in the persisted iot store, the
// shop user in its store) and that logout and 61/34061 take them away again.

const { server } = setupDemoApi();

/** Every persisted entry, as text, by key. */
function stored(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i) ?? '';
    entries[key] = localStorage.getItem(key) ?? '';
  }
  return entries;
}

/** Keys whose stored text contains the value. */
const keysHolding = (value: string) =>
  Object.entries(stored())
    .filter(([, text]) => text.includes(value))
    .map(([key]) => key);

/** The URLs of every request the client sends, collected while `run` runs. */
async function requestUrls(run: () => Promise<unknown>): Promise<string[]> {
  const urls: string[] = [];
  const listener = ({ request }: { request: Request }) => void urls.push(request.url);
  server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return urls;
}

describe('the sim token', () => {
  it('is persisted only in the iot store, never in session storage or cookies', async () => {
    await loginSim({ simNo: DEMO.cards.ordinary });
    const { token } = useIotStore.getState();
    expect(token).not.toBe('');
    expect(keysHolding(token)).toEqual([`${STORE_PREFIX}iot`]);
    expect(Object.keys(stored()).every((key) => key.startsWith(STORE_PREFIX))).toBe(true);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain(token);
  });

  it('travels in the Sim-Token header only, never in an address', async () => {
    await loginSim({ simNo: DEMO.cards.ordinary });
    const { token } = useIotStore.getState();
    const headers: string[] = [];
    const listener = ({ request }: { request: Request }) =>
      void headers.push(request.headers.get('Sim-Token') ?? '');
    server.events.on('request:start', listener);
    const urls = await requestUrls(async () => {
      await call(iot.getSimInfo);
      await call(iot.getSimPackageList, { page: 1 });
      await call(iot.getPackageDetails, { id: 1 });
      await call(points.getSimAddressList);
    });
    server.events.removeListener('request:start', listener);
    expect(urls.length).toBeGreaterThanOrEqual(4);
    for (const url of urls) expect(url).not.toContain(token);
    expect(headers).toContain(token);
  });

  it('logout takes the number, the token and the card data out of storage', async () => {
    await loginSim({ simNo: DEMO.cards.ordinary });
    const { token } = useIotStore.getState();
    await logoutIot();
    expect(keysHolding(token)).toEqual([]);
    const persisted = JSON.parse(stored()[`${STORE_PREFIX}iot`]) as {
      state: Record<string, unknown>;
    };
    expect(persisted.state).toMatchObject({ simNo: '', token: '', simInfo: null });
  });

  it('34061 from the server clears the stored session', async () => {
    const restore = setApiEffects(appEffects);
    try {
      await loginSim({ simNo: DEMO.cards.ordinary });
      const { token } = useIotStore.getState();
      addFault({ path: '/api/iot/simInfo', code: 34061 });
      await expect(call(iot.getSimInfo)).rejects.toMatchObject({ code: 34061 });
      expect(useIotStore.getState()).toMatchObject({ simNo: '', token: '' });
      expect(keysHolding(token)).toEqual([]);
    } finally {
      restore();
    }
  });
});

describe('the shop session', () => {
  it('61 from the server clears the stored shop user', async () => {
    const restore = setApiEffects(appEffects);
    try {
      await call(shop.shopLogin, { mobile: DEMO.shopMobile, code: DEMO.smsCode });
      useShopUserStore.getState().setUser({ mobile: DEMO.shopMobile, nickname: 'Shopper' });
      expect(keysHolding(DEMO.shopMobile)).toContain(`${STORE_PREFIX}shopUser`);
      addFault({ path: '/api/shop/orderList', code: 61 });
      await expect(call(shop.getShopOrderList, {})).rejects.toMatchObject({ code: 61 });
      expect(useShopUserStore.getState().mobile).toBe('');
      expect(stored()[`${STORE_PREFIX}shopUser`]).not.toContain(DEMO.shopMobile);
    } finally {
      restore();
    }
  });

  it('the login code is never stored', async () => {
    await call(shop.shopLogin, { mobile: DEMO.shopMobile, code: DEMO.smsCode });
    useShopUserStore.getState().setUser({ mobile: DEMO.shopMobile });
    for (const [key, text] of Object.entries(stored())) {
      expect(text, key).not.toMatch(new RegExp(`"code"\\s*:\\s*"${DEMO.smsCode}"`));
    }
  });
});
