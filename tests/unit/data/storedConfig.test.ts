import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  BASE_CONFIG_KEY,
  STORED_CONFIG_KEY,
  baseConfig,
  refreshBaseConfig,
  seedStoredConfig,
} from '@/features/data/baseConfig';
import { readData, removeData } from '@/features/data/cache';
import { setupDemoApi } from '../api/harness';

const { server } = setupDemoApi();

beforeEach(() => {
  removeData(['config']);
  localStorage.removeItem(STORED_CONFIG_KEY);
});

/** A new visit: the page's memory is gone, the storage stays. */
const newVisit = () => removeData(['config']);

describe('the last configuration, kept for the next visit', () => {
  it('shows the same agent the configuration it saw last, at once, then the fresh one', async () => {
    const loaded = await refreshBaseConfig('AGENT001');
    expect(loaded?.front.title).toBeTruthy();
    newVisit();
    expect(baseConfig()).toBeNull();

    seedStoredConfig('AGENT001');
    expect(baseConfig()).toEqual(loaded);

    // The agent renamed the shop meanwhile: the launch's load replaces the copy.
    server.use(
      http.get('*/api/hk/baseConfig', async () =>
        HttpResponse.json({
          code: 0,
          message: 'ok',
          serverTime: Date.now(),
          data: { ...loaded, front: { ...loaded!.front, title: 'Renamed shop' } },
        }),
      ),
    );
    const fresh = refreshBaseConfig('AGENT001');
    expect(readData(BASE_CONFIG_KEY).loading).toBe(true);
    expect(baseConfig()?.front.title).toBe(loaded!.front.title);
    await fresh;
    expect(baseConfig()?.front.title).toBe('Renamed shop');
    // And the next visit starts from the renamed one.
    newVisit();
    seedStoredConfig('AGENT001');
    expect(baseConfig()?.front.title).toBe('Renamed shop');
  });

  it('never shows another agent the configuration of the last one', async () => {
    await refreshBaseConfig('AGENT001');
    newVisit();
    seedStoredConfig('AGENT011');
    expect(baseConfig()).toBeNull();
    seedStoredConfig('');
    expect(baseConfig()).toBeNull();
  });

  it('treats the promo codes that mean none as the default agent', async () => {
    await refreshBaseConfig('');
    newVisit();
    seedStoredConfig('undefined');
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
      expect(() => seedStoredConfig('AGENT001')).not.toThrow();
      expect(baseConfig()).toBeNull();
    }
  });

  it('keeps the copy when a load fails, and a failed load still shows it', async () => {
    const loaded = await refreshBaseConfig('AGENT001');
    newVisit();
    seedStoredConfig('AGENT001');
    server.use(http.get('*/api/hk/baseConfig', () => HttpResponse.error()));
    await expect(refreshBaseConfig('AGENT001')).resolves.toBeNull();
    expect(baseConfig()).toEqual(loaded);
    expect(JSON.parse(localStorage.getItem(STORED_CONFIG_KEY) ?? 'null')?.promoCode).toBe(
      'AGENT001',
    );
  });
});
