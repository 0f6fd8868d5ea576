import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runLaunch, type LaunchDeps } from '@/features/launch/launch';
import { useAppClosedStore } from '@/stores/appClosed';
import { addFault } from '@/mocks/faults';
import { BASE_CONFIG_KEY, baseConfig } from '@/features/data/baseConfig';
import { readData, removeData } from '@/features/data/cache';
import { stopFollowingStoredConfig } from '@/features/data/storedConfig';
import { STORED_CONFIG_KEY } from '@/stores/keys';
import { useIndexDisplayStore } from '@/stores/indexDisplay';
import { useIotStore } from '@/stores/iot';
import { resetSimThrottles } from '@/features/data/sim';
import { useLayoutStore } from '@/stores/layout';
import { useShopCacheStore } from '@/stores/shopCache';
import { setupDemoApi } from './harness';

const { server } = setupDemoApi();

interface Seen {
  alerts: string[];
  relaunched: string[];
  redirected: string[];
  quit: number;
}

function deps(overrides: Partial<LaunchDeps> = {}): { deps: Partial<LaunchDeps>; seen: Seen } {
  const seen: Seen = { alerts: [], relaunched: [], redirected: [], quit: 0 };
  return {
    seen,
    deps: {
      online: () => true,
      isWechat: () => false,
      currentHref: () => 'http://127.0.0.1:4180/shop/#/pages/index/index',
      redirect: (url) => void seen.redirected.push(url),
      reLaunch: (url) => void seen.relaunched.push(url),
      alert: async (message) => void seen.alerts.push(message),
      quit: () => void (seen.quit += 1),
      ...overrides,
    },
  };
}

beforeEach(() => {
  removeData(['config']);
  resetSimThrottles();
});

describe('runLaunch', () => {
  it('takes the landing query, loads the app domain and the promo code base configuration', async () => {
    const { deps: d, seen } = deps();
    const result = await runLaunch({
      path: 'pages/index/index',
      query: { promoCode: 'AGENT011', indexFirstGroup: '1', pageCode: 'undefined' },
      deps: d,
    });
    expect(result).toEqual({ ok: true });
    expect(useLayoutStore.getState()).toMatchObject({ promoCode: 'AGENT011', pageCode: '' });
    expect(useIndexDisplayStore.getState()).toMatchObject({
      indexFirstGroup: 1,
      launchSavedMiniUsers: true,
    });
    expect(useShopCacheStore.getState().appDomain).toBe('http://localhost:3000');
    expect(baseConfig()?.promoCode).toBe('AGENT011');
    expect(seen).toEqual({ alerts: [], relaunched: [], redirected: [], quit: 0 });
  });

  it('keeps a first visit’s configuration once the first screen is painted, and shows it on the next', async () => {
    stopFollowingStoredConfig();
    localStorage.removeItem(STORED_CONFIG_KEY);
    const launch = () =>
      runLaunch({ path: 'pages/index/index', query: { promoCode: 'AGENT001' }, deps: deps().deps });
    await expect(launch()).resolves.toEqual({ ok: true });
    const loaded = baseConfig();
    expect(loaded?.front.title).toBeTruthy();
    // Kept after the next frame (at the latest a second later, when no frame comes).
    await vi.waitFor(
      () =>
        expect(JSON.parse(localStorage.getItem(STORED_CONFIG_KEY) ?? 'null')?.promoCode).toBe(
          'AGENT001',
        ),
      { timeout: 3000 },
    );

    // The next visit: the page's memory is gone; the agent renamed the shop meanwhile. The kept
    // copy shows while the launch loads, then the fresh one replaces it.
    stopFollowingStoredConfig();
    removeData(['config']);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mswHttp.get('*/api/hk/baseConfig', async () => {
        await answered;
        return HttpResponse.json({
          code: 0,
          message: 'ok',
          serverTime: Date.now(),
          data: { ...loaded, front: { ...loaded!.front, title: 'Renamed shop' } },
        });
      }),
    );
    const next = launch();
    await vi.waitFor(() => expect(baseConfig()?.front.title).toBe(loaded!.front.title));
    expect(readData(BASE_CONFIG_KEY).loading).toBe(true);
    answer();
    await next;
    expect(baseConfig()?.front.title).toBe('Renamed shop');
    stopFollowingStoredConfig();
  });

  it('goes to the network check when offline, keeping the landing address to come back to', async () => {
    const { deps: d, seen } = deps({ online: () => false });
    await expect(
      runLaunch({ path: 'pages/goods/index', query: { goodsId: '7', promoCode: 'A1' }, deps: d }),
    ).resolves.toEqual({ ok: false, reason: 'offline' });
    expect(seen.relaunched).toEqual([
      `/pages/index/networkCheck?redirect=${encodeURIComponent('/pages/goods/index?goodsId=7&promoCode=A1')}`,
    ]);
  });

  it('opens the network check only once the app is drawn', async () => {
    const { deps: d, seen } = deps({ online: () => false });
    let drawn = () => {};
    const ready = new Promise<void>((resolve) => {
      drawn = resolve;
    });
    const launched = runLaunch({ path: '', query: {}, deps: d, ready });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen.relaunched).toEqual([]);
    drawn();
    await expect(launched).resolves.toEqual({ ok: false, reason: 'offline' });
    expect(seen.relaunched).toHaveLength(1);
  });

  it('asks for the access node at once but alerts only once the app is drawn', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    addFault({ path: '/app-domain/getAppDomain', code: -1, message: 'no binding' });
    const { deps: d, seen } = deps();
    let drawn = () => {};
    const ready = new Promise<void>((resolve) => {
      drawn = resolve;
    });
    const launched = runLaunch({ path: '', query: {}, deps: d, ready });
    await vi.waitFor(() => expect(asked).toContain('/app-domain/getAppDomain'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.alerts).toEqual([]);
    drawn();
    await expect(launched).resolves.toEqual({ ok: false, reason: 'noDomain' });
    // Every call goes to the access node: without one, the app asks for nothing else.
    expect(asked).not.toContain('/api/hk/baseConfig');
    expect(seen.alerts).toHaveLength(1);
  });

  it('checks the network also when the app-domain step is off', async () => {
    const { deps: d, seen } = deps({ online: () => false });
    await expect(
      runLaunch({ path: '', query: {}, loadAppDomain: false, deps: d }),
    ).resolves.toEqual({ ok: false, reason: 'offline' });
    expect(seen.relaunched).toEqual([
      `/pages/index/networkCheck?redirect=${encodeURIComponent('/')}`,
    ]);
  });

  it('says the access node could not be got when the service refuses with an envelope code', async () => {
    addFault({ path: '/app-domain/getAppDomain', code: -1, message: 'no binding' });
    const { deps: d, seen } = deps();
    await expect(runLaunch({ path: '', query: {}, deps: d })).resolves.toEqual({
      ok: false,
      reason: 'noDomain',
    });
    expect(seen.alerts).toEqual([
      'Failed to get access node, retry later or contact administrator',
    ]);
    expect(seen.quit).toBe(1);
  });

  it('quitting stops the app: only the closed screen is left', async () => {
    addFault({ path: '/app-domain/getAppDomain', code: -1, message: 'no binding' });
    const { deps: d } = deps();
    delete d.quit;
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    useAppClosedStore.setState({ closed: false });
    await runLaunch({ path: '', query: {}, deps: d });
    expect(useAppClosedStore.getState().closed).toBe(true);
    expect(close).toHaveBeenCalled();
    close.mockRestore();
    useAppClosedStore.setState({ closed: false });
  });

  it('says the access node could not be got, and quits, when no domain comes back', async () => {
    server.use(
      mswHttp.get('*/app-domain/getAppDomain', () =>
        HttpResponse.json({ code: 0, message: '', data: { domain: '' } }),
      ),
    );
    const { deps: d, seen } = deps();
    await expect(runLaunch({ path: '', query: {}, deps: d })).resolves.toEqual({
      ok: false,
      reason: 'noDomain',
    });
    expect(seen.alerts).toEqual([
      'Failed to get access node, retry later or contact administrator',
    ]);
    expect(seen.quit).toBe(1);
  });

  it('says internal network fault on a failing service and system busy when nothing answers', async () => {
    addFault({ path: '/app-domain/getAppDomain', status: 503 });
    const first = deps();
    await expect(runLaunch({ path: '', query: {}, deps: first.deps })).resolves.toMatchObject({
      reason: 'networkFault',
    });
    expect(first.seen.alerts).toEqual(['Internal network fault, retry later']);
    addFault({ path: '/app-domain/getAppDomain', drop: true });
    const second = deps();
    await expect(runLaunch({ path: '', query: {}, deps: second.deps })).resolves.toMatchObject({
      reason: 'systemBusy',
    });
    expect(second.seen.alerts).toEqual(['System busy, check network and restart']);
    expect(second.seen.quit).toBe(1);
  });

  it('enters preview mode from iotPreview', async () => {
    const { deps: d } = deps();
    await runLaunch({
      path: 'pages/iot/index/index',
      query: { iotPreview: 'IotLayout:2' },
      deps: d,
    });
    expect(useIotStore.getState().simNo).toBe('IotLayout:2');
    expect(useIotStore.getState().simInfo?.simLayout?.index?.header.key).toBe('gradual');
  });

  it('in the WeChat browser without a promo code, sends the browser to the authorise endpoint', async () => {
    let called = 0;
    server.use(
      mswHttp.get('*/api/wechat/authorize', () => {
        called += 1;
        return HttpResponse.json({ code: 0, message: '', data: { url: 'https://x' } });
      }),
    );
    const { deps: d, seen } = deps({ isWechat: () => true });
    const result = await runLaunch({ path: 'pages/index/index', query: {}, deps: d });
    // Not a call: the browser itself goes to the endpoint, which redirects to WeChat.
    expect(called).toBe(0);
    expect(seen.redirected).toHaveLength(1);
    const target = new URL(seen.redirected[0], 'http://127.0.0.1:4180');
    expect(result).toEqual({ ok: true, wechatRedirect: seen.redirected[0] });
    expect(target.pathname).toBe('/api/wechat/authorize');
    const query = target.searchParams;
    expect(query?.get('type')).toBe('1');
    expect(query?.get('syncRedirect')).toBe('http://127.0.0.1:4180/shop/#/pages/index/index');
    expect(query?.get('page')).toBe('login');
  });

  it('does not ask WeChat on an IoT page opened with a promo code', async () => {
    const { deps: d, seen } = deps({ isWechat: () => true });
    await runLaunch({ path: 'pages/iot/login/index', query: { promoCode: 'AGENT001' }, deps: d });
    expect(seen.redirected).toEqual([]);
  });

  it('loads mini-user data once per launch unless MandatoryUpdate', async () => {
    const { deps: d } = deps();
    await runLaunch({ path: '', query: {}, deps: d });
    expect(useIndexDisplayStore.getState().launchSavedMiniUsers).toBe(true);
    useIndexDisplayStore.setState({ launchSavedMiniUsers: false });
    await runLaunch({ path: '', query: {}, mode: 'MandatoryUpdate', deps: d });
    expect(useIndexDisplayStore.getState().launchSavedMiniUsers).toBe(true);
  });
});
