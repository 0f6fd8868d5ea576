// The headers of each kind of file, fetched from nginx as a browser would (the same checks as
// `node deploy/check-headers.mjs <address>`), and the configuration against the README.
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:https';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkDeployment, readmePolicy } from '../../deploy/check-headers.mjs';
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

  it("the page goes out under the build's policy, which for a default build is the README's", async () => {
    const { base, webRoot } = inject('nginx');
    const config = readFileSync(
      path.resolve(import.meta.dirname, '../../deploy/nginx/shop.conf'),
      'utf8',
    );
    expect(config).toContain('include /var/www/shop/csp.conf;');
    expect(config).not.toMatch(/add_header Content-Security-Policy/);
    const built = policyOfSnippet(readFileSync(path.join(webRoot, 'shop', 'csp.conf'), 'utf8'));
    const policy = readmePolicy();
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
