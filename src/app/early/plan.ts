import { pageContext, type SessionContext } from '@/api/context';
import { plainQuery, requestUrl, type EarlyAnswer } from '@/api/early';
import {
  ALL_PROVINCES_PATH,
  APP_DOMAIN_PATH,
  BASE_CONFIG_PATH,
  DICT_OPTIONS_PATH,
  IP_LOCATION_PATH,
  NUMBER_LIST_PATH,
  SIM_INFO_PATH,
} from '@/api/declarations/paths';
import {
  apiBase,
  APP_DOMAIN_BASE,
  APP_DOMAIN_ENABLED,
  APP_PACKAGE_NAME,
  hasAccessNode,
} from '@/api/endpoints';
import { buildHeaders } from '@/api/headers';
import {
  firstKeyword,
  NUMBER_LISTS,
  numberListQuery,
  OPERATOR_DICT,
} from '@/features/shop/numberQuery';
import { normalizeCode } from '@/lib/emptyish';
import { parsePreview } from '@/lib/preview';
import { launchShowOptions } from '@/lib/showOptions';
import { lazySessionId, secureRandom } from '@/lib/sessionId';
import { IOT_HOME } from '@/router/table/iot';
import { parseUrl } from '@/router/url';

/**
 * What the early calls send, worked out from the same modules the app uses: the launch's calls
 * (src/features/launch/launch.ts `runLaunch`) with the headers the client would give them
 * (src/api/client.ts). Nothing here imports a library or a store.
 */

/** The persisted state of the layout store that the headers and the launch read. */
export interface PersistedLayout {
  sessionId?: unknown;
  orderSessionId?: unknown;
  promoCode?: unknown;
  platformOpenId?: unknown;
}

/** The persisted state of the card store. */
export interface PersistedIot {
  simNo?: unknown;
  token?: unknown;
}

export interface PlannedCall {
  url: string;
  headers: Record<string, string>;
  /** The JSON body of a POST that only reads (a dictionary); none for a GET. */
  body?: string;
  /** The calls the app makes with this one's answer (a number list's first page). */
  next?: (answer: EarlyAnswer) => PlannedCall[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The province of an ipLocation answer, as the number list takes it ('' when there is none). */
function provinceOf(body: unknown): string {
  const envelope = body as { code?: unknown; data?: { provinceCode?: unknown } } | null;
  const province = envelope?.code === 0 ? envelope.data?.provinceCode : '';
  return typeof province === 'string' ? province : '';
}

/** The agent of a simInfo answer, as the card's pages take it ('' when there is none). */
function cardPromoCodeOf(body: unknown): string {
  const envelope = body as { code?: unknown; data?: { promoCode?: unknown } } | null;
  return envelope?.code === 0 ? normalizeCode(envelope.data?.promoCode) : '';
}

/**
 * The session ids the layout store will hand out: the stored ones, or new ones the caller stores
 * before the app reads them (`changed`).
 */
export function ensureSessionIds(
  layout: PersistedLayout,
  random: () => number = secureRandom,
): { layout: PersistedLayout; changed: boolean } {
  let changed = false;
  const made = () => {
    changed = true;
  };
  const sessionId = lazySessionId(() => text(layout.sessionId), made, random)();
  const orderSessionId = lazySessionId(() => text(layout.orderSessionId), made, random)();
  return { layout: { ...layout, sessionId, orderSessionId }, changed };
}

/**
 * The calls the launch makes first at this address, with their headers: the access node (unless
 * turned off or named already this session), the base configuration for the promo code, a number list's visitor location and
 * first page with its operators and provinces, and the card of a preview link or, on the card
 * home, of the signed-in card, followed by its agent's configuration where that is another agent.
 * `layout` must already carry its session ids (`ensureSessionIds`).
 */
export function planFirstCalls(hash: string, layout: PersistedLayout, iot: PersistedIot) {
  const landing = parseUrl(hash);
  const path = landing.path.replace(/^\/+/, '');
  const previewSim = parsePreview(landing.query.iotPreview);
  const session: SessionContext = {
    sessionId: text(layout.sessionId),
    orderSessionId: text(layout.orderSessionId),
    platformOpenId: text(layout.platformOpenId),
    appShowOptions: JSON.stringify(launchShowOptions(path, landing.query)),
    // A preview link replaces the stored card before the launch (src/app/main.tsx).
    simNo: previewSim || text(iot.simNo),
    simToken: previewSim ? '' : text(iot.token),
  };
  // The very headers the client gives each call: the card's number and token on the card's call
  // only (src/api/headers.ts).
  const context = { ...pageContext(), ...session };
  const headers = buildHeaders(context);
  const cardHeaders = buildHeaders(context, { card: true });
  const promoCode = normalizeCode(landing.query.promoCode) || normalizeCode(layout.promoCode);
  const calls: PlannedCall[] = [];
  // The session's access node once named (its calls go there, and the service is not asked again),
  // else the deployment's backend, which the launch takes when the node named is that same base.
  const base = apiBase();
  if (APP_DOMAIN_ENABLED && !hasAccessNode()) {
    const query = plainQuery({ packageName: APP_PACKAGE_NAME });
    calls.push({ url: requestUrl(APP_DOMAIN_BASE, APP_DOMAIN_PATH, query), headers });
  }
  const config = (code: string): PlannedCall => ({
    url: requestUrl(base, BASE_CONFIG_PATH, plainQuery({ promoCode: code })),
    headers,
  });
  calls.push(config(promoCode));
  // A number list's first page, for the visitor's province (src/features/shop/NumberBrowser.tsx
  // waits for it before its first search), and its operators.
  const list = NUMBER_LISTS[path as keyof typeof NUMBER_LISTS];
  if (list) {
    const firstPage = (provinceCode: string): PlannedCall => {
      const search = {
        operator: '',
        provinceCode,
        keyword: firstKeyword(landing.query.keyword),
        pattern: '',
      } as const;
      const query = plainQuery({ ...numberListQuery(1, search, list, promoCode) });
      return { url: requestUrl(base, NUMBER_LIST_PATH, query), headers };
    };
    calls.push(
      {
        url: requestUrl(base, IP_LOCATION_PATH, ''),
        headers,
        next: ({ data }) => [firstPage(provinceOf(data))],
      },
      {
        url: requestUrl(base, DICT_OPTIONS_PATH, ''),
        headers,
        body: JSON.stringify({ types: [OPERATOR_DICT] }),
      },
      // The province names of its filter, which the list asks for as it opens.
      { url: requestUrl(base, ALL_PROVINCES_PATH, ''), headers },
    );
  }
  // The card: a preview link's, which the launch loads, or the signed-in card's on the card home,
  // which asks for it first thing as soon as it is drawn.
  // A card of another agent has its own agent's configuration loaded before its pages draw
  // (src/features/data/sim.ts): asked for as soon as the card's answer names that agent.
  if (previewSim || (session.simNo && path === IOT_HOME)) {
    calls.push({
      url: requestUrl(base, SIM_INFO_PATH, ''),
      headers: cardHeaders,
      next: ({ data }) => {
        const cardCode = cardPromoCodeOf(data);
        return cardCode && cardCode !== promoCode ? [config(cardCode)] : [];
      },
    });
  }
  return calls;
}
