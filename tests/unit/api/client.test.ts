import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { call } from '@/api/call';
import * as hk from '@/api/declarations/hk';
import * as iot from '@/api/declarations/iot';
import * as shop from '@/api/declarations/shop';
import { http } from '@/api/http';
import { isApiError, type ApiError } from '@/api/errors';
import {
  createApiClient,
  REQUEST_TIMEOUT,
  setCatalogueLoader,
  setTransportLoader,
  stripEmpty,
} from '@/api/client';
import { serializeParams } from '@/api/querySerializer';
import { pinServerOffset, resetServerTime, serverNow, serverTimeKnown } from '@/api/serverTime';
import { addFault } from '@/mocks/faults';
import { useIotStore } from '@/stores/iot';
import { useLayoutStore } from '@/stores/layout';
import { setupDemoApi } from './harness';

const { server, effects } = setupDemoApi();

/** Runs a call that must fail and returns its ApiError after the catalogue has reacted. */
async function failure(pending: Promise<unknown>): Promise<ApiError> {
  const error = await pending.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw error;
  await error.handled;
  return error;
}

const order = {
  goodsId: 101,
  name: '张三',
  idCard: '110101199003071234',
  mobile: '13800138000',
  provinceCode: '440000',
  cityCode: '440300',
  countyCode: '440305',
  address: '科技园南区 1 栋',
};

describe('headers of every call (docs/requirements.md section 7)', () => {
  it('sends platform, hostname, device info, app, session ids, platform fields and page', async () => {
    let seen: Headers | undefined;
    server.use(
      mswHttp.get('*/api/hk/genericConfig', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({
          code: 0,
          message: '',
          data: { orderQueryMode: 2, loginAvatar: '' },
        });
      }),
    );
    useLayoutStore.setState({
      sessionId: '0000-1111-2222-3333-4444-5555-6666-7777',
      orderSessionId: 'aaaa-bbbb-cccc-dddd-eeee-ffff-0000-1111',
      platformOpenId: 'open-1',
      appShowOptions: { path: 'pages/index/index', query: { promoCode: 'P1' } },
    });
    useIotStore.setState({ simNo: '1064800000001', token: 'tok-1' });
    window.location.hash = '#/pages/goods/index?goodsId=101';

    await call(hk.getGenericConfig);

    expect(seen?.get('platform')).toBe('h5');
    expect(seen?.get('hostname')).toBe(window.location.hostname);
    expect(JSON.parse(decodeURIComponent(seen?.get('Device-Info') ?? ''))).toMatchObject({
      platform: 'web',
      userAgent: navigator.userAgent,
    });
    expect(seen?.get('app')).toBe('shop');
    expect(seen?.get('Session-ID')).toBe('0000-1111-2222-3333-4444-5555-6666-7777');
    expect(seen?.get('Order-Session-ID')).toBe('aaaa-bbbb-cccc-dddd-eeee-ffff-0000-1111');
    expect(seen?.get('Platform-Source')).toBe('h5');
    expect(seen?.get('Platform-OpenId')).toBe('open-1');
    expect(JSON.parse(decodeURIComponent(seen?.get('App-Show-Options') ?? ''))).toEqual({
      path: 'pages/index/index',
      query: { promoCode: 'P1' },
    });
    expect(decodeURIComponent(seen?.get('Page-Url') ?? '')).toBe('/pages/goods/index?goodsId=101');
    // Not a card call: the card's number and token stay home (tests/unit/api/headerScope.test.ts).
    expect(seen?.get('Sim-No')).toBeNull();
    expect(seen?.get('Sim-Token')).toBeNull();
  });

  it('generates the session ids lazily in the 8x4 hex form and reuses them', async () => {
    const ids: string[] = [];
    server.use(
      mswHttp.get('*/api/hk/genericConfig', ({ request }) => {
        ids.push(request.headers.get('Session-ID') ?? '');
        return HttpResponse.json({
          code: 0,
          message: '',
          data: { orderQueryMode: 1, loginAvatar: '' },
        });
      }),
    );
    await call(hk.getGenericConfig);
    await call(hk.getGenericConfig);
    expect(ids[0]).toMatch(/^[0-9a-f]{4}(-[0-9a-f]{4}){7}$/);
    expect(ids[1]).toBe(ids[0]);
  });
});

describe('parameters', () => {
  it('strips undefined, null and empty strings from GET query parameters', async () => {
    let search = '';
    server.use(
      mswHttp.get('*/api/shop/numberList', ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({
          code: 0,
          message: '',
          data: { list: [], total: 0, page: 1, pageSize: 10, hasMore: false },
        });
      }),
    );
    await call(shop.getNumberList, {
      operatorType: '',
      provinceCode: undefined,
      keyword: '88',
      pattern: '',
      page: 1,
    });
    expect(new URLSearchParams(search).toString()).toBe('keyword=88&page=1');
  });

  it('strips them from POST parameters too', async () => {
    let body: unknown;
    server.use(
      mswHttp.post('*/api/shop/createOrder', async ({ request }) => {
        body = await request.json();
        const data = { id: 1, orderSn: 'S1', status: 0 };
        return HttpResponse.json({ code: 0, message: '', data });
      }),
    );
    await call(shop.createShopOrder, {
      ...order,
      code: '',
      numberId: undefined,
      promoCode: undefined,
    });
    expect(body).toEqual(order);
  });

  it('keeps empty values on the saveLowerCustom path', async () => {
    let body: unknown;
    server.use(
      mswHttp.post('*/api/shop/agent/saveLowerCustom', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 0, message: '', data: { id: 11 } });
      }),
    );
    await call(shop.saveLowerCustom, { promoCode: 'AGENT001', agentId: 11, markup: '' });
    expect(body).toEqual({ promoCode: 'AGENT001', agentId: 11, markup: '' });
    await call(shop.saveLowerCustom, { promoCode: 'AGENT001', agentId: 11, markup: null });
    expect(body).toEqual({ promoCode: 'AGENT001', agentId: 11, markup: null });
  });

  it('keeps 0 and false, which are not empty', () => {
    expect(stripEmpty({ a: 0, b: false, c: '', d: null, e: undefined, f: 'x' })).toEqual({
      a: 0,
      b: false,
      f: 'x',
    });
  });

  it('serialises query strings with qs: nested objects and arrays in brackets', async () => {
    expect(serializeParams({ filter: { province: '440000', tags: ['a', 'b'] }, page: 2 })).toBe(
      'filter[province]=440000&filter[tags][]=a&filter[tags][]=b&page=2',
    );
    let search = '';
    server.use(
      mswHttp.get('*/api/test/qs', ({ request }) => {
        search = decodeURIComponent(new URL(request.url).search);
        return HttpResponse.json({ code: 0, message: '', data: null });
      }),
    );
    await http.get('/api/test/qs', { ids: [1, 2], range: { min: 10, max: 99 } });
    expect(search).toBe('?ids[]=1&ids[]=2&range[min]=10&range[max]=99');
  });
  it('writes plain queries into the address as the serialiser would, a lone surrogate included', async () => {
    const searches: string[] = [];
    server.use(
      mswHttp.get('*/api/test/plain', ({ request }) => {
        searches.push(new URL(request.url).search);
        return HttpResponse.json({ code: 0, message: '', data: null });
      }),
    );
    const plain = { keyword: "8 8/a'b", page: 2, fast: true };
    await http.get('/api/test/plain?from=link', plain);
    // A lone surrogate cannot be written by encodeURIComponent: the serialiser's qs path writes it.
    const lone = { keyword: '\ud800x' };
    await http.get('/api/test/plain', lone);
    expect(searches).toEqual([`?from=link&${serializeParams(plain)}`, `?${serializeParams(lone)}`]);
  });
});

describe('timeout', () => {
  it('gives every call 180000 ms', async () => {
    expect(REQUEST_TIMEOUT).toBe(180_000);
    let timeout: number | undefined;
    const instance = await http.instance();
    const id = instance.interceptors.request.use((config) => {
      timeout = config.timeout;
      return config;
    });
    await call(hk.getGenericConfig);
    instance.interceptors.request.eject(id);
    expect(timeout).toBe(180_000);
  });

  it('rejects a call that outlives its timeout with framework code 5 and a toast', async () => {
    // The late answer is let through only once the test has its result, and the test waits for
    // it: an answer arriving after the test file has ended would reach a torn-down page.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let answered = () => {};
    const lateAnswer = new Promise<void>((resolve) => {
      answered = resolve;
    });
    server.use(
      mswHttp.get('*/api/test/slow', async () => {
        await released;
        setTimeout(answered, 20);
        return HttpResponse.json({ code: 0, message: '', data: null });
      }),
    );
    const error = await failure(http.get('/api/test/slow', {}, { timeout: 50 }));
    expect(error.kind).toBe('framework');
    expect(error.code).toBe(5);
    expect(effects().recorded.toasts.map((t) => t.message)).toEqual([
      'The request timed out, please retry',
    ]);
    release();
    await lateAnswer;
  });

  it('rejects an aborted call with 600003 and no toast', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failure(
      http.get('/api/hk/genericConfig', {}, { signal: controller.signal }),
    );
    expect(error.code).toBe(600003);
    expect(effects().recorded.toasts).toEqual([]);
  });
});

describe('HTTP level (docs/requirements.md section 8)', () => {
  it('rejects 401 silently', async () => {
    addFault({ path: '/api/hk/genericConfig', status: 401, message: 'Unauthorised' });
    const error = await failure(call(hk.getGenericConfig));
    expect(error.status).toBe(401);
    expect(effects().recorded).toEqual({ toasts: [], dialogs: [], gone: [], expired: [] });
  });

  it('toasts the fixed network message on 500, whatever the server said', async () => {
    addFault({ path: '/api/hk/genericConfig', status: 500, message: 'NullPointerException' });
    const error = await failure(call(hk.getGenericConfig));
    expect(error.status).toBe(500);
    expect(effects().recorded.toasts).toEqual([
      { message: 'Network error, change network or retry later', duration: 2000 },
    ]);
  });

  it('toasts the server message on other statuses', async () => {
    addFault({ path: '/api/hk/genericConfig', status: 429, message: 'Too many requests' });
    await failure(call(hk.getGenericConfig));
    expect(effects().recorded.toasts.map((t) => t.message)).toEqual(['Too many requests']);
  });

  it("toasts 'request error' when another status has no message", async () => {
    server.use(
      mswHttp.get('*/api/hk/genericConfig', () => new HttpResponse('Bad gateway', { status: 502 })),
    );
    await failure(call(hk.getGenericConfig));
    expect(effects().recorded.toasts.map((t) => t.message)).toEqual(['Request error']);
  });

  it('stays quiet on other statuses when hideErrorToast is set', async () => {
    addFault({ path: '/api/test/quiet', status: 404, message: 'Not found' });
    const error = await failure(http.get('/api/test/quiet', {}, { hideErrorToast: true }));
    expect(error.status).toBe(404);
    expect(effects().recorded.toasts).toEqual([]);
  });

  it("toasts 'abnormal data response' for a missing body", async () => {
    addFault({ path: '/api/hk/genericConfig', empty: true });
    const error = await failure(call(hk.getGenericConfig));
    expect(error.kind).toBe('noBody');
    expect(effects().recorded.toasts.map((t) => t.message)).toEqual(['Abnormal data response']);
  });

  it("toasts 'network error, try another network' when the connection drops", async () => {
    addFault({ path: '/api/hk/genericConfig', drop: true });
    const error = await failure(call(hk.getGenericConfig));
    expect(error.kind).toBe('transport');
    expect(effects().recorded.toasts.map((t) => t.message)).toEqual([
      'Network error, try another network',
    ]);
  });
});

describe('envelope codes (docs/requirements.md section 8)', () => {
  it('0 resolves the data', async () => {
    await expect(call(hk.getGenericConfig)).resolves.toEqual({
      orderQueryMode: 1,
      loginAvatar: '/static/login-avatar.png',
    });
    expect(effects().recorded.toasts).toEqual([]);
  });

  it.each([41001, 41002])('%i rejects without any toast for the caller to handle', async (code) => {
    addFault({ path: '/api/hk/genericConfig', code, message: 'Please enter the pay password' });
    const error = await failure(call(hk.getGenericConfig));
    expect(error.code).toBe(code);
    expect(effects().recorded).toEqual({ toasts: [], dialogs: [], gone: [], expired: [] });
  });

  it("-1 toasts the message, or 'operation failed'", async () => {
    addFault({ path: '/api/hk/genericConfig', code: -1, message: 'Insufficient balance' });
    await failure(call(hk.getGenericConfig));
    addFault({ path: '/api/hk/genericConfig', code: -1 });
    await failure(call(hk.getGenericConfig));
    expect(effects().recorded.toasts.map((t) => t.message)).toEqual([
      'Insufficient balance',
      'Operation failed',
    ]);
  });

  it('61 toasts, clears the shop session and relaunches the login page with the way back', async () => {
    const error = await failure(call(shop.getShopOrderList, {}));
    expect(error.code).toBe(61);
    const { recorded } = effects();
    expect(recorded.toasts.map((t) => t.message)).toEqual(['Login timed out, please log in again']);
    expect(recorded.expired).toEqual(['shop']);
    expect(recorded.gone).toEqual([
      { kind: 'reLaunch', url: '/pages/login/index?redirect=%2Fpages%2Forder%2Findex' },
    ]);
  });

  it("61 without a message says 'login timed out, please log in again' and keeps the promo code", async () => {
    addFault({ path: '/api/hk/genericConfig', code: 61 });
    effects().promoCode = 'AGENT001';
    effects().currentUrl = '/pages/login/index';
    await failure(call(hk.getGenericConfig));
    expect(effects().recorded.toasts.map((t) => t.message)).toEqual([
      'Login timed out, please log in again',
    ]);
    expect(effects().recorded.gone).toEqual([
      { kind: 'reLaunch', url: '/pages/login/index?promoCode=AGENT001' },
    ]);
  });

  it('34061 toasts, clears the card session and relaunches the IoT login page that returns to the asking page', async () => {
    useIotStore.setState({ simNo: '1064800000001', token: 'stale' });
    effects().currentUrl = '/pages/iot/index/package/index?tab=2';
    const error = await failure(call(iot.getSimInfo));
    expect(error.code).toBe(34061);
    const { recorded } = effects();
    expect(recorded.toasts.map((t) => t.message)).toEqual([
      'Card session expired, please log in again',
    ]);
    expect(recorded.expired).toEqual(['iot']);
    expect(recorded.gone).toEqual([
      {
        kind: 'reLaunch',
        url: `/pages/iot/login/index?redirect=${encodeURIComponent('/pages/iot/index/package/index?tab=2')}`,
      },
    ]);
  });

  it('30001 shows the sold-out dialog; contact service goes to the customer page', async () => {
    effects().press = 'contactService';
    const error = await failure(call(shop.createShopOrder, { ...order, goodsId: 105 }));
    expect(error.code).toBe(30001);
    const { recorded } = effects();
    expect(recorded.toasts).toEqual([]);
    expect(recorded.dialogs).toEqual([
      {
        title: 'Item sold out',
        message: 'This item has just sold out. Ask customer service or pick another item.',
        buttons: [
          { key: 'contactService', label: 'Contact service', primary: undefined },
          { key: 'backToShop', label: 'Back to shop', primary: true },
        ],
      },
    ]);
    expect(recorded.gone).toEqual([{ kind: 'switchTab', url: '/pages/customer/index' }]);
  });

  it('30001 back to shop relaunches the index on the goods group, with the promo code', async () => {
    effects().press = 'backToShop';
    effects().promoCode = 'AGENT001';
    await failure(call(shop.createShopOrder, { ...order, goodsId: 105 }));
    expect(effects().recorded.gone).toEqual([
      { kind: 'reLaunch', url: '/pages/index/index?indexFirstGroup=2&promoCode=AGENT001' },
    ]);
  });

  it('30003 shows the acceptance dialog with contact service', async () => {
    effects().press = 'contactService';
    const error = await failure(call(shop.createShopOrder, { ...order, goodsId: 106 }));
    expect(error.code).toBe(30003);
    const [dialog] = effects().recorded.dialogs;
    expect(dialog.title).toBe('Order acceptance failed');
    expect(dialog.message).toBe('The operator does not deliver to this area');
    expect(dialog.buttons.map((b) => [b.key, b.label])).toEqual([
      ['close', 'Close'],
      ['contactService', 'Contact service'],
    ]);
    expect(effects().recorded.gone).toEqual([{ kind: 'switchTab', url: '/pages/customer/index' }]);
  });

  it('30003 close stays on the page', async () => {
    effects().press = 'close';
    await failure(call(shop.createShopOrder, { ...order, goodsId: 106 }));
    expect(effects().recorded.gone).toEqual([]);
  });

  it('32001 shows the reserved dialog; back to shop goes to the number group', async () => {
    effects().press = 'backToShop';
    const error = await failure(call(shop.reserveNumber, { numberId: 17 }));
    expect(error.code).toBe(32001);
    const [dialog] = effects().recorded.dialogs;
    expect(dialog.title).toBe('Number already reserved');
    expect(dialog.buttons.map((b) => [b.key, b.label])).toEqual([
      ['backToShop', 'Back to shop'],
      ['contactService', 'Contact service'],
    ]);
    expect(effects().recorded.gone).toEqual([
      { kind: 'reLaunch', url: '/pages/index/index?indexFirstGroup=1' },
    ]);
  });

  it('32001 contact service goes to the customer page', async () => {
    effects().press = 'contactService';
    await failure(call(shop.reserveNumber, { numberId: 34 }));
    expect(effects().recorded.gone).toEqual([{ kind: 'switchTab', url: '/pages/customer/index' }]);
  });

  it('40001 toasts the module-not-open message', async () => {
    addFault({ path: '/api/hk/genericConfig', code: 40001 });
    await failure(call(hk.getGenericConfig));
    expect(effects().recorded.toasts.map((t) => t.message)).toEqual([
      'This feature is not open yet',
    ]);
  });

  it('33001 shows the dialog whose one button goes back to my downstream', async () => {
    effects().press = 'backToDownstream';
    const error = await failure(
      call(shop.saveLowerCustom, { promoCode: 'AGENT001', agentId: 21, markup: 5 }),
    );
    expect(error.code).toBe(33001);
    const [dialog] = effects().recorded.dialogs;
    expect(dialog.title).toBe('Not a direct downstream agent');
    expect(dialog.buttons.map((b) => [b.key, b.label])).toEqual([
      ['backToDownstream', 'Back to my downstream'],
    ]);
    expect(effects().recorded.gone).toEqual([
      { kind: 'redirectTo', url: '/pages/index/agent/index' },
    ]);
  });

  it("other codes toast the message, or 'other error'", async () => {
    addFault({ path: '/api/hk/genericConfig', code: 12345, message: 'Try again tomorrow' });
    await failure(call(hk.getGenericConfig));
    addFault({ path: '/api/hk/genericConfig', code: 12345 });
    await failure(call(hk.getGenericConfig));
    expect(effects().recorded.toasts.map((t) => t.message)).toEqual([
      'Try again tomorrow',
      'Other error',
    ]);
  });
});

describe('the failure catalogue is a chunk of its own', () => {
  it('a failure waits for it, and a failure before it could load still toasts', async () => {
    const restore = setCatalogueLoader(() => Promise.reject(new Error('chunk failed')));
    try {
      addFault({ path: '/api/hk/genericConfig', code: 12345, message: 'Try again tomorrow' });
      await failure(call(hk.getGenericConfig));
      addFault({ path: '/api/hk/genericConfig', code: 30001 });
      const soldOut = await failure(call(hk.getGenericConfig));
      expect(soldOut.message).toBe('Other error');
      addFault({ path: '/api/hk/genericConfig', code: 41001, message: 'Pay password' });
      await failure(call(hk.getGenericConfig));
      addFault({ path: '/api/hk/genericConfig', status: 503 });
      await failure(call(hk.getGenericConfig));
      // Without the catalogue: the server's message or "other error", no dialog, no navigation.
      expect(effects().recorded).toEqual({
        toasts: [
          { message: 'Try again tomorrow', duration: 2000 },
          { message: 'Other error', duration: 2000 },
          { message: 'Other error', duration: 2000 },
        ],
        dialogs: [],
        gone: [],
        expired: [],
      });
    } finally {
      restore();
    }
    // Once it loads again, the next failure gets its full reaction (a dialog for 30001).
    addFault({ path: '/api/hk/genericConfig', code: 30001 });
    await failure(call(hk.getGenericConfig));
    expect(effects().recorded.dialogs.map((dialog) => dialog.title)).toEqual(['Item sold out']);
  });
});

describe('the HTTP libraries are a chunk of their own', () => {
  it('a call while they cannot load fails as a network failure, and the next call loads them', async () => {
    let attempts = 0;
    const restore = setTransportLoader(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('chunk failed')) : import('@/api/transport');
    });
    // A client of its own: the app's has made its axios instance in the tests before.
    const client = createApiClient({ effects });
    try {
      const error = await failure(client.get('/api/hk/genericConfig'));
      expect(error.kind).toBe('transport');
      expect(effects().recorded.toasts.map((t) => t.message)).toEqual([
        'Network error, try another network',
      ]);
      await expect(client.get('/api/hk/genericConfig')).resolves.toMatchObject({
        orderQueryMode: 1,
      });
      expect(attempts).toBe(2);
    } finally {
      restore();
    }
  });
});

describe('server time', () => {
  it('keeps the server clock offset from every response', async () => {
    const serverTime = Date.now() + 3_600_000;
    server.use(
      mswHttp.get('*/api/site/config', () =>
        HttpResponse.json({ code: 0, message: '', data: {}, serverTime }),
      ),
    );
    await http.get('/api/site/config');
    expect(serverTimeKnown()).toBe(true);
    expect(Math.abs(serverNow() - serverTime)).toBeLessThan(1000);
  });

  it('holds a pinned offset whatever answers say, until reset', async () => {
    server.use(
      mswHttp.get('*/api/site/config', () =>
        HttpResponse.json({ code: 0, message: '', data: {}, serverTime: Date.now() + 86_400_000 }),
      ),
    );
    pinServerOffset(0);
    await http.get('/api/site/config');
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(1000);
    resetServerTime();
    await http.get('/api/site/config');
    expect(serverNow() - Date.now()).toBeGreaterThan(86_000_000);
    resetServerTime();
  });
});
