// Checks a deployment of the shop from outside, as a browser sees it: the redirect, the page's
// Content-Security-Policy and cache rules, the service worker's and the hashed files' cache
// rules, compression, the security headers and the API behind /api/. Prints each check and
// exits non-zero when one fails.
//
//   node deploy/check-headers.mjs https://shop.example.com/shop/
import { readFileSync } from 'node:fs';
import path from 'node:path';

const README = path.resolve(import.meta.dirname, '../README.md');

/** The Content-Security-Policy of the README (section Reliability), on one line. */
export function readmePolicy(readme = readFileSync(README, 'utf8')) {
  const block = /The policy the built app works under[\s\S]*?```\n([\s\S]*?)```/.exec(readme);
  if (!block) throw new Error('README: no Content-Security-Policy block');
  return block[1].replace(/\s+/g, ' ').trim();
}

const SECURITY = {
  'x-content-type-options': (value) => value === 'nosniff',
  'referrer-policy': (value) =>
    /^(strict-origin-when-cross-origin|same-origin|no-referrer)$/.test(value),
  'permissions-policy': (value) => /microphone=\(\)/.test(value) && /geolocation=\(\)/.test(value),
};

async function get(url, init = {}) {
  const response = await fetch(url, { redirect: 'manual', ...init });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body, headers: response.headers };
}

/**
 * Runs every check against the shop at `base` (ending in /shop/). Returns one row per check:
 * `{ kind, check, ok, detail }`.
 */
export async function checkDeployment(base, { policy = readmePolicy() } = {}) {
  const rows = [];
  const add = (kind, check, ok, detail = '') => rows.push({ kind, check, ok: Boolean(ok), detail });
  const shop = new URL(base);
  const security = (kind, headers) => {
    for (const [name, test] of Object.entries(SECURITY)) {
      const value = headers.get(name) ?? '';
      add(kind, name, value && test(value), value || 'missing');
    }
  };

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
  add(
    'index.html',
    'Content-Security-Policy is the README policy',
    csp === policy,
    csp || 'missing',
  );
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
  const html = await (await fetch(shop)).text();
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
  const api = await get(new URL('/api/hk/baseConfig', shop), {
    headers: { 'Session-ID': '0000-0000-0000-0000-0000-0000-0000-0001' },
  });
  let envelope = false;
  try {
    envelope = typeof JSON.parse(api.body.toString('utf8')).code === 'number';
  } catch {
    envelope = false;
  }
  add(
    'api',
    '/api/ reaches the backend',
    api.response.status === 200 && envelope,
    `${api.response.status}`,
  );
  add(
    'api',
    'API answers are not cached as files',
    !/immutable/.test(api.headers.get('cache-control') ?? ''),
    api.headers.get('cache-control') ?? 'none',
  );
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2];
  if (!base) {
    console.error('Usage: node deploy/check-headers.mjs https://shop.example.com/shop/');
    process.exit(2);
  }
  const rows = await checkDeployment(base.endsWith('/') ? base : `${base}/`);
  for (const row of rows) {
    console.log(
      `${row.ok ? 'ok     ' : 'MISSING'} ${row.kind.padEnd(10)} ${row.check}${row.ok ? '' : `: ${row.detail}`}`,
    );
  }
  const missing = rows.filter((row) => !row.ok).length;
  console.log(missing ? `\n${missing} missing` : '\nEverything is in place.');
  process.exit(missing ? 1 : 0);
}
