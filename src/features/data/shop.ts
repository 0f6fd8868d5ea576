import { call } from '@/api/call';
import * as shop from '@/api/declarations/shop';
import * as site from '@/api/declarations/site';
import type { HotQuestion, IpLocation, RegionNode } from '@/api/types';
import { normalizeCode } from '@/lib/emptyish';
import { useShopCacheStore } from '@/stores/shopCache';
import { fetchData, readData, removeData, seedData } from './cache';
import { useData, type Resource } from './useData';

// The shop's shared server data. The province tree and the hot questions are also kept in the
// persisted shop cache (docs/requirements.md section 3): the cache is seeded from it and writes it through.

/** The province tree (provinces with cities): loaded once and kept. */
export const PROVINCES_KEY = ['region', 'provinces'] as const;
/** The visitor's location from their IP address: once a visit (never persisted). */
export const LOCATION_KEY = ['visitor', 'location'] as const;
/** Hot questions of customer service, by promo code. */
export const HOT_QUESTIONS_KEY = ['shop', 'hotQuestions'] as const;

/** Hot-question reloads closer than this are answered from the last (docs/requirements.md section 9). */
export const HOT_QUESTIONS_THROTTLE_MS = 1000;

function seedProvinces(): void {
  const kept = useShopCacheStore.getState().provinces;
  // A kept tree counts as loaded: it is not asked for again.
  if (kept.length && readData(PROVINCES_KEY).data === undefined) {
    seedData(PROVINCES_KEY, kept, Date.now());
  }
}

async function loadProvinces(): Promise<RegionNode[]> {
  const provinces = await call(site.getProvinces, { code: 'all' });
  useShopCacheStore.getState().setProvinces(provinces);
  return provinces;
}

/** The province tree; one request serves every caller while it is on its way, then it is kept. */
export function fetchProvinces(): Promise<RegionNode[]> {
  seedProvinces();
  return fetchData(PROVINCES_KEY, loadProvinces, { minAgeMs: Infinity });
}

/** The province tree on a page (empty until it arrives). */
export function useProvinces(): Resource<RegionNode[]> {
  seedProvinces();
  return useData(PROVINCES_KEY, loadProvinces, { minAgeMs: Infinity });
}

/** A province's cities (with counties) from the static region files, each file asked for once. */
export function fetchRegion(provinceCode: string): Promise<RegionNode[]> {
  return fetchData(
    ['region', provinceCode],
    () => call(site.getProvinces, { code: provinceCode }),
    {
      minAgeMs: Infinity,
    },
  );
}

/**
 * The visitor's location, asked for once a visit (not kept: the visitor may be elsewhere next
 * time). A failed lookup answers null and is asked again on the next call.
 */
export function locateVisitor(): Promise<IpLocation | null> {
  return fetchData(
    LOCATION_KEY,
    () => call(shop.getIpLocation).then((location) => location ?? null),
    {
      minAgeMs: Infinity,
    },
  ).catch(() => null);
}

/** Forgets the visitor's location (stories and tests start without one). */
export const forgetVisitorLocation = () => removeData(LOCATION_KEY);

const hotQuestionsKey = (promoCode: string) => [...HOT_QUESTIONS_KEY, promoCode] as const;

function seedHotQuestions(promoCode: string): void {
  const kept = useShopCacheStore.getState();
  if (kept.hotQuestions.length && kept.hotQuestionsPromoCode === promoCode) {
    seedData(hotQuestionsKey(promoCode), kept.hotQuestions);
  }
}

function hotQuestionsLoader(promoCode: string) {
  return async (): Promise<HotQuestion[]> => {
    const list = await call(shop.getHotQuestionList, { promoCode });
    useShopCacheStore.setState({ hotQuestions: list, hotQuestionsPromoCode: promoCode });
    return list;
  };
}

/** Reloads the hot questions of a promo code, at most once a second; the kept list on failure. */
export function reloadHotQuestions(promoCode?: unknown): Promise<HotQuestion[]> {
  const code = normalizeCode(promoCode);
  seedHotQuestions(code);
  return fetchData(hotQuestionsKey(code), hotQuestionsLoader(code), {
    minAgeMs: HOT_QUESTIONS_THROTTLE_MS,
  }).catch(() => useShopCacheStore.getState().hotQuestions);
}

/** The hot questions of a promo code on a page: the kept list at once, then the server's. */
export function useHotQuestions(promoCode: string): Resource<HotQuestion[]> {
  const code = normalizeCode(promoCode);
  seedHotQuestions(code);
  return useData(hotQuestionsKey(code), hotQuestionsLoader(code), {
    minAgeMs: HOT_QUESTIONS_THROTTLE_MS,
  });
}
