// A deployment's settings, read as the page starts: where the backend lives, where the app-domain
// binding service lives (or that there is none), which hosts the web view may frame, and which
// access nodes the binding service may name. The build writes them into index.html as a JSON block
// (`<script type="application/json" id="shop-deploy">`, never run), from its VITE_ variables; a
// deployer rewrites the block after building (`node deploy/configure.mjs`), which rewrites the
// Content-Security-Policy beside it too. Being part of index.html, it costs no request of its own.
// A setting the block lacks, or holds in a form the app cannot use, falls back to the build's.

/** The id of the settings block in index.html. */
export const DEPLOY_SETTINGS_ID = 'shop-deploy';

/** The settings as strings, the block's and the build variables' form. */
export interface DeploySettings {
  /** The backend's base address: '' (the shop's own origin), a path, or an http(s) address. */
  api: string;
  /** The binding service's address, 'off' for none, or '' for `${api}/app-domain`. */
  appDomain: string;
  /** Comma-separated https origins the web view frames (VITE_FRAME_HOSTS's form). */
  frameHosts: string;
  /** Comma-separated origins the binding service may name as access nodes. */
  accessNodes: string;
}

/** A string setting, trimmed; '' for anything else. */
const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * A base address the app can use: '' (the shop's own origin), a path of the shop's site
 * ('/backend', never '//host'), or an http(s) origin with an optional path, without credentials,
 * query, fragment, spaces or quotes.
 */
const BASE = /^(?:https?:\/\/[a-z\d.-]+(?::\d+)?)?(?:\/(?!\/)[^\s\\?#@"'<>`]*)?$/i;

/** A base address without its trailing slash, or null when it is not one (`BASE`). */
export function baseAddress(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim().replace(/\/+$/, '') : '?';
  return BASE.test(text) ? text : null;
}

/** The settings of the build's variables (each replaced by its value in a build). */
export function buildSettings(): DeploySettings {
  return {
    api: str(import.meta.env?.VITE_API_BASE),
    appDomain:
      str(import.meta.env?.VITE_APP_DOMAIN) === 'off'
        ? 'off'
        : str(import.meta.env?.VITE_APP_DOMAIN_BASE),
    frameHosts: str(import.meta.env?.VITE_FRAME_HOSTS),
    accessNodes: str(import.meta.env?.VITE_ACCESS_NODES),
  };
}

/**
 * The settings of a block's text over the build's: each well-formed setting of the block replaces
 * the build's; a missing or malformed one (not JSON, not an address, an address with credentials
 * or another scheme, a list that is not text) leaves the build's in place.
 */
export function readDeploySettings(
  text: string | null | undefined,
  defaults: DeploySettings = buildSettings(),
): DeploySettings {
  let block: Partial<Record<keyof DeploySettings, unknown>> | null = null;
  try {
    block = JSON.parse(text || 'null') as typeof block;
  } catch {
    // Not JSON: the build's settings.
  }
  const pick = (key: keyof DeploySettings, read: (value: unknown) => string | null) =>
    (block && typeof block === 'object' ? read(block[key]) : null) ?? defaults[key];
  const list = (value: unknown) => (typeof value === 'string' ? value.trim() : null);
  return {
    api: pick('api', baseAddress),
    appDomain: pick('appDomain', (value) => (value === 'off' ? value : baseAddress(value))),
    frameHosts: pick('frameHosts', list),
    accessNodes: pick('accessNodes', list),
  };
}

/** The text of the page's settings block, or null where there is none (a test, the dev server). */
function blockText(): string | null {
  try {
    return globalThis.document?.getElementById(DEPLOY_SETTINGS_ID)?.textContent ?? null;
  } catch {
    return null;
  }
}

/** The page's settings as its block holds them now: its block over the build's variables. */
export const pageSettings = (): DeploySettings => readDeploySettings(blockText());

/** This page's settings as it started. */
export const DEPLOY_SETTINGS: Readonly<DeploySettings> = pageSettings();
