// The production server configuration and the local servers, read as a deployer would: what the
// nginx run cannot see (the real ports and paths it replaces) and what `npm start` opens.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT } from '@/api/client';

const root = path.resolve(import.meta.dirname, '../../..');
const config = readFileSync(path.join(root, 'deploy/nginx/shop.conf'), 'utf8');
/** The active lines (comments left out). */
const active = config.replace(/#.*$/gm, '');

describe('deploy/nginx/shop.conf', () => {
  it('serves HTTPS (HTTP/2, TLS 1.2 and 1.3 only) as the default server, and leads port 80 there', () => {
    expect(active).toMatch(/listen 443 ssl http2 default_server;/);
    expect(active).toMatch(/listen \[::\]:443 ssl http2 default_server;/);
    expect(active).toMatch(/listen 80 default_server;/);
    expect(active).toMatch(/ssl_protocols TLSv1\.2 TLSv1\.3;/);
    expect(active).not.toMatch(/TLSv1(\.1)?[ ;]/);
    const ciphers = /ssl_ciphers ([^;]+);/.exec(active)?.[1] ?? '';
    expect(
      ciphers
        .split(':')
        .every((cipher) => /^ECDHE-.+-(GCM-SHA\d+|CHACHA20-POLY1305)$/.test(cipher)),
    ).toBe(true);
    expect(active).toMatch(/ssl_certificate\s+\/\S+fullchain\.pem;/);
    expect(active).toMatch(/ssl_certificate_key \/\S+privkey\.pem;/);
    expect(active).toMatch(/return 301 https:\/\/\$host\$request_uri;/);
  });

  it('sends HSTS wherever it sends its other security headers', () => {
    const nosniff = active.match(/add_header X-Content-Type-Options/g)?.length ?? 0;
    const hsts = active.match(/add_header Strict-Transport-Security "max-age=31536000" always;/g);
    expect(nosniff).toBeGreaterThan(0);
    expect(hsts?.length).toBe(nosniff);
  });

  it("takes a 5 MB ID photo with its form, waits as long as the app does, and keeps the visitor's scheme", () => {
    const limit = /client_max_body_size (\d+)m;/.exec(active)?.[1];
    expect(Number(limit)).toBeGreaterThanOrEqual(6);
    expect(active).toContain(`proxy_read_timeout ${REQUEST_TIMEOUT / 1000}s;`);
    expect(active).toMatch(
      /map \$http_x_forwarded_proto \$shop_forwarded_proto \{\s*default \$scheme;\s*https\s+https;\s*\}/,
    );
    expect(active).not.toContain('X-Forwarded-Proto $scheme');
    expect(active.match(/X-Forwarded-Proto \$shop_forwarded_proto;/g)).toHaveLength(3);
  });

  it('documents the variant behind a proxy that terminates TLS', () => {
    expect(config).toMatch(/# ---- Behind a proxy or load balancer that terminates TLS/);
    expect(config).toMatch(/#\s+listen 80 default_server;/);
  });
});

describe('the local servers', () => {
  const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
    .scripts as Record<string, string>;

  it('npm start and npm run preview listen on this machine only unless asked (the demo resets and faults)', () => {
    for (const name of ['start', 'dev', 'preview']) expect(scripts[name]).not.toMatch(/--host/);
    const vite = readFileSync(path.join(root, 'vite.config.ts'), 'utf8');
    expect(vite).toMatch(/\n {2}server: \{ port: 5173[^}]*\}/);
    expect(/\n {2}server: \{[^}]*\}/.exec(vite)?.[0]).not.toMatch(/host/);
    expect(/\n {2}preview: \{[^}]*\}/.exec(vite)?.[0]).not.toMatch(/host/);
  });
});
