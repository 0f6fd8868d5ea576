import { API_BASE } from './client';
import { http } from './http';
import type { AppDomainResult, ErrorReportBody } from './types';

/** The binding service that tells an app package which access node to use. */
export const APP_DOMAIN_BASE: string =
  (import.meta.env.VITE_APP_DOMAIN_BASE as string | undefined) ?? `${API_BASE}/app-domain`;

/** The package name reported to the binding service. */
export const APP_PACKAGE_NAME: string =
  (import.meta.env.VITE_APP_PACKAGE as string | undefined) ?? 'com.shop.simcard.h5';

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
