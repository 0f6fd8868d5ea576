import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  frameOrigins,
  policyOfSnippet,
  policyProblems,
  policySettings,
  policySnippet,
} from '../../../deploy/csp.mjs';
import { policyRows, documentedPolicy, scriptHash } from '../../../deploy/check-headers.mjs';
import { EARLY_SCRIPT, EARLY_SCRIPT_HASH } from '@/app/firstPaint/earlyScript';

const root = path.resolve(import.meta.dirname, '../../..');
const policyFor = (env: Record<string, string>) =>
  contentSecurityPolicy({ scriptHash: EARLY_SCRIPT_HASH, ...policySettings(env) });
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);
/** A page as the build writes it: the early data block, the early script, the module script. */
const PAGE = `<head><script type="application/json" id="early">{"f":{}}</script><script>${EARLY_SCRIPT}</script><script type="module" crossorigin src="/shop/assets/preload-x.js"></script></head>`;

describe('the Content-Security-Policy made from the build settings', () => {
  it('is the documented policy for a default build, naming the early script by its hash', () => {
    const policy = policyFor({});
    expect(policy).toBe(documentedPolicy());
    expect(directive(policy, 'script-src')).toBe(`'self' ${EARLY_SCRIPT_HASH}`);
    expect(directive(policy, 'connect-src')).toBe("'self'");
    expect(directive(policy, 'frame-src')).toBe("'self'");
    expect(scriptHash(EARLY_SCRIPT)).toBe(EARLY_SCRIPT_HASH);
  });

  it('lets a backend on another origin be reached, and its app-domain service', () => {
    const policy = policyFor({ VITE_API_BASE: 'https://api.example.com/v2' });
    expect(directive(policy, 'connect-src')).toBe("'self' https://api.example.com");
    const apart = policyFor({
      VITE_API_BASE: 'https://api.example.com',
      VITE_APP_DOMAIN_BASE: 'https://bind.example.net:8443/app-domain',
    });
    expect(directive(apart, 'connect-src')).toBe(
      "'self' https://api.example.com https://bind.example.net:8443",
    );
    // A path of the shop's own site is 'self'.
    expect(directive(policyFor({ VITE_API_BASE: '/backend' }), 'connect-src')).toBe("'self'");
  });

  it("loads the pictures of a backend on plain http from its host, and no other http host's", () => {
    const tls = policyFor({ VITE_API_BASE: 'https://api.example.com' });
    expect(directive(tls, 'img-src')).toBe("'self' data: blob: https:");
    const plain = policyFor({ VITE_API_BASE: 'http://10.0.0.5:8080/api' });
    expect(directive(plain, 'img-src')).toBe("'self' data: blob: https: http://10.0.0.5:8080");
    expect(policyProblems(plain, { html: PAGE, hash: scriptHash })).toEqual([]);
    const loose = documentedPolicy().replace('blob: https:;', 'blob: https: http:;');
    expect(policyProblems(loose, { html: PAGE, hash: scriptHash })).toEqual([
      'img-src allows http: (only plain-http backend origins may be added)',
    ]);
  });

  it('frames only the shop itself and the https origins of VITE_FRAME_HOSTS, never any https page', () => {
    const policy = policyFor({
      VITE_FRAME_HOSTS:
        'https://help.example.com, https://pay.example.com:8443/,http://plain.example.com,https://x.example.com/path,javascript:alert(1),https://u:p@y.example.com,https://help.example.com',
    });
    expect(directive(policy, 'frame-src')).toBe(
      "'self' https://help.example.com https://pay.example.com:8443",
    );
    expect(policy).not.toMatch(/frame-src[^;]*https:(;|\s)/);
    expect(frameOrigins(undefined)).toEqual([]);
    expect(frameOrigins('https://EXAMPLE.com')).toEqual(['https://example.com']);
  });

  it('adds the WeChat SDK origin to script-src only when one is set', () => {
    const policy = policyFor({ VITE_WX_JSSDK: 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js' });
    expect(directive(policy, 'script-src')).toBe(
      `'self' ${EARLY_SCRIPT_HASH} https://res.wx.qq.com`,
    );
  });

  it('refuses settings that are no address, instead of writing a broken policy', () => {
    expect(() => policyFor({ VITE_API_BASE: 'api.example.com' })).toThrow(/VITE_API_BASE/);
    expect(() => policyFor({ VITE_API_BASE: 'javascript:alert(1)' })).toThrow(/VITE_API_BASE/);
    expect(() => contentSecurityPolicy({ scriptHash: '' })).toThrow(/hash/);
  });

  it('round-trips through the nginx snippet the build writes', () => {
    const policy = policyFor({ VITE_API_BASE: 'https://api.example.com' });
    const snippet = policySnippet(policy);
    expect(snippet).toContain(`add_header Content-Security-Policy "${policy}" always;`);
    expect(policyOfSnippet(snippet)).toBe(policy);
    expect(policyOfSnippet('nothing')).toBeNull();
  });
});

describe("deploy/check-headers.mjs's policy check", () => {
  it('passes a build with a correct cross-origin backend and allowed frame hosts', () => {
    const policy = policyFor({
      VITE_API_BASE: 'https://api.example.com',
      VITE_FRAME_HOSTS: 'https://help.example.com',
    });
    expect(policyProblems(policy, { html: PAGE, hash: scriptHash })).toEqual([]);
    const rows = policyRows(policy, { html: PAGE, expected: policy });
    expect(rows.filter((row) => !row.ok)).toEqual([]);
  });

  it("fails the old policy (frames any https page) and one that is not the build's", () => {
    const old = documentedPolicy().replace("frame-src 'self'", 'frame-src https:');
    expect(policyProblems(old, { html: PAGE, hash: scriptHash })).toContain(
      'frame-src allows https: (only origins may be named)',
    );
    const rows = policyRows(documentedPolicy(), {
      html: PAGE,
      expected: policyFor({ VITE_API_BASE: 'https://api.example.com' }),
    });
    expect(rows.find((row) => /build's/.test(row.check))?.ok).toBe(false);
  });

  it('fails wildcards, loosened scripts, missing directives and an inline script it does not name', () => {
    const base = documentedPolicy();
    const problems = (policy: string, html = PAGE) =>
      policyProblems(policy, { html, hash: scriptHash });
    expect(problems(base.replace("connect-src 'self'", "connect-src 'self' https:"))).toHaveLength(
      1,
    );
    expect(problems(base.replace("connect-src 'self'", "connect-src 'self' *"))).toHaveLength(1);
    expect(
      problems(base.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")),
    ).toHaveLength(1);
    expect(problems(base.replace("; object-src 'none'", ''))).toEqual(['object-src missing']);
    expect(problems(base.replace("frame-ancestors 'none'", 'frame-ancestors *'))).toHaveLength(1);
    expect(problems(base, `${PAGE}<script>alert(1)</script>`)).toEqual([
      'an inline script of the page is not named',
    ]);
    expect(policyRows('', { html: PAGE }).filter((row) => !row.ok)).toHaveLength(2);
  });

  it('is what the server configuration sends: the build file included, no policy of its own', () => {
    const config = readFileSync(path.join(root, 'deploy/nginx/shop.conf'), 'utf8');
    expect(config).toMatch(
      /location = \/shop\/index\.html \{[^}]*include \/var\/www\/shop\/csp\.conf;/,
    );
    expect(config).not.toContain('Content-Security-Policy "');
  });
});
