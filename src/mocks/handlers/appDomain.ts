import * as appDomain from '@/api/declarations/appDomain';
import { bodyOf, invalid, ok, okFor, on, queryOf, str } from './util';

/** Reports received, newest first (visible through GET /api/__demo/state). */
export const errorReports: { platform: string; packageName: string; error: string; at: string }[] =
  [];

/** The access node the demo names ('' for the binding service's own origin). */
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
    const domain = demoAccessNode || new URL(request.url).origin;
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
