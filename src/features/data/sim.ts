import { i18next } from '@/i18n';
import { call } from '@/api/call';
import * as iot from '@/api/declarations/iot';
import * as site from '@/api/declarations/site';
import { apiEffects } from '@/api/effects';
import { PAGES } from '@/api/errors';
import type { SimInfo, SimLoginBody } from '@/api/types';
import { normalizeCode } from '@/lib/emptyish';
import { parsePreview } from '@/lib/preview';
import { throttleLeading } from '@/lib/throttle';
import { clock } from '@/stores/clock';
import { useFeedbackStore } from '@/stores/feedback';
import { useIotStore } from '@/stores/iot';
import { useLayoutStore } from '@/stores/layout';
import { baseConfig, baseConfigPromoCode, refreshBaseConfig } from './baseConfig';
import { callOptionsOf, fetchData, removeData, type LoadContext } from './cache';
import { forgetPerson } from './personal';
import { useData, type Resource } from './useData';
import { CARD_KEYS, currentSim, seedSim, simKeyOf, SIM_THROTTLE_MS } from './simKey';
import { keepCardSessionAside } from '@/features/iot/previewSession';

export { CARD_KEYS, SIM_KEY, SIM_THROTTLE_MS, simKeyOf } from './simKey';

/**
 * Loads the card's information; its persisted copy and promo code follow (docs/requirements.md sections 3, 4).
 * The card's pages show its own agent's configuration: a card of another agent than the one
 * whose configuration is shown has that agent's configuration loaded.
 */
async function loadSim(_signal?: AbortSignal, context?: LoadContext): Promise<SimInfo> {
  const simNo = useIotStore.getState().simNo;
  const info = await call(iot.getSimInfo, undefined, callOptionsOf(context));
  // An answer for a card that has since been left is the cache's to drop, not storage's.
  if (useIotStore.getState().simNo === simNo) {
    useIotStore.getState().setSimInfo(info);
    const promoCode = normalizeCode(info.promoCode);
    if (promoCode) {
      useLayoutStore.getState().setPromoCode(promoCode);
      // Awaited, so the card's pages draw with its agent's configuration from the start.
      if (promoCode !== baseConfigPromoCode() || !baseConfig()) await refreshBaseConfig(promoCode);
    }
  }
  return info;
}

/**
 * The card's information for code outside a page: the cached copy when it loaded less than a
 * second ago, else a load (shared with any on its way). `fresh` skips the second. Rejects when
 * the load fails.
 */
export function fetchSim(options: { fresh?: boolean } = {}): Promise<SimInfo> {
  const simNo = useIotStore.getState().simNo;
  seedSim(simNo);
  return fetchData(simKeyOf(simNo), loadSim, { minAgeMs: options.fresh ? 0 : SIM_THROTTLE_MS });
}

/**
 * The card's information on a page: the cached (or persisted) copy at once, loaded again when the
 * page opens unless it arrived less than a second ago, and again after any write that changes
 * the card (`invalidates: [SIM_KEY]`). Every page shows the same card.
 */
export function useSim(): Resource<SimInfo> {
  const simNo = useIotStore((state) => state.simNo);
  seedSim(simNo);
  return useData(simNo ? simKeyOf(simNo) : null, loadSim, { minAgeMs: SIM_THROTTLE_MS });
}

async function runRefresh(indicator: boolean): Promise<SimInfo | null> {
  const feedback = useFeedbackStore.getState();
  if (indicator) feedback.showLoading(String(i18next.t('api.sim.refreshing')));
  try {
    await call(iot.simRefresh, { force: true });
  } catch {
    if (indicator) useFeedbackStore.getState().hideToast();
    return null;
  }
  useFeedbackStore
    .getState()
    .showToast(String(i18next.t('api.sim.refreshed')), { kind: 'success' });
  return fetchSim({ fresh: true }).catch(() => null);
}

const throttledRefresh = throttleLeading(runRefresh, SIM_THROTTLE_MS, clock);

/**
 * Asks the operator for fresh data (force), then toasts success and reloads the card's
 * information. Calls within a second of the last are dropped and get its promise.
 */
export function refreshSim(options: { indicator?: boolean } = {}): Promise<SimInfo | null> {
  return throttledRefresh(!!options.indicator) ?? Promise.resolve(currentSim());
}

/** Another card (or none): the previous card's data goes, from the cache and from storage. */
function forgetCard(): void {
  useIotStore.setState({ simInfo: null });
  removeData(CARD_KEYS);
}

/**
 * Logs a card in: stores the session, remembers the sim and loads its information. A refusal is
 * silent: the login page says why under the field it concerns (features/iot/session.ts), once.
 */
export async function loginSim(body: SimLoginBody): Promise<SimInfo | null> {
  const result = await call(site.simLogin, body, { silent: true });
  const store = useIotStore.getState();
  forgetCard();
  store.setSession(result.simNo, result.token);
  store.rememberSim(result.simNo);
  return fetchSim({ fresh: true }).catch(() => null);
}

/**
 * Logout: clears sim number and token, the card's data and everything else of the person on this
 * phone, and goes to the IoT login page.
 */
export async function logoutIot(): Promise<void> {
  useIotStore.getState().clearSession();
  forgetCard();
  // Drafts, kept lists and recent cards go with the person (./personal.ts).
  forgetPerson();
  await apiEffects().go('reLaunch', PAGES.iotLogin);
}

/**
 * Preview mode: sets the preview sim number and loads the card of that layout. Entering the
 * layout on show again while its card is on the way, or within a second of its arrival, shares
 * that request (the launch and the route guard both enter a preview link; an answer sent early,
 * src/api/early.ts, arrives at once).
 */
export function enterPreview(iotPreview: unknown): Promise<SimInfo | null> {
  const simNo = parsePreview(iotPreview);
  if (!simNo) return Promise.resolve(null);
  const store = useIotStore.getState();
  if (store.simNo !== simNo) {
    store.setPreviewPopupShown(false);
    // A logged-in card's session waits aside for the preview to end.
    keepCardSessionAside();
    forgetCard();
    store.setSession(simNo, '');
  }
  return fetchSim().catch(() => null);
}

/** Lets the next refresh through at once (tests and stories start afresh). */
export function resetSimThrottles(): void {
  throttledRefresh.reset();
}
