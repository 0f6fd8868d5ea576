// The headers of each kind of file, fetched from nginx as a browser would (the same checks as
// `node deploy/check-headers.mjs <address>`), and the configuration against the README.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkDeployment, readmePolicy } from '../../deploy/check-headers.mjs';
import { EARLY_SCRIPT_HASH } from '../../src/app/firstPaint/earlyScript';

type Row = { kind: string; check: string; ok: boolean; detail: string };

describe('nginx headers per kind of file', () => {
  let rows: Row[] = [];
  beforeAll(async () => {
    rows = (await checkDeployment(inject('nginx').base)) as Row[];
  });

  for (const kind of ['redirect', 'index.html', 'asset', 'sw.js', 'api']) {
    it(kind, () => {
      const mine = rows.filter((row) => row.kind === kind);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.filter((row) => !row.ok)).toEqual([]);
    });
  }

  it('the policy in the configuration is the README policy, naming the early script by its hash', () => {
    const config = readFileSync(
      path.resolve(import.meta.dirname, '../../deploy/nginx/shop.conf'),
      'utf8',
    );
    const policy = readmePolicy();
    expect(policy).toContain(`script-src 'self' ${EARLY_SCRIPT_HASH}`);
    expect(config).toContain(`add_header Content-Security-Policy "${policy}" always;`);
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
