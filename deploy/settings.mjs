// The deployment's settings block of index.html: where the backend lives, the app-domain binding
// service (or 'off'), the hosts the web view frames and the access nodes the binding service may
// name. The build writes it from its VITE_ variables (deploy/vite-plugin.ts); `node
// deploy/configure.mjs` rewrites it after building. The app reads it as the page starts
// (src/lib/deploySettings.ts): a JSON block the browser never runs, so the Content-Security-Policy
// needs no hash for it, and no request of its own.
//
// Plain JavaScript, so that `node deploy/configure.mjs` runs without a build step.

/** The id of the block (src/lib/deploySettings.ts `DEPLOY_SETTINGS_ID`). */
export const SETTINGS_ID = 'shop-deploy';

const BLOCK = new RegExp(`<script type="application/json" id="${SETTINGS_ID}">([^<]*)</script>`);

/** The block's settings from the build's environment (the VITE_ settings of docs/backend.md). */
export function settingsOfEnv(env = process.env) {
  return {
    api: env.VITE_API_BASE ?? '',
    appDomain: env.VITE_APP_DOMAIN === 'off' ? 'off' : (env.VITE_APP_DOMAIN_BASE ?? ''),
    frameHosts: env.VITE_FRAME_HOSTS ?? '',
    accessNodes: env.VITE_ACCESS_NODES ?? '',
  };
}

/** The block's tag; `<` is escaped so that no value can close it. */
export function settingsBlock(settings) {
  const json = JSON.stringify({
    api: settings.api ?? '',
    appDomain: settings.appDomain ?? '',
    frameHosts: settings.frameHosts ?? '',
    accessNodes: settings.accessNodes ?? '',
  }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SETTINGS_ID}">${json}</script>`;
}

/** The settings of a page's block, or null when it has none. */
export function settingsOfHtml(html) {
  const found = BLOCK.exec(String(html));
  if (!found) return null;
  const parsed = JSON.parse(found[1]);
  return parsed && typeof parsed === 'object' ? parsed : null;
}

/** The page with its block holding these settings (put before `</head>` when it has none). */
export function withSettings(html, settings) {
  const text = String(html);
  const block = settingsBlock(settings);
  if (BLOCK.test(text)) return text.replace(BLOCK, () => block);
  if (!text.includes('</head>')) throw new Error('index.html has no </head>');
  return text.replace('</head>', () => `${block}</head>`);
}

/**
 * The settings of the policy (deploy/csp.mjs `contentSecurityPolicy`) for these block settings:
 * the binding service defaults to the backend's /app-domain, and is left out when 'off'.
 */
export function policyOfSettings(settings) {
  const api = settings.api ?? '';
  const appDomain = settings.appDomain ?? '';
  return {
    apiBase: api,
    appDomainBase: appDomain === 'off' ? '' : appDomain || `${api}/app-domain`,
    frameHosts: settings.frameHosts ?? '',
    accessNodes: settings.accessNodes ?? '',
  };
}
