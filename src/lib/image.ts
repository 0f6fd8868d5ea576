import { distinctAccessNode } from './accessNode';
import { DEPLOY_SETTINGS } from './deploySettings';

export interface ImageDomains {
  /** The session's access node (default: the one kept, where it is not the deployment's base). */
  accessNode?: string | null;
  /** The configured domain (base configuration) used to prefix relative paths. */
  domain?: string | null;
  /** Fallback: the domain of the card's shop layout. */
  shopLayoutDomain?: string | null;
  /**
   * The configured domain is still on its way: a relative path is not resolved yet (''), so the
   * picture is not asked for at an address that is about to change.
   */
  domainPending?: boolean;
}

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Where the app's own pictures are served (the site's root, /shop/ in a build). */
const APP_BASE: string = import.meta.env?.BASE_URL ?? '/';

/**
 * The pictures the app carries itself (`public/builtin`), by the backend paths that name them:
 * the shop's logo and the default avatars (a shopper's, a card owner's, the login avatar). They
 * are PNGs drawn from the SVGs beside them (224 px: the largest use, 4.5rem, on a 3x screen): a
 * browser draws an SVG picture through a document of its own, built on the main thread (up to
 * 68 ms of one task at the phone's CPU on the landing pages), where a PNG is decoded off it.
 */
export const BUILTIN_IMAGES: Readonly<Record<string, string>> = {
  'static/logo.png': `${APP_BASE}builtin/logo.png`,
  'static/avatar.png': `${APP_BASE}builtin/avatar.png`,
  'static/login-avatar.png': `${APP_BASE}builtin/avatar.png`,
};

/**
 * The origin of the backend's host, where the deployment names an API on another origin ('' for a
 * backend beside the shop).
 */
function backendOrigin(api: string): string {
  if (!api || api.startsWith('/')) return '';
  try {
    return new URL(api).origin;
  } catch {
    return '';
  }
}

/**
 * A configured domain given as a path ('/img') is on the backend's own host, as any address in
 * its answers is: it is resolved against the API's origin, not the shop's.
 */
export function domainOnBackend(domain: string, api: string = DEPLOY_SETTINGS.api): string {
  return domain.startsWith('/') && !domain.startsWith('//') ? backendOrigin(api) + domain : domain;
}

function joinUrl(domain: string, path: string): string {
  return `${domain.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * Resolves an image path from the backend: known paths map to built-in images, absolute
 * addresses pass through, other paths are prefixed with the session's access node, else the
 * configured domain, falling back to the shop layout domain.
 */
export function resolveImage(
  path: string | null | undefined,
  domains: ImageDomains = {},
  builtins: Readonly<Record<string, string>> = BUILTIN_IMAGES,
): string {
  if (!path) return '';
  const trimmed = path.trim();
  if (!trimmed) return '';
  const builtin = builtins[trimmed] ?? builtins[trimmed.replace(/^\/+/, '')];
  if (builtin) return builtin;
  if (ABSOLUTE.test(trimmed)) return trimmed;
  // The session's access node, where the binding service named one of its own, comes first.
  const node = domains.accessNode ?? distinctAccessNode();
  if (node) return joinUrl(node, trimmed);
  if (domains.domainPending) return '';
  const domain = domains.domain?.trim() || domains.shopLayoutDomain?.trim();
  return domain ? joinUrl(domainOnBackend(domain), trimmed) : trimmed;
}

/**
 * Asks for a picture, at high priority if told to (a CSS background is only asked for once its
 * element is drawn: asked for ahead, it is in the cache by then). Resolves once it has loaded or
 * failed; at once without an address or where there are no pictures to load.
 */
export function loadImage(url: string, priority?: 'high'): Promise<void> {
  if (!url || typeof Image === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const image = new Image();
    if (priority) image.fetchPriority = priority;
    image.onload = image.onerror = () => resolve();
    image.src = url;
    if (image.complete) resolve();
  });
}
