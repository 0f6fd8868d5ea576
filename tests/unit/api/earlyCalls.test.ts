import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_CALL_TTL_MS,
  earlyCallKey,
  markAppStarted,
  requestUrl,
  sendEarly,
  takeEarlyCall,
  plainQuery,
  flatQuery,
} from '@/api/early';
import { call } from '@/api/call';
import * as hk from '@/api/declarations/hk';
import * as shop from '@/api/declarations/shop';
import * as site from '@/api/declarations/site';
import {
  firstKeyword,
  NUMBER_LISTS,
  numberListQuery,
  OPERATOR_DICT,
} from '@/features/shop/numberQuery';
import { fetchProvinces, forgetVisitorLocation, locateVisitor } from '@/features/data/shop';
import { serializeParams } from '@/api/querySerializer';
import { setTransportLoader, stripEmpty } from '@/api/client';
import { sendFirstCalls } from '@/app/early/firstCalls';
import { runLaunch } from '@/features/launch/launch';
import { parsePreview } from '@/lib/preview';
import { parseUrl } from '@/router/url';
import { baseConfig } from '@/features/data/baseConfig';
import { removeData } from '@/features/data/cache';
import { useIotStore } from '@/stores/iot';
import { fetchSim, resetSimThrottles } from '@/features/data/sim';
import { DEMO } from '@/mocks/db';
import { LAYOUT_STORE_KEY } from '@/stores/keys';
import { useLayoutStore } from '@/stores/layout';
import { setupDemoApi } from './harness';

const { server } = setupDemoApi();

const PREVIEW_LINK = '#/pages/iot/index/index?iotPreview=IotLayout:1&promoCode=AGENT001';

/** The requests that reached the demo API, as 'GET /path?query'. */
let reached: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  reached.push(`${request.method} ${url.pathname}${url.search}`);
};

/** What the early calls sent: the browser's fetch, with the page's address as its base. */
let earlySent: string[] = [];
function stubBrowserFetch(fail = false) {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    earlySent.push(input);
    if (fail) return Promise.reject(new TypeError('Failed to fetch'));
    return realFetch(new URL(input, window.location.href), init);
  });
}

/** The early calls, every one sent: it sends all but the first in tasks of their own. */
async function sendAllFirstCalls() {
  sendFirstCalls();
  // Planned at once, the first sent a task later, each other one in a task of its own after it.
  for (let task = 0; task < 2; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The app's start: the stores read what is stored (src/stores/layout.ts marks the app started as
 * it is made), then src/app/main.tsx sets a preview link's card and runs the launch.
 */
async function startApp(hash: string) {
  await useLayoutStore.persist.rehydrate();
  await useIotStore.persist.rehydrate();
  markAppStarted();
  const landing = parseUrl(hash);
  const preview = parsePreview(landing.query.iotPreview);
  if (preview) useIotStore.getState().setSession(preview, '');
  const result = await runLaunch({
    path: landing.path,
    query: landing.query,
    deps: { online: () => true, isWechat: () => false, alert: async () => {}, quit: () => {} },
  });
  return result;
}

function resetEarlyRegistry() {
  delete (globalThis as { __shopEarlyCalls?: unknown }).__shopEarlyCalls;
}

beforeEach(() => {
  resetEarlyRegistry();
  forgetVisitorLocation();
  removeData(['config']);
  reached = [];
  earlySent = [];
  server.events.on('request:start', record);
});

afterEach(() => {
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
  resetEarlyRegistry();
  window.location.hash = '';
});

describe('the launch calls sent before the app', () => {
  it('sends the access node, configuration and preview card calls, and the app takes their answers', async () => {
    window.location.hash = PREVIEW_LINK;
    stubBrowserFetch();
    await sendAllFirstCalls();
    expect(earlySent).toEqual([
      '/app-domain/getAppDomain?packageName=com.shop.simcard.h5',
      '/api/hk/baseConfig?promoCode=AGENT001',
      '/api/iot/simInfo',
    ]);
    vi.unstubAllGlobals();

    await expect(startApp(PREVIEW_LINK)).resolves.toEqual({ ok: true });
    await vi.waitFor(() => expect(useIotStore.getState().simInfo).not.toBeNull());
    // Each call reached the server once: the app sent none of them again.
    expect([...reached].sort()).toEqual([
      'GET /api/hk/baseConfig?promoCode=AGENT001',
      'GET /api/iot/simInfo',
      'GET /app-domain/getAppDomain?packageName=com.shop.simcard.h5',
    ]);
    expect(baseConfig()?.promoCode).toBe('AGENT001');
    expect(useIotStore.getState().simNo).toBe('IotLayout:1');
  });

  it('at the home, the launch takes its early answers without the client’s HTTP libraries', async () => {
    window.location.hash = '#/pages/index/index?promoCode=AGENT001';
    stubBrowserFetch();
    await sendAllFirstCalls();
    expect(earlySent).toEqual([
      '/app-domain/getAppDomain?packageName=com.shop.simcard.h5',
      '/api/hk/baseConfig?promoCode=AGENT001',
    ]);
    vi.unstubAllGlobals();
    let loads = 0;
    const restore = setTransportLoader(() => {
      loads += 1;
      return import('@/api/transport');
    });
    try {
      await expect(startApp(window.location.hash)).resolves.toEqual({ ok: true });
      expect(baseConfig()?.promoCode).toBe('AGENT001');
      expect(loads).toBe(0);
    } finally {
      restore();
    }
  });

  it('asks for the card agent’s configuration as soon as a preview card names another agent', async () => {
    const link = '#/pages/iot/index/index?iotPreview=IotLayout:1';
    useLayoutStore.getState().setPromoCode('');
    window.location.hash = link;
    stubBrowserFetch();
    await sendAllFirstCalls();
    expect(earlySent.slice(0, 3)).toEqual([
      '/app-domain/getAppDomain?packageName=com.shop.simcard.h5',
      '/api/hk/baseConfig',
      '/api/iot/simInfo',
    ]);
    // The card's answer names its agent (AGENT001): its configuration follows at once.
    await vi.waitFor(() => expect(earlySent).toContain('/api/hk/baseConfig?promoCode=AGENT001'));
    vi.unstubAllGlobals();

    await expect(startApp(link)).resolves.toEqual({ ok: true });
    await vi.waitFor(() => expect(baseConfig()?.promoCode).toBe('AGENT001'));
    // The app took both configurations and the card from the early calls: none went out twice.
    expect([...reached].sort()).toEqual([
      'GET /api/hk/baseConfig',
      'GET /api/hk/baseConfig?promoCode=AGENT001',
      'GET /api/iot/simInfo',
      'GET /app-domain/getAppDomain?packageName=com.shop.simcard.h5',
    ]);
  });

  it('on the card home of a signed-in card, sends its card call, which the page takes', async () => {
    const { token } = await call(site.simLogin, { simNo: DEMO.cards.ordinary });
    useIotStore.getState().setSession(DEMO.cards.ordinary, token);
    useIotStore.getState().setSimInfo(null);
    resetSimThrottles();
    reached = [];
    window.location.hash = '#/pages/iot/index/index';
    stubBrowserFetch();
    await sendAllFirstCalls();
    vi.unstubAllGlobals();
    expect(earlySent).toContain('/api/iot/simInfo');

    await startApp('#/pages/iot/index/index');
    // The card home asks for the card once it is drawn (before the launch's leftovers are dropped).
    const info = await fetchSim();
    expect(info?.simNo).toBe(DEMO.cards.ordinary);
    expect(reached.filter((sent) => sent.includes('simInfo'))).toEqual(['GET /api/iot/simInfo']);
  });

  it('on a number list, asks for the first page once the visitor province is known', async () => {
    const link = '#/pages/index/VanityNumber/index?keyword=8a8&promoCode=AGENT001';
    window.location.hash = link;
    stubBrowserFetch();
    await sendAllFirstCalls();
    expect(earlySent).toContain('/api/shop/base/ipLocation');
    await vi.waitFor(() => expect(earlySent.some((url) => url.includes('numberList'))).toBe(true));
    vi.unstubAllGlobals();

    await startApp(link);
    // What the list asks for first (src/features/shop/NumberBrowser.tsx).
    const location = await locateVisitor();
    const search = {
      operator: '',
      provinceCode: location?.provinceCode ?? '',
      keyword: firstKeyword('8a8'),
      pattern: '',
    } as const;
    const kind = NUMBER_LISTS['pages/index/VanityNumber/index'];
    await call(
      shop.getNumberList,
      numberListQuery(1, search, kind, useLayoutStore.getState().promoCode),
    );
    const operators = await call(site.getDictOptions, { types: [OPERATOR_DICT] });
    expect(operators[OPERATOR_DICT]?.length).toBeGreaterThan(0);
    expect(reached.filter((sent) => sent.includes('dictData'))).toEqual([
      'POST /api/dictData/options',
    ]);
    // The filter's province names, asked for as the list opens, came early too.
    expect((await fetchProvinces()).length).toBeGreaterThan(0);
    expect(earlySent).toContain('/provinces/all.json');
    expect(reached.filter((sent) => sent.includes('provinces'))).toEqual([
      'GET /provinces/all.json',
    ]);
    expect(reached.filter((sent) => sent.includes('/api/shop/'))).toEqual([
      'GET /api/shop/base/ipLocation',
      `GET /api/shop/numberList?page=1&pageSize=20&provinceCode=${search.provinceCode}&keyword=88&pretty=1&promoCode=AGENT001`,
    ]);
  });

  it('stores the session ids it sends, and the app sends the same', async () => {
    window.location.hash = '#/pages/index/VanityNumber/index';
    stubBrowserFetch();
    await sendAllFirstCalls();
    vi.unstubAllGlobals();
    const stored = JSON.parse(localStorage.getItem(LAYOUT_STORE_KEY) ?? '{}') as {
      state: { sessionId: string };
    };
    expect(stored.state.sessionId).toMatch(/^[0-9a-f]{4}(-[0-9a-f]{4}){7}$/);

    await startApp('#/pages/index/VanityNumber/index');
    expect(useLayoutStore.getState().sessionId).toBe(stored.state.sessionId);
    expect(reached.filter((sent) => sent.includes('baseConfig'))).toHaveLength(1);
  });

  it('sends nothing when the storage refuses its session ids, and the app asks for itself', async () => {
    window.location.hash = '#/pages/index/VanityNumber/index';
    localStorage.removeItem(LAYOUT_STORE_KEY);
    stubBrowserFetch();
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota exceeded', 'QuotaExceededError');
    });
    try {
      expect(() => sendFirstCalls()).not.toThrow();
    } finally {
      refuse.mockRestore();
      vi.unstubAllGlobals();
    }
    expect(earlySent).toEqual([]);

    await startApp('#/pages/index/VanityNumber/index');
    expect(reached.filter((sent) => sent.includes('baseConfig'))).toHaveLength(1);
  });

  it('leaves a request that differs to the app: another promo code is asked for itself', async () => {
    window.location.hash = PREVIEW_LINK;
    stubBrowserFetch();
    await sendAllFirstCalls();
    vi.unstubAllGlobals();

    // The address changed before the app started (a link opened inside the page).
    await startApp('#/pages/iot/index/index?iotPreview=IotLayout:1&promoCode=AGENT011');
    // The link's agent is asked for by the app itself; the card page then shows the card's own
    // agent's configuration (its information names AGENT001).
    await vi.waitFor(() => expect(baseConfig()?.promoCode).toBe('AGENT001'));
    // The early call (AGENT001, left unused), the link's agent, then the card's agent.
    expect(reached.filter((sent) => sent.includes('baseConfig')).sort()).toEqual([
      'GET /api/hk/baseConfig?promoCode=AGENT001',
      'GET /api/hk/baseConfig?promoCode=AGENT001',
      'GET /api/hk/baseConfig?promoCode=AGENT011',
    ]);
  });

  it('sends the calls itself when the early ones failed on the network', async () => {
    window.location.hash = PREVIEW_LINK;
    stubBrowserFetch(true);
    await sendAllFirstCalls();
    vi.unstubAllGlobals();
    expect(earlySent).toHaveLength(3);

    await expect(startApp(PREVIEW_LINK)).resolves.toEqual({ ok: true });
    expect(reached.filter((sent) => sent.includes('baseConfig'))).toHaveLength(1);
    expect(baseConfig()?.promoCode).toBe('AGENT001');
  });

  it('sends nothing once the app has started, and a later request reaches the server', async () => {
    window.location.hash = PREVIEW_LINK;
    stubBrowserFetch();
    await sendAllFirstCalls();
    await startApp(PREVIEW_LINK);
    sendFirstCalls();
    expect(earlySent).toHaveLength(3);
    vi.unstubAllGlobals();

    reached = [];
    removeData(['config']);
    await call(hk.getBaseConfig, { promoCode: 'AGENT001' });
    expect(reached).toEqual(['GET /api/hk/baseConfig?promoCode=AGENT001']);
  });

  it('uses an answer once, and not when it is older than the time allowed', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    sendEarly('/api/a', { app: 'shop' });
    sendEarly('/api/b', { app: 'shop' });
    const a = earlyCallKey('GET', '/api/a', { app: 'shop' });
    const b = earlyCallKey('GET', '/api/b', { app: 'shop' });
    expect(takeEarlyCall(a)).not.toBeNull();
    expect(takeEarlyCall(a)).toBeNull();
    expect(takeEarlyCall(b, Date.now() + EARLY_CALL_TTL_MS + 1)).toBeNull();
    // Another header (a different card) finds nothing.
    sendEarly('/api/a', { app: 'shop', 'Sim-No': '1' });
    expect(takeEarlyCall(earlyCallKey('GET', '/api/a', { app: 'shop', 'Sim-No': '2' }))).toBeNull();
    // Once the app has started, only a call made with an early answer still goes out.
    markAppStarted();
    expect(sendEarly('/api/c', { app: 'shop' })).toBeNull();
    expect(sendEarly('/api/c', { app: 'shop' }, undefined, true)).not.toBeNull();
  });

  it('encodes a query as the client does', () => {
    const params = { promoCode: "A B/ü!'()*~._-", packageName: 'com.shop.simcard.h5' };
    expect(plainQuery(params)).toBe(serializeParams(params));
    const plain = { page: 2, hot: true, keyword: '', none: null, promoCode: 'P 1' };
    expect(flatQuery(plain)).toBe(serializeParams(stripEmpty(plain)!));
    // Objects and arrays only the client's serialiser writes: no early answer is looked for.
    expect(flatQuery({ range: { min: 1 } })).toBeNull();
    expect(flatQuery({ ids: [1, 2] })).toBeNull();
    expect(requestUrl('/app-domain/', '/getAppDomain', 'a=1')).toBe('/app-domain/getAppDomain?a=1');
    expect(requestUrl('', '/api/iot/simInfo', '')).toBe('/api/iot/simInfo');
  });
});
