import { afterEach, describe, expect, it } from 'vitest';
import { call } from '@/api/call';
import { readRequestContext } from '@/api/context';
import * as appDomain from '@/api/declarations/appDomain';
import * as hk from '@/api/declarations/hk';
import * as iot from '@/api/declarations/iot';
import { APP_PACKAGE_NAME } from '@/api/endpoints';
import { buildHeaders, publicPageUrl } from '@/api/headers';
import { planFirstCalls } from '@/app/early/plan';
import { loginSim } from '@/features/data/sim';
import { DEMO } from '@/mocks/db';
import { useIotStore } from '@/stores/iot';
import { setupDemoApi } from './harness';

// The card's number and token go with the card's own calls only (their declarations say
// `auth: 'card'`); the app-domain service, error reports, tracking (tests/unit/api/tracking.test.ts)
// and the shop's calls go without them; the page address goes without its secrets.

const { server } = setupDemoApi();

/** The headers of every request whose path ends with `path`, sent while `run` runs. */
async function headersOf(path: string, run: () => Promise<unknown>): Promise<Headers[]> {
  const seen: Headers[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path)) seen.push(request.headers);
  };
  server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return seen;
}

afterEach(() => {
  window.location.hash = '';
});

describe('the card headers', () => {
  it('go with a card call and with no other call', async () => {
    await loginSim({ simNo: DEMO.cards.ordinary });
    const { token } = useIotStore.getState();
    const card = await headersOf('/api/iot/simInfo', () => call(iot.getSimInfo));
    expect(card[0].get('Sim-No')).toBe(DEMO.cards.ordinary);
    expect(card[0].get('Sim-Token')).toBe(token);
    const shop = await headersOf('/api/hk/genericConfig', () => call(hk.getGenericConfig));
    expect(shop).toHaveLength(1);
    expect(shop[0].get('Sim-No')).toBeNull();
    expect(shop[0].get('Sim-Token')).toBeNull();
  });

  it('never go to the app-domain service or its error reports', async () => {
    await loginSim({ simNo: DEMO.cards.ordinary });
    const domain = await headersOf('/getAppDomain', () =>
      call(appDomain.getAppDomain, { packageName: APP_PACKAGE_NAME }, { silent: true }).catch(
        () => undefined,
      ),
    );
    const report = await headersOf('/errorReport', () =>
      call(
        appDomain.errorReport,
        { platform: 'h5', packageName: 'p', error: 'e' },
        { silent: true },
      ).catch(() => undefined),
    );
    for (const headers of [...domain, ...report]) {
      expect(headers.get('Sim-Token')).toBeNull();
      expect(headers.get('Sim-No')).toBeNull();
    }
    expect(domain.length + report.length).toBe(2);
  });

  it('of a layout preview name the layout and carry no token', async () => {
    useIotStore.getState().setSession('IotLayout:1', '');
    const card = await headersOf('/api/iot/simInfo', () =>
      call(iot.getSimInfo).catch(() => undefined),
    );
    expect(card[0].get('Sim-No')).toBe('IotLayout:1');
    expect(card[0].get('Sim-Token')).toBe('');
  });
});

describe('the Page-Url header', () => {
  it('carries no code, state or token of the hash route', async () => {
    window.location.hash =
      '#/pages-sub/iot/user/oauth?code=wx-code-1&state=abc123&id=7&access_token=t0k&promoCode=P1';
    const seen = await headersOf('/api/hk/genericConfig', () => call(hk.getGenericConfig));
    const pageUrl = decodeURIComponent(seen[0].get('Page-Url') ?? '');
    expect(pageUrl).toBe('/pages-sub/iot/user/oauth?id=7&promoCode=P1');
  });

  it('strips secrets from the search part and the hash route, and values that look like tokens', () => {
    expect(publicPageUrl('/?code=1&state=2&from=ad#/pages/index/index?ticket=3&goodsId=4')).toBe(
      '/?from=ad#/pages/index/index?goodsId=4',
    );
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const opaque = 'a'.repeat(20) + 'B9_-'.repeat(5);
    expect(publicPageUrl(`/pages/a?x=${jwt}&y=${opaque}&z=short`)).toBe('/pages/a?z=short');
    expect(publicPageUrl('/pages/a?simToken=1&SIM-TOKEN=2&password=3&keep=1')).toBe(
      '/pages/a?keep=1',
    );
    expect(publicPageUrl('/pages/a?code=1')).toBe('/pages/a');
    expect(publicPageUrl('/pages/iot/index/index?iotPreview=IotLayout:1')).toBe(
      '/pages/iot/index/index?iotPreview=IotLayout:1',
    );
    expect(publicPageUrl('/pages/a?%E0%A4%A=1&code=%')).toBe('/pages/a?%E0%A4%A=1');
  });
});

describe('the early calls', () => {
  it('send the very headers the client gives each call: the card headers on the card call only', () => {
    window.location.hash = '#/pages/iot/index/index?code=wx1';
    const layout = {
      sessionId: '0000-1111-2222-3333-4444-5555-6666-7777',
      orderSessionId: 'aaaa-bbbb-cccc-dddd-eeee-ffff-0000-1111',
    };
    const calls = planFirstCalls(window.location.hash, layout, {
      simNo: DEMO.cards.ordinary,
      token: 'tok-9',
    });
    const sim = calls.find((sent) => sent.url.endsWith('/api/iot/simInfo'));
    const config = calls.find((sent) => sent.url.includes('/api/hk/baseConfig'));
    expect(sim?.headers['Sim-No']).toBe(DEMO.cards.ordinary);
    expect(sim?.headers['Sim-Token']).toBe('tok-9');
    expect(config?.headers).not.toHaveProperty('Sim-Token');
    expect(config?.headers).not.toHaveProperty('Sim-No');
    for (const sent of calls) {
      expect(decodeURIComponent(sent.headers['Page-Url'])).toBe('/pages/iot/index/index');
    }
    // What the client would send for the same context.
    const context = { ...readRequestContext(), ...layout };
    expect(Object.keys(config?.headers ?? {}).sort()).toEqual(
      Object.keys(buildHeaders(context)).sort(),
    );
    expect(Object.keys(sim?.headers ?? {}).sort()).toEqual(
      Object.keys(buildHeaders(context, { card: true })).sort(),
    );
  });
});
