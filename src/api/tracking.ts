import { whenQuiet } from '@/lib/idle';
import { call } from './call';
import * as hk from './declarations/hk';
import type { PointReportBody } from './types';

// Tracking (the pointReport call): fire and forget. A report never waits, never shows anything,
// never navigates (silent). It carries the session headers but not the card's (it is no card
// call); only the route path travels, never its query (which may hold codes).

/** The route path of a page address, without its query or hash. */
export function trackedPath(url: string): string {
  return url.replace(/^#/, '').split(/[?#]/)[0] || '/';
}

function dispatch(body: PointReportBody) {
  try {
    // Silent whatever the answer; it carries the headers of every call, the card's included.
    void call(hk.pointReport, body, { silent: true, hideErrorToast: true }).catch(() => {});
  } catch {
    // tracking must never break the page that reports
  }
}

// Reports go out when the browser is idle, and not before the page has been open a few seconds:
// not in the middle of what the visitor waits for. The first page view would otherwise take one
// of the browser's few connections to the API (six per host over HTTP/1.1) while the launch and
// the landing page make their calls, and the browser can be idle between two of them. Nor right
// after a tap (src/lib/idle.ts). The timeout bounds the wait on a page that is never idle; leaving
// the page sends what still waits.
const IDLE_TIMEOUT_MS = 1000;
/** Time since the page was opened before the first report may leave. */
export const QUIET_START_MS = 3000;
const pending: PointReportBody[] = [];

function flush() {
  for (const body of pending.splice(0)) dispatch(body);
}

function whenIdle(task: () => void) {
  const early = QUIET_START_MS - performance.now();
  if (early > 0) {
    setTimeout(() => whenIdle(task), early);
    return;
  }
  whenQuiet(task, { timeout: IDLE_TIMEOUT_MS });
}

let flushOnLeave = false;

function send(body: PointReportBody) {
  pending.push(body);
  if (pending.length > 1) return;
  whenIdle(flush);
  if (!flushOnLeave && typeof addEventListener === 'function') {
    flushOnLeave = true;
    addEventListener('pagehide', flush);
  }
}

let lastView = '';

/** Reports a page view; the same page reported twice in a row (a re-render, a query change) counts once. */
export function trackPageView(url: string, promoCode = '') {
  const page = trackedPath(url);
  if (page === lastView) return;
  lastView = page;
  send({ event: 'page_view', page, promoCode: promoCode || undefined });
}

/** Reports a placed order by its order number (kind: 'shop', 'points', ...). */
export function trackOrder(kind: string, orderSn: string, page: string, promoCode = '') {
  send({
    event: 'order_submit',
    page: trackedPath(page),
    promoCode: promoCode || undefined,
    extra: { kind, orderSn },
  });
}

/** Forgets the last page view and what waits to be sent (tests). */
export function resetTracking() {
  lastView = '';
  pending.length = 0;
}
