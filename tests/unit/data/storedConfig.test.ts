import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { BASE_CONFIG_KEY, baseConfig, refreshBaseConfig } from '@/features/data/baseConfig';
import { readData, removeData } from '@/features/data/cache';
import {
  STORED_CONFIG_KEY,
  followStoredConfig,
  stopFollowingStoredConfig,
} from '@/features/data/storedConfig';
import { setupDemoApi } from '../api/harness';

const { server } = setupDemoApi();

/** A new visit: the page's memory is gone, the storage stays. */
function newVisit() {
  stopFollowingStoredConfig();
  removeData(['config']);
}

beforeEach(() => {
  newVisit();
  localStorage.removeItem(STORED_CONFIG_KEY);
});

/** What the launch does: the kept copy first, then the load of the configuration. */
function launch(promoCode: string) {
  followStoredConfig(promoCode);
  return refreshBaseConfig(promoCode);
}

/** Waits until storage keeps this promo code's configuration (with this title). */
const keptFor = (promoCode: string, title?: string) =>
  vi.waitFor(() => {
    const kept = JSON.parse(localStorage.getItem(STORED_CONFIG_KEY) ?? 'null');
    expect(kept?.promoCode).toBe(promoCode);
    if (title) expect(kept?.config.front.title).toBe(title);
  });

const renamed = (title: string) =>
  http.get('*/api/hk/baseConfig', async () => {
    const config = readData<{ config: object }>(BASE_CONFIG_KEY).data?.config;
    return HttpResponse.json({
      code: 0,
      message: 'ok',
      serverTime: Date.now(),
      data: { ...config, front: { ...(config as { front: object }).front, title } },
    });
  });

describe('the last configuration, kept for the next visit', () => {
  it('shows the same agent the configuration it saw last, at once, then the fresh one', async () => {
    const loaded = await launch('AGENT001');
    expect(loaded?.front.title).toBeTruthy();
    await keptFor('AGENT001', loaded!.front.title);
    newVisit();
    expect(baseConfig()).toBeNull();

    // The agent renamed the shop meanwhile: the copy shows at once, the fresh one replaces it.
    server.use(renamed('Renamed shop'));
    const fresh = launch('AGENT001');
    expect(readData(BASE_CONFIG_KEY).loading).toBe(true);
    expect(baseConfig()).toEqual(loaded);
    await fresh;
    expect(baseConfig()?.front.title).toBe('Renamed shop');
    // And the next visit starts from the renamed one.
    await keptFor('AGENT001', 'Renamed shop');
    newVisit();
    followStoredConfig('AGENT001');
    expect(baseConfig()?.front.title).toBe('Renamed shop');
  });

  it('drops a copy read after the fresh configuration arrived', async () => {
    await launch('AGENT001');
    await keptFor('AGENT001');
    newVisit();
    localStorage.setItem(
      STORED_CONFIG_KEY,
      JSON.stringify({ promoCode: 'AGENT001', config: { ...baseConfig(), promoName: 'Old' } }),
    );
    await refreshBaseConfig('AGENT001');
    followStoredConfig('AGENT001');
    expect(baseConfig()?.promoName).not.toBe('Old');
  });

  it('never shows another agent the configuration of the last one', async () => {
    await launch('AGENT001');
    await keptFor('AGENT001');
    newVisit();
    followStoredConfig('AGENT011');
    expect(baseConfig()).toBeNull();
    newVisit();
    followStoredConfig('');
    expect(baseConfig()).toBeNull();
  });

  it('treats the promo codes that mean none as the default agent', async () => {
    await launch('');
    await keptFor('');
    newVisit();
    followStoredConfig('undefined');
    expect(baseConfig()).not.toBeNull();
  });

  it('ignores a copy that is broken or no longer reads with the answer schema', () => {
    for (const raw of [
      '{not json',
      'null',
      '"text"',
      JSON.stringify({ promoCode: 'AGENT001' }),
      JSON.stringify({ promoCode: 'AGENT001', config: { front: 3 } }),
    ]) {
      localStorage.setItem(STORED_CONFIG_KEY, raw);
      newVisit();
      expect(() => followStoredConfig('AGENT001')).not.toThrow();
      expect(baseConfig()).toBeNull();
    }
  });

  it('still shows the copy when the load fails, and keeps it', async () => {
    const loaded = await launch('AGENT001');
    await keptFor('AGENT001');
    newVisit();
    server.use(http.get('*/api/hk/baseConfig', () => HttpResponse.error()));
    await expect(launch('AGENT001')).resolves.toBeNull();
    expect(baseConfig()).toEqual(loaded);
    await keptFor('AGENT001', loaded!.front.title);
  });
});
