// The shop's Content-Security-Policy, made from the build's settings. `npm run build` writes it
// into the build as `csp.conf`, an nginx snippet that deploy/nginx/shop.conf includes for
// index.html, so the policy a deployment sends is always the one its build needs:
//
//   connect-src  'self', the origin of VITE_API_BASE and of VITE_APP_DOMAIN_BASE (when another),
//                and the origins of VITE_ACCESS_NODES (the access nodes the binding service names)
//   img-src      'self', data:, blob:, https:, and those backend origins that are plain http (a
//                backend's pictures come from its host, named by a path in its answers)
//   frame-src    'self' and the https origins of VITE_FRAME_HOSTS (the web view frames no others)
//   script-src   'self', the early script by its hash, and the origin of VITE_WX_JSSDK (when set)
//
// Plain JavaScript, so that `node deploy/check-headers.mjs` can use it without a build step.

/** The file the build writes beside index.html. */
export const POLICY_FILE = 'csp.conf';

/**
 * The origin of an absolute http(s) address, or null for '' and a path of the shop's own site
 * ('/api', which the policy's 'self' covers). Anything else is a setting the build refuses.
 */
export function originOf(address, setting = 'address') {
  const text = String(address ?? '').trim();
  if (!text || (text.startsWith('/') && !text.startsWith('//'))) return null;
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${setting}: not an address: ${text}`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    throw new Error(`${setting}: only an http(s) address without credentials: ${text}`);
  }
  return url.origin;
}

/**
 * The https origins of a comma-separated list (VITE_FRAME_HOSTS), as the web view reads it
 * (src/lib/frameHosts.ts): bare origins only; an entry with a path, a query, credentials or
 * another scheme is dropped (the web view drops it too, so the policy never allows more).
 */
export function frameOrigins(value) {
  if (typeof value !== 'string') return [];
  const origins = [];
  for (const entry of value.split(',')) {
    const text = entry.trim().replace(/\/$/, '');
    if (!text) continue;
    let url;
    try {
      url = new URL(text);
    } catch {
      continue;
    }
    if (url.protocol !== 'https:' || url.username || url.password) continue;
    if (!url.hostname || url.hostname.endsWith('.')) continue;
    if (url.origin.toLowerCase() !== text.toLowerCase().replace(/:443$/, '')) continue;
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins;
}

/** What the policy takes from the build's environment (the VITE_ settings of docs/backend.md). */
export function policySettings(env = process.env) {
  const apiBase = env.VITE_API_BASE ?? '';
  return {
    apiBase,
    // src/api/endpoints.ts: the binding service defaults to the backend's /app-domain.
    appDomainBase: env.VITE_APP_DOMAIN_BASE ?? `${apiBase}/app-domain`,
    frameHosts: env.VITE_FRAME_HOSTS ?? '',
    accessNodes: env.VITE_ACCESS_NODES ?? '',
    wechatSdk: env.VITE_WX_JSSDK ?? '',
  };
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * The policy for a build with these settings; `scriptHash` names the early script
 * (src/app/firstPaint/earlyScript.ts `EARLY_SCRIPT_HASH`).
 */
export function contentSecurityPolicy({
  scriptHash,
  apiBase = '',
  appDomainBase = `${apiBase}/app-domain`,
  frameHosts = '',
  accessNodes = '',
  wechatSdk = '',
}) {
  if (!/^'sha256-[A-Za-z0-9+/=]+'$/.test(scriptHash ?? '')) {
    throw new Error(`Content-Security-Policy: no hash of the early script (${scriptHash})`);
  }
  const connect = unique([
    originOf(apiBase, 'VITE_API_BASE'),
    originOf(appDomainBase, 'VITE_APP_DOMAIN_BASE'),
    ...String(accessNodes ?? '')
      .split(',')
      .map((node) => originOf(node, 'VITE_ACCESS_NODES')),
  ]);
  // https: covers a backend on TLS; one on plain http is named so that its pictures load.
  const plainBackends = connect.filter((origin) => origin.startsWith('http://'));
  const frames = frameOrigins(frameHosts);
  const sdk = originOf(wechatSdk, 'VITE_WX_JSSDK');
  return [
    "default-src 'self'",
    ['script-src', "'self'", scriptHash, ...(sdk ? [sdk] : [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...plainBackends].join(' '),
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...connect].join(' '),
    "worker-src 'self'",
    ['frame-src', "'self'", ...frames].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The nginx snippet of a policy (what the build writes as `csp.conf`). */
export function policySnippet(policy) {
  return `# The Content-Security-Policy of this build (deploy/csp.mjs), made from its settings.
# deploy/nginx/shop.conf includes this file for index.html: reload nginx after a deploy.
add_header Content-Security-Policy "${policy}" always;
`;
}

/** The policy of a snippet written by `policySnippet`, or null. */
export function policyOfSnippet(text) {
  return /add_header Content-Security-Policy "([^"]+)" always;/.exec(String(text))?.[1] ?? null;
}

const directives = (policy) =>
  new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );

/** The inline scripts of a page (their text), for checking their hashes against a policy. */
function inlineScripts(html) {
  return [...String(html).matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !/type="application\/json"/.test(attrs))
    .map(([, , text]) => text);
}

/**
 * What is wrong with a policy a deployment sends for the shop's page `html` (empty when nothing):
 * the fixed directives of `contentSecurityPolicy` unchanged, connect-src and frame-src only 'self'
 * and origins (no scheme or `*` wildcard), frame-src never `https:`, and every inline script of
 * the page named by its hash. `hash(text)` gives a script's `'sha256-…'` source.
 */
export function policyProblems(policy, { html = '', hash } = {}) {
  const problems = [];
  const found = directives(policy);
  const reference = directives(contentSecurityPolicy({ scriptHash: "'sha256-AAAA'" }));
  for (const [name, values] of reference) {
    const sent = found.get(name);
    if (!sent) {
      problems.push(`${name} missing`);
    } else if (name === 'connect-src' || name === 'frame-src') {
      const others = sent.filter((value) => value !== "'self'");
      if (!sent.includes("'self'")) problems.push(`${name} without 'self'`);
      for (const value of others) {
        let origin = null;
        try {
          origin = new URL(value).origin;
        } catch {
          origin = null;
        }
        const https = name === 'frame-src' ? /^https:\/\//.test(value) : /^https?:\/\//.test(value);
        if (!https || origin !== value || value.includes('*')) {
          problems.push(`${name} allows ${value} (only origins may be named)`);
        }
      }
    } else if (name === 'img-src') {
      const fixed = sent.slice(0, values.length);
      if (fixed.join(' ') !== values.join(' ')) {
        problems.push(`img-src is "${sent.join(' ')}", not "${values.join(' ')}" and origins`);
      }
      for (const value of sent.slice(values.length)) {
        let origin = null;
        try {
          origin = new URL(value).origin;
        } catch {
          origin = null;
        }
        if (!/^http:\/\//.test(value) || origin !== value) {
          problems.push(`img-src allows ${value} (only plain-http backend origins may be added)`);
        }
      }
    } else if (name === 'script-src') {
      if (sent[0] !== "'self'" || sent.some((value) => /unsafe|\*|^https?:$|^data:$/.test(value))) {
        problems.push(`script-src allows too much: ${sent.join(' ')}`);
      }
    } else if (sent.join(' ') !== values.join(' ')) {
      problems.push(`${name} is "${sent.join(' ')}", not "${values.join(' ')}"`);
    }
  }
  for (const name of found.keys()) {
    if (!reference.has(name)) problems.push(`${name} is not the shop's`);
  }
  if (hash) {
    const scripts = found.get('script-src') ?? [];
    for (const text of inlineScripts(html)) {
      if (!scripts.includes(hash(text))) problems.push('an inline script of the page is not named');
    }
  }
  return problems;
}
