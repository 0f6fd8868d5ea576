import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { call } from '@/api/call';
import * as iot from '@/api/declarations/iot';
import { readData } from '@/features/data/cache';
import { logOutShopUser, sessionExpired } from '@/features/data/personal';
import { fetchSim, loginSim, logoutIot, simKeyOf } from '@/features/data/sim';
import { DRAFT_PREFIX, useDraft, writeDraft } from '@/features/forms/useDraft';
import { keepNumbers, KEPT_NUMBERS_KEY } from '@/features/shop/keptNumbers';
import { DEMO } from '@/mocks/db';
import { useIotStore } from '@/stores/iot';
import { useLayoutStore } from '@/stores/layout';
import { useMiniUserStore } from '@/stores/miniUser';
import { useShopUserStore } from '@/stores/shopUser';
import { setupDemoApi } from '../api/harness';

// A shared phone: what one person typed, looked up or was shown leaves with them at logout.

setupDemoApi();

const NAME = '王小明';
const MOBILE = '13912345678';
const ADDRESS = '科技园南区 1 栋 101';

/** Every entry of both storages, as 'key=value' lines. */
function everything(): string {
  const lines: string[] = [];
  for (const storage of [localStorage, sessionStorage]) {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i) ?? '';
      lines.push(`${key}=${storage.getItem(key) ?? ''}`);
    }
  }
  return lines.join('\n');
}

/** What the person leaves behind while using the shop and the card: drafts and kept lists. */
function leaveTraces(simNo: string) {
  const order = renderHook(() =>
    useDraft('order-101', () => ({ name: '', mobile: '', address: '', idCard: '' }), {
      keep: ['name', 'mobile', 'address'],
    }),
  );
  act(() => order.result.current[1]({ name: NAME, mobile: MOBILE, address: ADDRESS, idCard: '' }));
  writeDraft('order-query-2', { mobile: MOBILE, secret: '' }, ['mobile']);
  writeDraft(`iot-bindPhone-${simNo}`, MOBILE);
  keepNumbers({ pretty: 1, fast: '', promoCode: '', keyword: '' }, [
    {
      id: 1,
      mobile: '13800001122',
      operatorType: 1,
      operatorName: 'China Mobile',
      provinceCode: '440000',
      province: 'Guangdong',
      cityCode: '440100',
      city: 'Guangzhou',
      pattern: 'AABB',
      pretty: true,
      price: 100,
      minConsume: 0,
      prestore: 0,
      goodsId: 3,
      reserved: false,
      reservedUntil: '',
      fast: false,
    },
  ]);
  useMiniUserStore.getState().setIotSimAddressId(7);
  expect(everything()).toContain(MOBILE);
  expect(everything()).toContain(NAME);
  expect(localStorage.getItem(KEPT_NUMBERS_KEY)).not.toBeNull();
}

function expectNothingOfThePerson(simNo: string) {
  const left = everything();
  for (const trace of [NAME, MOBILE, ADDRESS, DEMO.shopMobile, simNo, '13800001122']) {
    expect(left, trace).not.toContain(trace);
  }
  expect(left).not.toContain(DRAFT_PREFIX);
  expect(left).not.toContain(KEPT_NUMBERS_KEY);
  expect(useMiniUserStore.getState().iotSimAddressId).toBe(0);
}

/** The Session-ID the calls carry now (the server ties orders placed in it to it). */
const sessionId = () => useLayoutStore.getState().getSessionId();

describe('the card logout', () => {
  it('leaves nothing of the person in storage, nor their card data in the cache', async () => {
    await loginSim({ simNo: DEMO.cards.ordinary });
    await fetchSim();
    expect(useIotStore.getState().recentSims).toEqual([DEMO.cards.ordinary]);
    leaveTraces(DEMO.cards.ordinary);
    const before = sessionId();
    await logoutIot();
    expectNothingOfThePerson(DEMO.cards.ordinary);
    expect(sessionId()).not.toBe(before);
    expect(useIotStore.getState()).toMatchObject({ simNo: '', token: '', recentSims: [] });
    expect(readData(simKeyOf(DEMO.cards.ordinary)).data).toBeUndefined();
  });
});

describe('the shop logout', () => {
  it('leaves nothing of the person in storage', async () => {
    useShopUserStore.getState().setUser({ mobile: DEMO.shopMobile, nickname: NAME });
    leaveTraces(DEMO.cards.ordinary);
    const before = sessionId();
    logOutShopUser();
    expectNothingOfThePerson(DEMO.cards.ordinary);
    // Orders placed in the old session are not the next visitor's to open.
    expect(sessionId()).not.toBe(before);
    expect(sessionId()).toMatch(/^[0-9a-f]{4}(-[0-9a-f]{4}){7}$/);
    expect(useShopUserStore.getState().mobile).toBe('');
  });
});

describe('a session the server ends', () => {
  it('takes the card session and its data, and leaves the drafts for the login that follows', async () => {
    await loginSim({ simNo: DEMO.cards.ordinary });
    await call(iot.getSimInfo);
    const { token } = useIotStore.getState();
    writeDraft(`iot-bindPhone-${DEMO.cards.ordinary}`, MOBILE);
    sessionExpired('iot');
    expect(useIotStore.getState()).toMatchObject({ simNo: '', token: '', simInfo: null });
    expect(everything()).not.toContain(token);
    expect(localStorage.getItem(`${DRAFT_PREFIX}iot-bindPhone-${DEMO.cards.ordinary}`)).toContain(
      MOBILE,
    );
  });
});
