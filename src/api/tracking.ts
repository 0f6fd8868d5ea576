import { pointReport } from './hk';
import type { PointReportBody } from './types';

// Tracking through /api/hk/pointReport: fire and forget. A report never waits, never shows
// anything, never navigates (silent), and never carries a token: the card token header is sent
// empty and only the route path travels, never its query (which may hold codes).

/** The route path of a page address, without its query or hash. */
export function trackedPath(url: string): string {
  return url.replace(/^#/, '').split(/[?#]/)[0] || '/';
}

function send(body: PointReportBody) {
  try {
    void pointReport(body).catch(() => {});
  } catch {
    // tracking must never break the page that reports
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

/** Forgets the last page view (tests). */
export function resetTracking() {
  lastView = '';
}
