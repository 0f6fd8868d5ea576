import { accessNode, distinctAccessNode, keepAccessNode } from '@/lib/accessNode';
import {
  baseAddress,
  DEPLOY_SETTINGS,
  pageSettings,
  type DeploySettings,
} from '@/lib/deploySettings';

/**
 * Where the API lives: the deployment's settings, read from index.html as the page starts
 * (src/lib/deploySettings.ts), with the build's VITE_ variables as defaults. Kept apart from the
 * client (./client.ts) so that code which must not load the libraries (src/app/early) can read
 * them too.
 */

/** The API base URL the deployment names; '' means the same origin. */
export const API_BASE: string = DEPLOY_SETTINGS.api;

/** The binding service that tells an app package which access node to use. */
export const APP_DOMAIN_BASE: string =
  DEPLOY_SETTINGS.appDomain && DEPLOY_SETTINGS.appDomain !== 'off'
    ? DEPLOY_SETTINGS.appDomain
    : `${API_BASE}/app-domain`;

/** The package name reported to the binding service. */
export const APP_PACKAGE_NAME: string =
  (import.meta.env.VITE_APP_PACKAGE as string | undefined) ?? 'com.shop.simcard.h5';

/** Whether the launch asks the binding service for the access node (appDomain 'off': no). */
export const APP_DOMAIN_ENABLED: boolean = DEPLOY_SETTINGS.appDomain !== 'off';

/**
 * The base of API calls now: the session's access node once named, else the deployment's. A node
 * that is the configured base itself (the shop's own origin for a backend beside it) is written as
 * that base, so the calls the page sent before the node was named are the same calls.
 */
export function apiBase(own: string = globalThis.location?.origin ?? ''): string {
  return distinctAccessNode(API_BASE, own) || API_BASE;
}

/** Makes an access node (an `accessNodeBase`) the base of the session's API calls. */
export function setAccessNode(base: string): void {
  keepAccessNode(base);
}

/** Whether the session's access node is named already (no need to ask the service again). */
export const hasAccessNode = (): boolean => accessNode() !== '';

/** The origin of a base address, or null for '' and a path (the shop's own origin). */
function originOf(base: string, own: string): string | null {
  if (!base || base.startsWith('/')) return own || null;
  try {
    return new URL(base).origin;
  } catch {
    return null;
  }
}

/**
 * The access node a binding service's `domain` names, as a base address, or null when the app
 * may not use it: not an http(s) address, or on an origin the deployment does not allow (the
 * shop's own, the API's, the binding service's, and the listed access nodes: the origins its
 * Content-Security-Policy lets the page reach).
 */
export function accessNodeBase(
  domain: unknown,
  settings: Pick<DeploySettings, 'accessNodes'> = pageSettings(),
  own: string = globalThis.location?.origin ?? '',
): string | null {
  if (typeof domain !== 'string') return null;
  const text = domain.trim();
  // A bare host name is an https address.
  const address = baseAddress(
    /^[a-z0-9.-]+(?::\d+)?(?:\/|$)/i.test(text) ? `https://${text}` : text,
  );
  if (!address || address.startsWith('/')) return null;
  const origin = originOf(address, own);
  if (!origin) return null;
  const allowed = [
    own,
    originOf(API_BASE, own),
    originOf(APP_DOMAIN_BASE, own),
    ...settings.accessNodes.split(',').map((entry) => baseAddress(entry) ?? ''),
  ];
  if (!allowed.some((entry) => entry && originOf(entry, own) === origin)) return null;
  return address;
}
