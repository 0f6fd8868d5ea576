import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  QUIET_START_MS,
  resetTracking,
  trackedPath,
  trackOrder,
  trackPageView,
} from '@/api/tracking';
import { useIotStore } from '@/stores/iot';
import { setupDemoApi } from './harness';

const { server, effects } = setupDemoApi();

interface Seen {
  body: Record<string, unknown>;
  simToken: string | null;
  url: string;
}

function capture(status = 200, code = 0): Seen[] {
  const seen: Seen[] = [];
  server.use(
    mswHttp.post('*/api/hk/pointReport', async ({ request }) => {
      seen.push({
        body: (await request.json()) as Record<string, unknown>,
        simToken: request.headers.get('Sim-Token'),
        url: request.url,
      });
      return HttpResponse.json({ code, message: 'nope', data: null }, { status });
    }),
  );
  return seen;
}

describe('tracking through pointReport', () => {
  beforeEach(() => {
    resetTracking();
    useIotStore.getState().setSession('1064800000001', 'secret-sim-token');
    // The page has been open long enough for reports to leave (the first seconds are tested
    // below): the worker running this file may have started a moment ago.
    vi.spyOn(performance, 'now').mockReturnValue(QUIET_START_MS + 5000);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reports a page view by its path only, once per page, without the card token', async () => {
    const seen = capture();
    trackPageView('/pages/goods/index?goodsId=101&code=123456', 'P1');
    trackPageView('/pages/goods/index?goodsId=102');
    trackPageView('#/pages/order/index');
    await expect.poll(() => seen.length).toBe(2);
    expect(seen[0].body).toEqual({
      event: 'page_view',
      page: '/pages/goods/index',
      promoCode: 'P1',
    });
    expect(seen[1].body).toMatchObject({ event: 'page_view', page: '/pages/order/index' });
    for (const request of seen) {
      // Tracking is no card call: the card's token stays home (src/api/headers.ts).
      expect(request.simToken).toBeNull();
      expect(JSON.stringify(request.body)).not.toContain('secret-sim-token');
      expect(request.url).not.toContain('secret-sim-token');
      expect(JSON.stringify(request.body)).not.toContain('123456');
    }
  });

  it('reports an order with its kind and number', async () => {
    const seen = capture();
    trackOrder('shop', 'SO1', '#/pages/goods/index?goodsId=1', 'P1');
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0].body).toEqual({
      event: 'order_submit',
      page: '/pages/goods/index',
      promoCode: 'P1',
      extra: { kind: 'shop', orderSn: 'SO1' },
    });
  });

  it('never shows, navigates or throws when the report fails', async () => {
    const failing = capture(500);
    expect(() => trackPageView('/pages/index/index')).not.toThrow();
    await expect.poll(() => failing.length).toBe(1);
    const expired = capture(200, 61);
    trackPageView('/pages/user/index');
    await expect.poll(() => expired.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(effects().recorded).toEqual({ toasts: [], dialogs: [], gone: [], expired: [] });
  });

  describe('when the browser is idle', () => {
    let idle: (() => void)[] = [];
    beforeEach(() => {
      idle = [];
      vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      vi.useRealTimers();
    });

    it('waits for the page’s first seconds to pass before it looks for idle time', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      vi.spyOn(performance, 'now').mockReturnValue(500);
      trackPageView('/pages/index/VanityNumber/index');
      vi.advanceTimersByTime(QUIET_START_MS - 600);
      expect(idle).toHaveLength(0);
      vi.spyOn(performance, 'now').mockReturnValue(QUIET_START_MS);
      vi.advanceTimersByTime(100);
      expect(idle).toHaveLength(1);
    });

    it('holds reports until then, and sends them in order', async () => {
      const seen = capture();
      trackPageView('/pages/index/index');
      trackOrder('shop', 'SO2', '/pages/goods/index');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(seen).toEqual([]);
      expect(idle).toHaveLength(1);
      idle[0]();
      await expect.poll(() => seen.length).toBe(2);
      expect(seen.map((request) => request.body.event)).toEqual(['page_view', 'order_submit']);
    });

    it('sends what still waits when the visitor leaves the page', async () => {
      const seen = capture();
      trackPageView('/pages/user/index');
      window.dispatchEvent(new Event('pagehide'));
      await expect.poll(() => seen.length).toBe(1);
      expect(seen[0].body).toMatchObject({ event: 'page_view', page: '/pages/user/index' });
      // The idle callback that comes later finds nothing left to send.
      idle[0]();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(seen).toHaveLength(1);
    });
  });

  it('keeps the route path of an address', () => {
    expect(trackedPath('#/pages/a/b?x=1#y')).toBe('/pages/a/b');
    expect(trackedPath('')).toBe('/');
  });
});
