// Checks a deployment of the shop from outside, as a browser sees it: HTTPS (HSTS, plain HTTP
// led to HTTPS), the redirect, the page's Content-Security-Policy and cache rules, the service
// worker's and the hashed files' cache rules, compression, the security headers and the API
// behind /api/. Prints each check and exits non-zero when one fails.
//
//   node deploy/check-headers.mjs https://shop.example.com/shop/
//
// The policy must be the build's (its csp.conf, made from its settings: deploy/csp.mjs) and keep
// the shop's rules: the fixed directives, only origins in connect-src and frame-src, and the
// page's inline script named by its hash. A backend on another origin (VITE_API_BASE) is checked
// with `--api https://api.example.com` (default: the shop's own origin).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { POLICY_FILE, policyOfSnippet, policyProblems } from './csp.mjs';

const POLICY_DOC = path.resolve(import.meta.dirname, '../docs/reliability.md');

/** The Content-Security-Policy of docs/reliability.md, on one line: a default build's. */
export function documentedPolicy(doc = readFileSync(POLICY_DOC, 'utf8')) {
  const block = /The policy the built app works under[\s\S]*?```\n([\s\S]*?)```/.exec(doc);
  if (!block) throw new Error('docs/reliability.md: no Content-Security-Policy block');
  return block[1].replace(/\s+/g, ' ').trim();
}

const SECURITY = {
  'x-content-type-options': (value) => value === 'nosniff',
  'referrer-policy': (value) =>
    /^(strict-origin-when-cross-origin|same-origin|no-referrer)$/.test(value),
  'permissions-policy': (value) => /microphone=\(\)/.test(value) && /geolocation=\(\)/.test(value),
};
/** Browsers keep to HTTPS for at least half a year. */
const HSTS = (value) => Number(/max-age=(\d+)/.exec(value)?.[1] ?? 0) >= 15_552_000;

/** The `'sha256-…'` source of an inline script. */
export const scriptHash = (text) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The rows of the policy check: `policy` sent for the page `html`, against the build's own
 * (`expected`, when known) and the shop's rules (deploy/csp.mjs `policyProblems`).
 */
export function policyRows(policy, { html = '', expected } = {}) {
  const rows = [];
  const add = (check, ok, detail = '') =>
    rows.push({ kind: 'index.html', check, ok: Boolean(ok), detail });
  add('Content-Security-Policy sent', policy, policy || 'missing');
  if (expected !== undefined) {
    add("Content-Security-Policy is the build's (csp.conf)", policy === expected, policy);
  }
  const problems = policy ? policyProblems(policy, { html, hash: scriptHash }) : [];
  add(
    "Content-Security-Policy keeps the shop's rules",
    policy && !problems.length,
    problems.join('; '),
  );
  return rows;
}

async function get(url, init = {}) {
  const response = await fetch(url, { redirect: 'manual', ...init });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body, headers: response.headers };
}

/**
 * Runs every check against the shop at `base` (ending in /shop/). Returns one row per check:
 * `{ kind, check, ok, detail }`.
 */
export async function checkDeployment(base, { policy, api, plain } = {}) {
  const rows = [];
  const add = (kind, check, ok, detail = '') => rows.push({ kind, check, ok: Boolean(ok), detail });
  const shop = new URL(base);
  const https = shop.protocol === 'https:';
  const security = (kind, headers) => {
    for (const [name, test] of Object.entries(SECURITY)) {
      const value = headers.get(name) ?? '';
      add(kind, name, value && test(value), value || 'missing');
    }
    if (https) {
      const value = headers.get('strict-transport-security') ?? '';
      add(kind, 'strict-transport-security', HSTS(value), value || 'missing');
    }
  };

  // Plain HTTP leads to the same address over HTTPS.
  if (https) {
    const insecure = new URL(plain ?? `http://${shop.hostname}${shop.pathname}`);
    try {
      const answer = await get(insecure);
      const location = answer.headers.get('location') ?? '';
      add(
        'redirect',
        'plain HTTP leads to HTTPS',
        [301, 308].includes(answer.response.status) &&
          location.startsWith('https://') &&
          new URL(location).pathname === insecure.pathname,
        `${answer.response.status} ${location}`,
      );
    } catch (error) {
      add('redirect', 'plain HTTP leads to HTTPS', false, String(error));
    }
  }

  // /shop without the slash leads to the shop.
  const bare = await get(new URL(shop.pathname.replace(/\/$/, ''), shop));
  add(
    'redirect',
    '/shop redirects to /shop/',
    [301, 302, 307, 308].includes(bare.response.status) &&
      new URL(bare.headers.get('location') ?? '', shop).pathname === shop.pathname,
    `${bare.response.status} ${bare.headers.get('location') ?? ''}`,
  );

  // The page.
  const page = await get(shop, { headers: { 'accept-encoding': 'br, gzip' } });
  add(
    'index.html',
    'answers 200 with HTML',
    page.response.status === 200 && /text\/html/.test(page.headers.get('content-type') ?? ''),
    `${page.response.status} ${page.headers.get('content-type')}`,
  );
  const csp = (page.headers.get('content-security-policy') ?? '').replace(/\s+/g, ' ').trim();
  // The build's own policy: given, or the csp.conf the build wrote beside index.html.
  let expected = policy;
  if (expected === undefined) {
    const file = await fetch(new URL(POLICY_FILE, shop));
    if (file.ok) expected = policyOfSnippet(await file.text()) ?? undefined;
  }
  const pageHtml = await (await fetch(shop)).text();
  rows.push(...policyRows(csp, { html: pageHtml, expected }));
  const pageCache = page.headers.get('cache-control') ?? '';
  add(
    'index.html',
    'revalidated (no-cache)',
    /no-cache|max-age=0/.test(pageCache),
    pageCache || 'missing',
  );
  add(
    'index.html',
    'compressed (br or gzip)',
    /^(br|gzip)$/.test(page.headers.get('content-encoding') ?? ''),
    page.headers.get('content-encoding') ?? 'none',
  );
  security('index.html', page.headers);

  // The page's own files, named in it. The fetch above was decompressed by fetch itself.
  const html = pageHtml;
  // A hashed file large enough to be worth compressing (the smallest ones go out as they are).
  let asset;
  for (const [, name] of html.matchAll(/(?:src|href)="([^"]*\/assets\/[^"]+\.js)"/g)) {
    const head = await fetch(new URL(name, shop), {
      method: 'HEAD',
      headers: { 'accept-encoding': 'identity' },
    });
    if (Number(head.headers.get('content-length') ?? 0) >= 4096) {
      asset = name;
      break;
    }
  }
  add('asset', 'index.html names a hashed file of 4 kB or more', asset, asset ?? 'none');
  if (asset) {
    const file = await get(new URL(asset, shop), { headers: { 'accept-encoding': 'br' } });
    const cache = file.headers.get('cache-control') ?? '';
    add(
      'asset',
      'cached for a year, immutable',
      /max-age=31536000/.test(cache) && /immutable/.test(cache),
      cache || 'missing',
    );
    add(
      'asset',
      'brotli when asked for',
      file.headers.get('content-encoding') === 'br',
      file.headers.get('content-encoding') ?? 'none',
    );
    const gz = await get(new URL(asset, shop), { headers: { 'accept-encoding': 'gzip' } });
    add(
      'asset',
      'gzip when brotli is not taken',
      gz.headers.get('content-encoding') === 'gzip',
      gz.headers.get('content-encoding') ?? 'none',
    );
    add(
      'asset',
      'JavaScript type',
      /javascript/.test(file.headers.get('content-type') ?? ''),
      file.headers.get('content-type') ?? 'none',
    );
    security('asset', file.headers);
  }

  const sw = await get(new URL('sw.js', shop));
  add(
    'sw.js',
    'answers 200 with JavaScript',
    sw.response.status === 200 && /javascript/.test(sw.headers.get('content-type') ?? ''),
    `${sw.response.status} ${sw.headers.get('content-type')}`,
  );
  add(
    'sw.js',
    'revalidated (no-cache)',
    /no-cache|max-age=0/.test(sw.headers.get('cache-control') ?? ''),
    sw.headers.get('cache-control') ?? 'missing',
  );
  security('sw.js', sw.headers);

  // The backend behind /api/: the shop's configuration answers in the API's envelope.
  const answer = await get(new URL('/api/hk/baseConfig', api ?? shop), {
    headers: { 'Session-ID': '0000-0000-0000-0000-0000-0000-0000-0001' },
  });
  let envelope = false;
  try {
    envelope = typeof JSON.parse(answer.body.toString('utf8')).code === 'number';
  } catch {
    envelope = false;
  }
  add(
    'api',
    '/api/ reaches the backend',
    answer.response.status === 200 && envelope,
    `${answer.response.status}`,
  );
  add(
    'api',
    'API answers are not cached as files',
    !/immutable/.test(answer.headers.get('cache-control') ?? ''),
    answer.headers.get('cache-control') ?? 'none',
  );
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2];
  if (!base) {
    console.error('Usage: node deploy/check-headers.mjs https://shop.example.com/shop/');
    process.exit(2);
  }
  const apiAt = process.argv.indexOf('--api');
  const rows = await checkDeployment(base.endsWith('/') ? base : `${base}/`, {
    api: apiAt > 0 ? process.argv[apiAt + 1] : undefined,
  });
  for (const row of rows) {
    console.log(
      `${row.ok ? 'ok     ' : 'MISSING'} ${row.kind.padEnd(10)} ${row.check}${row.ok ? '' : `: ${row.detail}`}`,
    );
  }
  const missing = rows.filter((row) => !row.ok).length;
  console.log(missing ? `\n${missing} missing` : '\nEverything is in place.');
  process.exit(missing ? 1 : 0);
}
