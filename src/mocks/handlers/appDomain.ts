import * as appDomain from '@/api/declarations/appDomain';
import { bodyOf, invalid, ok, okFor, on, queryOf, str } from './util';

/** Reports received, newest first (visible through GET /api/__demo/state). */
export const errorReports: { platform: string; packageName: string; error: string; at: string }[] =
  [];

/**
 * The origin the browser reached the demo at, which the demo names as the access node: behind a
 * web server the request's own address lacks the scheme and port the browser used (nginx passes
 * the host name alone), so a same-origin call's page address (its Referer) is that origin.
 */
function reachedAt(request: Request): string {
  const url = new URL(request.url);
  const referer = request.headers.get('Referer');
  if (request.headers.get('Sec-Fetch-Site') === 'same-origin' && referer) {
    try {
      return new URL(referer).origin;
    } catch {
      // An unreadable Referer: the request's own address.
    }
  }
  const proto = request.headers.get('X-Forwarded-Proto');
  if (proto === 'https' || proto === 'http') url.protocol = `${proto}:`;
  return url.origin;
}

/** The access node the demo names ('' for the origin it was reached at). */
let demoAccessNode = '';

/**
 * Makes the demo's binding service name another access node (a second demo API's address, in
 * tests and with DEMO_ACCESS_NODE); '' names its own origin again.
 */
export function setDemoAccessNode(node: string): void {
  demoAccessNode = node;
}

export const appDomainHandlers = [
  on(appDomain.getAppDomain, ({ request }) => {
    const packageName = str(queryOf(request).packageName);
    if (!/^[a-z][\w]*(\.[a-z][\w]*)+$/i.test(packageName))
      return invalid('packageName is required');
    if (!request.headers.get('Device-Info')) return invalid('Device-Info header is required');
    const domain = demoAccessNode || reachedAt(request);
    return okFor(appDomain.getAppDomain, { domain });
  }),
  on(appDomain.errorReport, async ({ request }) => {
    const body = await bodyOf(request);
    if (!str(body.platform) || !str(body.packageName) || !str(body.error)) {
      return invalid('platform, packageName and error are required');
    }
    errorReports.unshift({
      platform: str(body.platform),
      packageName: str(body.packageName),
      error: str(body.error).slice(0, 2000),
      at: new Date().toISOString(),
    });
    errorReports.length = Math.min(errorReports.length, 50);
    return ok(null);
  }),
];
