/**
 * Where the API lives, set at build time. Kept apart from the client (./client.ts) so that code
 * which must not load the libraries (src/app/early) can read them too.
 */

/** The API base URL; '' means the same origin. */
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

/** The binding service that tells an app package which access node to use. */
export const APP_DOMAIN_BASE: string =
  (import.meta.env.VITE_APP_DOMAIN_BASE as string | undefined) ?? `${API_BASE}/app-domain`;

/** The package name reported to the binding service. */
export const APP_PACKAGE_NAME: string =
  (import.meta.env.VITE_APP_PACKAGE as string | undefined) ?? 'com.shop.simcard.h5';

/** Whether the launch asks the binding service for the access node (VITE_APP_DOMAIN=off: no). */
export const APP_DOMAIN_ENABLED: boolean =
  (import.meta.env.VITE_APP_DOMAIN as string | undefined) !== 'off';
