import * as appDomain from '@/api/declarations/appDomain';
import { bodyOf, invalid, ok, okFor, on, queryOf, str } from './util';

/** Reports received, newest first (visible through GET /api/__demo/state). */
export const errorReports: { platform: string; packageName: string; error: string; at: string }[] =
  [];

export const appDomainHandlers = [
  on(appDomain.getAppDomain, ({ request }) => {
    const packageName = str(queryOf(request).packageName);
    if (!/^[a-z][\w]*(\.[a-z][\w]*)+$/i.test(packageName))
      return invalid('packageName is required');
    if (!request.headers.get('Device-Info')) return invalid('Device-Info header is required');
    const url = new URL(request.url);
    return okFor(appDomain.getAppDomain, { domain: url.origin });
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
