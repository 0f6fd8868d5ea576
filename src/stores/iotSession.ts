import { i18next } from '@/i18n';
import { getSimInfo, simRefresh } from '@/api/iot';
import { simLogin } from '@/api/cardLogin';
import { apiEffects } from '@/api/effects';
import { PAGES } from '@/api/errors';
import type { SimInfo, SimLoginBody } from '@/api/types';
import { throttleLeading } from '@/lib/throttle';
import { clock } from './clock';
import { useFeedbackStore } from './feedback';
import { useIotStore } from './iot';
import { useLayoutStore } from './layout';

// Card-session actions that talk to the API. They live apart from the iot store so the API
// client (which reads that store for the Sim-No and Sim-Token headers) never imports them.

/** Sim refresh and sim info reload are throttled to one call per second (leading). */
export const SIM_THROTTLE_MS = 1000;

/** Preview mode: `iotPreview=IotLayout:{digits}` shows a layout without a real card. */
export const PREVIEW_PATTERN = /^IotLayout:\d+$/;

/** The preview sim number of an iotPreview query value, or '' when it is not one. */
export function parsePreview(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  return PREVIEW_PATTERN.test(text) ? text : '';
}

/** Whether the stored sim number is a layout preview rather than a card. */
export const isPreviewSim = (simNo: string = useIotStore.getState().simNo) =>
  PREVIEW_PATTERN.test(simNo);

async function fetchSimInfo(): Promise<SimInfo | null> {
  try {
    const info = await getSimInfo();
    useIotStore.getState().setSimInfo(info);
    if (info.promoCode) useLayoutStore.getState().setPromoCode(info.promoCode);
    return info;
  } catch {
    return null;
  }
}

const throttledLoad = throttleLeading(fetchSimInfo, SIM_THROTTLE_MS, clock);

/** Loads the card's information (and stores its promo code); at most once a second. */
export function loadSimInfo(): Promise<SimInfo | null> {
  return throttledLoad() ?? Promise.resolve(useIotStore.getState().simInfo);
}

/** Loads the card's information now, past the throttle: after a change the page must see it. */
export function reloadSimInfo(): Promise<SimInfo | null> {
  throttledLoad.reset();
  return loadSimInfo();
}

async function runRefresh(indicator: boolean): Promise<SimInfo | null> {
  const feedback = useFeedbackStore.getState();
  if (indicator) feedback.showLoading(String(i18next.t('api.sim.refreshing')));
  try {
    await simRefresh(true);
  } catch {
    if (indicator) useFeedbackStore.getState().hideToast();
    return null;
  }
  useFeedbackStore
    .getState()
    .showToast(String(i18next.t('api.sim.refreshed')), { kind: 'success' });
  return fetchSimInfo();
}

const throttledRefresh = throttleLeading(runRefresh, SIM_THROTTLE_MS, clock);

/**
 * Asks the operator for fresh data (force), then toasts success and reloads the sim info.
 * Calls within a second of the last are dropped and get its promise.
 */
export function refreshSim(options: { indicator?: boolean } = {}): Promise<SimInfo | null> {
  return throttledRefresh(!!options.indicator) ?? Promise.resolve(useIotStore.getState().simInfo);
}

/** Logs a card in: stores the session, remembers the sim and loads its information. */
export async function loginSim(body: SimLoginBody): Promise<SimInfo | null> {
  const result = await simLogin(body);
  const store = useIotStore.getState();
  store.setSession(result.simNo, result.token);
  store.rememberSim(result.simNo);
  throttledLoad.reset();
  return loadSimInfo();
}

/** Logout: clears sim number and token (and sim info) and goes to the IoT login page. */
export async function logoutIot(): Promise<void> {
  useIotStore.getState().clearSession();
  throttledLoad.reset();
  await apiEffects().go('reLaunch', PAGES.iotLogin);
}

/**
 * The preview card being loaded, or loaded (`loadedAt`): the launch and the route guard both
 * enter a preview link.
 */
let entering: { simNo: string; load: Promise<SimInfo | null>; loadedAt?: number } | null = null;

/**
 * Preview mode: sets the preview sim number and reloads the sim info of that layout. Entering the
 * same layout again while its card is on the way, or within a second of its arrival, shares that
 * request instead of a second one (an answer sent early, src/api/early.ts, arrives at once: the
 * launch and the route guard then no longer overlap).
 */
export function enterPreview(iotPreview: unknown): Promise<SimInfo | null> {
  const simNo = parsePreview(iotPreview);
  if (!simNo) return Promise.resolve(null);
  if (
    entering?.simNo === simNo &&
    (entering.loadedAt === undefined || clock() - entering.loadedAt < SIM_THROTTLE_MS)
  ) {
    return entering.load;
  }
  const store = useIotStore.getState();
  if (store.simNo !== simNo) store.setPreviewPopupShown(false);
  store.setSession(simNo, '');
  throttledLoad.reset();
  const load = loadSimInfo();
  const current: NonNullable<typeof entering> = { simNo, load };
  entering = current;
  // A failed load is not shared: the next entry asks again.
  const done = (info: SimInfo | null) => {
    if (entering !== current) return;
    if (info) current.loadedAt = clock();
    else entering = null;
  };
  load.then(done, () => done(null));
  return load;
}

/** Lets the next load and refresh through at once (tests). */
export function resetSimThrottles(): void {
  throttledLoad.reset();
  throttledRefresh.reset();
  entering = null;
}
