// The headers of each kind of file, fetched from nginx as a browser would (the same checks as
// `node deploy/check-headers.mjs <address>`), and the configuration against docs/reliability.md.
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:https';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkDeployment, documentedPolicy } from '../../deploy/check-headers.mjs';
import { policyOfSnippet } from '../../deploy/csp.mjs';
import { EARLY_SCRIPT_HASH } from '../../src/app/firstPaint/earlyScript';

type Row = { kind: string; check: string; ok: boolean; detail: string };

describe('nginx headers per kind of file', () => {
  let rows: Row[] = [];
  beforeAll(async () => {
    const { base, plain } = inject('nginx');
    rows = (await checkDeployment(base, { plain })) as Row[];
  });

  for (const kind of ['redirect', 'index.html', 'asset', 'sw.js', 'api']) {
    it(kind, () => {
      const mine = rows.filter((row) => row.kind === kind);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.filter((row) => !row.ok)).toEqual([]);
    });
  }

  it("the page goes out under the build's policy, which for a default build is the documented one", async () => {
    const { base, webRoot } = inject('nginx');
    const config = readFileSync(
      path.resolve(import.meta.dirname, '../../deploy/nginx/shop.conf'),
      'utf8',
    );
    expect(config).toContain('include /var/www/shop/csp.conf;');
    expect(config).not.toMatch(/add_header Content-Security-Policy/);
    const built = policyOfSnippet(readFileSync(path.join(webRoot, 'shop', 'csp.conf'), 'utf8'));
    const policy = documentedPolicy();
    expect(built).toBe(policy);
    expect(policy).toContain(`script-src 'self' ${EARLY_SCRIPT_HASH}`);
    expect(policy).toContain("frame-src 'self';");
    const page = await fetch(base);
    expect(page.headers.get('content-security-policy')).toBe(policy);
  });

  it("a hashed file goes out as the build's own compressed copy, brotli or gzip", async () => {
    const { base, webRoot } = inject('nginx');
    const stack = readdirSync(path.join(webRoot, 'shop', 'assets')).find((name) =>
      /^stack-.+\.js$/.test(name),
    );
    expect(stack).toBeTruthy();
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]) {
      const sent = await rawBody(new URL(`assets/${stack}`, base), encoding);
      expect(sent.encoding).toBe(encoding);
      expect(
        sent.body.equals(readFileSync(path.join(webRoot, 'shop', 'assets', `${stack}${suffix}`))),
      ).toBe(true);
    }
  });

  it('the home-screen icon: the manifest, the icons and the favicon go out with their types', async () => {
    const { base } = inject('nginx');
    const page = await (await fetch(base)).text();
    const linked = [
      ...page.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)" href="([^"]+)"/g),
    ];
    expect(linked.map((link) => link[1]).sort()).toEqual([
      '/shop/icons/apple-touch-icon.png',
      '/shop/icons/icon-192.png',
      '/shop/icons/icon-32.png',
      '/shop/manifest.webmanifest',
    ]);
    const typeOf = async (address: string) => {
      const answer = await fetch(new URL(address, base));
      expect(answer.status, address).toBe(200);
      return answer.headers.get('content-type')?.split(';')[0];
    };
    expect(await typeOf('/shop/manifest.webmanifest')).toBe('application/manifest+json');
    const manifest = (await (await fetch(new URL('/shop/manifest.webmanifest', base))).json()) as {
      icons: { src: string; type: string }[];
    };
    for (const icon of manifest.icons) expect(await typeOf(icon.src), icon.src).toBe(icon.type);
    for (const [, address] of linked.filter((link) => !link[1]!.endsWith('.webmanifest')))
      expect(await typeOf(address!)).toMatch(/^image\/(png|svg\+xml|x-icon)$/);
  });

  it('the backend address is set in one place', () => {
    const config = readFileSync(
      path.resolve(import.meta.dirname, '../../deploy/nginx/shop.conf'),
      'utf8',
    );
    expect(config.match(/^\s*server \d[^;]*;/gm)).toHaveLength(1);
    expect(config.match(/proxy_pass http:\/\/shop_backend;/g)?.length).toBeGreaterThan(0);
    expect(config).not.toMatch(/proxy_pass http:\/\/(?!shop_backend)/);
  });
});

/** The bytes of an answer as they came over the wire (not decompressed). */
function rawBody(url: URL, encoding: string): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          encoding: response.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
