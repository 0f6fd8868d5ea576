import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appEffects } from '@/app/wiring';
import { setupDemoApi } from '../api/harness';
import { DEMO } from '@/mocks/db';
import { pushRecentSim, useIotStore, isIotLoggedIn } from '@/stores/iot';
import {
  enterPreview,
  SIM_THROTTLE_MS,
  fetchSim,
  loginSim,
  logoutIot,
  refreshSim,
  resetSimThrottles,
} from '@/features/data/sim';
import { baseConfig, refreshBaseConfig } from '@/features/data/baseConfig';
import { removeData } from '@/features/data/cache';
import { useShopCacheStore } from '@/stores/shopCache';
import { fetchProvinces, locateVisitor, reloadHotQuestions } from '@/features/data/shop';
import { addFault } from '@/mocks/faults';
import { parsePreview } from '@/lib/preview';
import { useLayoutStore } from '@/stores/layout';
import { useFeedbackStore } from '@/stores/feedback';
import { genericConfig, refreshGenericConfig } from '@/features/data/config';
import { selectIndexGroup, useIndexDisplayStore } from '@/stores/indexDisplay';
import { isShopLoggedIn, useShopUserStore } from '@/stores/shopUser';

const { server, effects } = setupDemoApi();

beforeEach(() => {
  resetSimThrottles();
  removeData(['config']);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Counts requests to a path while still answering them from the demo API. */
function countRequests(pathPart: string): { count: number; bodies: unknown[] } {
  const seen = { count: 0, bodies: [] as unknown[] };
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith(pathPart)) {
      seen.count += 1;
      if (request.method === 'POST') seen.bodies.push(await request.clone().json());
    }
  });
  return seen;
}

describe('recent sims', () => {
  it('keeps 5, most recent first, without duplicates', () => {
    let list: string[] = [];
    for (const sim of ['1', '2', '3', '4', '5', '6']) list = pushRecentSim(list, sim);
    expect(list).toEqual(['6', '5', '4', '3', '2']);
    list = pushRecentSim(list, '4');
    expect(list).toEqual(['4', '6', '5', '3', '2']);
  });

  it('remembers each card that logs in', async () => {
    await loginSim({ simNo: DEMO.cards.ordinary });
    await loginSim({ simNo: DEMO.deviceNo });
    await loginSim({ simNo: DEMO.cards.ordinary });
    const state = useIotStore.getState();
    expect(state.recentSims).toEqual([DEMO.cards.ordinary, DEMO.cards.device]);
    expect(state.simInfo?.simNo).toBe(DEMO.cards.ordinary);
    expect(isIotLoggedIn()).toBe(true);
  });
});

describe('throttles: only the leading call within 1000 ms', () => {
  it('refreshes the base configuration once per second for each promo code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const seen = countRequests('/api/hk/baseConfig');
    const first = refreshBaseConfig('AGENT001');
    // The same promo code joins the load on its way.
    await expect(refreshBaseConfig('AGENT001')).resolves.toBe(await first);
    expect(seen.count).toBe(1);
    // Another promo code within the second is not dropped: it loads, and it is shown.
    vi.advanceTimersByTime(100);
    await refreshBaseConfig('AGENT011');
    expect(seen.count).toBe(2);
    expect(baseConfig()?.promoCode).toBe('AGENT011');
    // Each promo code's own second: answered from its last load, and shown again.
    vi.advanceTimersByTime(800);
    await refreshBaseConfig('AGENT001');
    expect(seen.count).toBe(2);
    expect(baseConfig()?.promoCode).toBe('AGENT001');
    vi.advanceTimersByTime(100);
    await refreshBaseConfig('AGENT001');
    expect(seen.count).toBe(3);
    await refreshBaseConfig('AGENT011');
    expect(seen.count).toBe(3);
    vi.advanceTimersByTime(100);
    await refreshBaseConfig('AGENT011');
    expect(seen.count).toBe(4);
    expect(baseConfig()?.promoCode).toBe('AGENT011');
  });

  it('shows the promo code asked for last when two loads cross', async () => {
    const first = refreshBaseConfig('AGENT001');
    const second = refreshBaseConfig('AGENT011');
    await Promise.all([first, second]);
    expect(baseConfig()?.promoCode).toBe('AGENT011');
  });

  it('reloads hot questions once per second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const seen = countRequests('/api/shop/customer/hotQuestionList');
    await reloadHotQuestions();
    await reloadHotQuestions();
    expect(seen.count).toBe(1);
    expect(useShopCacheStore.getState().hotQuestions).toHaveLength(4);
    vi.advanceTimersByTime(1000);
    await reloadHotQuestions();
    expect(seen.count).toBe(2);
  });

  it('reloads sim info once per second and stores its promo code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await loginSim({ simNo: DEMO.cards.ordinary });
    useLayoutStore.getState().setPromoCode('');
    vi.advanceTimersByTime(1000);
    const seen = countRequests('/api/iot/simInfo');
    await fetchSim();
    await fetchSim();
    expect(seen.count).toBe(1);
    expect(useLayoutStore.getState().promoCode).toBe(DEMO.agentPromoCode);
  });

  it('refreshes the card once per second: force, indicator, success toast, then reload', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await loginSim({ simNo: DEMO.cards.ordinary });
    vi.advanceTimersByTime(1000);
    const refresh = countRequests('/api/iot/simRefresh');
    const reload = countRequests('/api/iot/simInfo');
    const pending = refreshSim({ indicator: true });
    expect(useFeedbackStore.getState().toast).toMatchObject({
      kind: 'loading',
      message: 'Refreshing',
    });
    expect(refreshSim({ indicator: true })).toBe(pending);
    await pending;
    expect(refresh.count).toBe(1);
    expect(refresh.bodies).toEqual([{ force: true }]);
    expect(reload.count).toBe(1);
    expect(useFeedbackStore.getState().toast).toMatchObject({
      kind: 'success',
      message: 'Refreshed',
    });
    vi.advanceTimersByTime(1000);
    await refreshSim();
    expect(refresh.count).toBe(2);
  });
});

describe('card session', () => {
  it('logout clears sim number, token and recent sims and goes to IoT login', async () => {
    await loginSim({ simNo: DEMO.cards.ordinary });
    await logoutIot();
    const state = useIotStore.getState();
    expect(state).toMatchObject({ simNo: '', token: '', simInfo: null });
    // The next person on this phone is not offered this card (tests/unit/security/personalData.test.ts).
    expect(state.recentSims).toEqual([]);
    expect(isIotLoggedIn()).toBe(false);
    expect(effects().recorded.gone).toEqual([{ kind: 'reLaunch', url: '/pages/iot/login/index' }]);
  });

  it('34061 from any card call clears the stale session', async () => {
    useIotStore.setState({ simNo: DEMO.cards.ordinary, token: 'stale' });
    appEffects.sessionExpired('iot');
    expect(useIotStore.getState()).toMatchObject({ simNo: '', token: '' });
  });
});

describe("the card's own agent", () => {
  it("shows the configuration of the card's agent once the card's information names it", async () => {
    await refreshBaseConfig('AGENT011');
    expect(baseConfig()?.promoCode).toBe('AGENT011');
    useIotStore.setState({ simNo: DEMO.cards.ordinary, token: '' });
    await loginSim({ simNo: DEMO.cards.ordinary });
    await vi.waitFor(() => expect(baseConfig()?.promoCode).toBe(DEMO.agentPromoCode));
    expect(useLayoutStore.getState().promoCode).toBe(DEMO.agentPromoCode);
  });
});

describe('preview mode', () => {
  it('accepts only IotLayout:{digits}', () => {
    expect(parsePreview('IotLayout:2')).toBe('IotLayout:2');
    expect(parsePreview('IotLayout:')).toBe('');
    expect(parsePreview('IotLayout:2a')).toBe('');
    expect(parsePreview(undefined)).toBe('');
  });

  it.each([
    ['IotLayout:1', 'default'],
    ['IotLayout:2', 'gradual'],
    ['IotLayout:3', 'simple'],
  ])(
    '%s sets the sim number and reloads sim info with that layout (%s header)',
    async (value, header) => {
      useIotStore.setState({ previewPopupShown: true });
      const info = await enterPreview(value);
      expect(useIotStore.getState().simNo).toBe(value);
      expect(info?.simLayout?.index?.header.key).toBe(header);
      expect(useIotStore.getState().simInfo?.simLayout?.index?.header.key).toBe(header);
      expect(useIotStore.getState().previewPopupShown).toBe(false);
    },
  );

  it('asks once for a layout entered twice while its card is on the way', async () => {
    const seen = countRequests('/api/iot/simInfo');
    const [first, second] = await Promise.all([
      enterPreview('IotLayout:2'),
      enterPreview('IotLayout:2'),
    ]);
    expect(seen.count).toBe(1);
    expect(second).toBe(first);
    expect(first?.simLayout?.index?.header.key).toBe('gradual');
  });

  it('shares a card that has just arrived, and asks again a second later', async () => {
    const seen = countRequests('/api/iot/simInfo');
    const first = await enterPreview('IotLayout:2');
    // The launch and the route guard, the second just after the first was answered.
    await expect(enterPreview('IotLayout:2')).resolves.toBe(first);
    expect(seen.count).toBe(1);
    vi.useFakeTimers({ now: Date.now() + SIM_THROTTLE_MS, toFake: ['Date'] });
    try {
      await enterPreview('IotLayout:2');
    } finally {
      vi.useRealTimers();
    }
    expect(seen.count).toBe(2);
  });

  it('ignores other values', async () => {
    await expect(enterPreview('1064800000001')).resolves.toBeNull();
    expect(useIotStore.getState().simNo).toBe('');
  });
});

describe('what a number list asks for first', () => {
  it('asks for the visitor location once a visit, and again after a failure', async () => {
    const seen = countRequests('/api/shop/base/ipLocation');
    addFault({ path: '/api/shop/base/ipLocation', status: 500 });
    await expect(locateVisitor()).resolves.toBeNull();
    const [first, second] = await Promise.all([locateVisitor(), locateVisitor()]);
    expect(first?.provinceCode).toBe('440000');
    expect(second).toBe(first);
    await locateVisitor();
    expect(seen.count).toBe(2);
  });

  it('asks for the province tree once while it is on its way, then keeps it', async () => {
    const seen = countRequests('/provinces/all.json');
    const [first, second] = await Promise.all([fetchProvinces(), fetchProvinces()]);
    expect(first.length).toBeGreaterThan(5);
    expect(second).toBe(first);
    await fetchProvinces();
    expect(seen.count).toBe(1);
  });
});

describe('other stores', () => {
  it('shop user is logged in when the mobile is non-empty, and logout clears it', () => {
    expect(isShopLoggedIn()).toBe(false);
    useShopUserStore.getState().setUser({ mobile: '13800138000' });
    expect(isShopLoggedIn()).toBe(true);
    useShopUserStore.getState().logout();
    expect(isShopLoggedIn()).toBe(false);
  });

  it("layout treats 'undefined' and 'null' codes as empty and renews the order session id", () => {
    const layout = useLayoutStore.getState();
    layout.setPromoCode('undefined');
    layout.setPageCode('null');
    expect(useLayoutStore.getState()).toMatchObject({ promoCode: '', pageCode: '' });
    const first = layout.getOrderSessionId();
    expect(layout.getOrderSessionId()).toBe(first);
    expect(layout.renewOrderSessionId()).not.toBe(first);
  });

  it('generic configuration defaults orderQueryMode to 1', async () => {
    expect(genericConfig().orderQueryMode).toBe(1);
    server.use(
      mswHttp.get('*/api/hk/genericConfig', () =>
        HttpResponse.json({ code: 0, message: '', data: { orderQueryMode: 0, loginAvatar: '' } }),
      ),
    );
    await refreshGenericConfig();
    expect(genericConfig().orderQueryMode).toBe(1);
  });

  it('generic configuration: loads asked for together share one call', async () => {
    let calls = 0;
    server.use(
      mswHttp.get('*/api/hk/genericConfig', () => {
        calls += 1;
        return HttpResponse.json({
          code: 0,
          message: '',
          data: { orderQueryMode: 2, loginAvatar: 'a.png' },
        });
      }),
    );
    await Promise.all([refreshGenericConfig(), refreshGenericConfig()]);
    expect(calls).toBe(1);
    expect(genericConfig()).toEqual({ orderQueryMode: 2, loginAvatar: 'a.png' });
    // Once answered, a later load asks again (a refresh).
    await refreshGenericConfig();
    expect(calls).toBe(2);
  });

  it('index display: local group, else configured, else 2; arrangement outside 1..2 is 1', () => {
    const display = useIndexDisplayStore.getState();
    expect(selectIndexGroup(useIndexDisplayStore.getState(), 0)).toBe(2);
    expect(selectIndexGroup(useIndexDisplayStore.getState(), 1)).toBe(1);
    display.setIndexFirstGroup('2');
    expect(selectIndexGroup(useIndexDisplayStore.getState(), 1)).toBe(2);
    display.setIndexArrange(3);
    expect(useIndexDisplayStore.getState().indexArrange).toBe(1);
  });

  it('feedback: dialogs queue and resolve with the pressed key; toasts hide after their duration', async () => {
    vi.useFakeTimers();
    const store = useFeedbackStore.getState();
    const first = store.showDialog({ message: 'one', buttons: [{ key: 'a', label: 'A' }] });
    const second = store.showDialog({ message: 'two', buttons: [{ key: 'b', label: 'B' }] });
    expect(useFeedbackStore.getState().dialogs.map((d) => d.message)).toEqual(['one', 'two']);
    store.answerDialog(useFeedbackStore.getState().dialogs[0].id, 'a');
    await expect(first).resolves.toBe('a');
    store.answerDialog(useFeedbackStore.getState().dialogs[0].id, 'b');
    await expect(second).resolves.toBe('b');
    store.showToast('hello');
    vi.advanceTimersByTime(1999);
    expect(useFeedbackStore.getState().toast?.message).toBe('hello');
    vi.advanceTimersByTime(1);
    expect(useFeedbackStore.getState().toast).toBeNull();
    store.showLoading('wait');
    vi.advanceTimersByTime(60_000);
    expect(useFeedbackStore.getState().toast?.kind).toBe('loading');
  });
});
