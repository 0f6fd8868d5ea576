import { DEPLOY_SETTINGS } from './deploySettings';
import { isLink } from './validators';

// Which addresses the web view may show inside the shop. A page framed under the shop's address
// bar looks like the shop's own, so only the deployment's own hosts are framed: the shop's
// origin, the configured domain (the agent's base configuration) and the origins the deployment
// lists (its settings in index.html, `frameHosts`, by default the build's VITE_FRAME_HOSTS: see
// ./deploySettings.ts), the same list the Content-Security-Policy's frame-src carries. Any other
// address is shown as a link to open in the browser.

/** What frames may show besides the shop's own origin. */
export interface FrameAllowance {
  /** The shop's own origin (default: the current page's). */
  origin?: string | null;
  /** The configured domain of the base configuration (an origin, with or without a path). */
  domain?: string | null;
  /** Allowed https origins (default: the deployment's `frameHosts`). */
  hosts?: readonly string[];
}

/**
 * The https origin of an address, normalised (scheme and host in lower case, default port
 * dropped); null for anything else: another scheme, credentials in the address, a host ending in
 * a dot (another name for the host, which the policy's frame-src does not list).
 */
function httpsOrigin(value: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  if (!url.hostname || url.hostname.endsWith('.')) return null;
  return url.origin;
}

/**
 * The origins of a comma-separated list such as `https://help.example.com,https://pay.example.com`
 * (VITE_FRAME_HOSTS): each entry an https origin; entries with a path, a query, credentials or
 * another scheme are dropped.
 */
export function parseFrameHosts(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  const origins: string[] = [];
  for (const entry of value.split(',')) {
    const text = entry.trim().replace(/\/$/, '');
    if (!text || !isLink(text)) continue;
    const origin = httpsOrigin(text);
    // Only a bare origin: `https://host/path` would claim less than the policy allows.
    if (origin && origin.toLowerCase() === text.toLowerCase().replace(/:443$/, '')) {
      origins.push(origin);
    }
  }
  return origins;
}

/** The origins the deployment allows frames from (`frameHosts`, by default VITE_FRAME_HOSTS). */
export const FRAME_HOSTS: readonly string[] = parseFrameHosts(DEPLOY_SETTINGS.frameHosts);

/** The origin of the configured domain: an https address, or a bare host name taken as https. */
function domainOrigin(domain: string | null | undefined, origin: string): string | null {
  const text = (domain ?? '').trim();
  if (!text) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return isLink(text) ? httpsOrigin(text) : null;
  // A path on the shop's own site ('/images/') is the shop's origin; a bare host is an https one.
  if (text.startsWith('/') && !text.startsWith('//')) return origin;
  return /^[a-z0-9.-]+(?::\d+)?(?:\/|$)/i.test(text) ? httpsOrigin(`https://${text}`) : null;
}

const currentOrigin = (): string => globalThis.location?.origin ?? '';

/**
 * Whether the web view may frame an address: an http(s) link (no credentials, no backslash or
 * control-character tricks) whose origin is the shop's own, or an https origin that is the
 * configured domain's or one of the allowed hosts, compared exactly (scheme, host and port).
 */
export function frameAllowed(address: unknown, allowance: FrameAllowance = {}): boolean {
  if (typeof address !== 'string' || !isLink(address)) return false;
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return false;
  }
  if (url.username || url.password || url.hostname.endsWith('.')) return false;
  const own = allowance.origin ?? currentOrigin();
  // The shop's own origin, on whatever scheme it is served (a local run is http).
  if (own && own !== 'null' && url.origin === own) return true;
  const origin = httpsOrigin(url.href);
  if (!origin) return false;
  if (origin === domainOrigin(allowance.domain, own)) return true;
  return (allowance.hosts ?? FRAME_HOSTS).includes(origin);
}
