import { APP_DOMAIN_BASE, APP_PACKAGE_NAME } from './endpoints';
import { http } from './http';
import type { AppDomainResult, ErrorReportBody } from './types';

export { APP_DOMAIN_BASE, APP_PACKAGE_NAME };

/** GET getAppDomain: the access node for this package (device info travels in its header). */
export const getAppDomain = (packageName: string = APP_PACKAGE_NAME) =>
  http.get<AppDomainResult>(
    '/getAppDomain',
    { packageName },
    { baseURL: APP_DOMAIN_BASE, silent: true },
  );

/** POST errorReport: reports a launch failure to the binding service; never shows a toast. */
export const errorReport = (body: ErrorReportBody) =>
  http.post<null>('/errorReport', { ...body }, { baseURL: APP_DOMAIN_BASE, silent: true });
