import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, parseArguments } from '../../../deploy/configure.mjs';
import {
  contentSecurityPolicy,
  policyOfSnippet,
  policyProblems,
  policySnippet,
} from '../../../deploy/csp.mjs';
import { settingsOfHtml, withSettings } from '../../../deploy/settings.mjs';
import { readDeploySettings } from '@/lib/deploySettings';

const HASH = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='";
const BUILT = { api: 'https://api.example.com', appDomain: '', frameHosts: '', accessNodes: '' };

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

let dist = '';
const file = (name: string) => readFileSync(path.join(dist, name), 'utf8');
const policy = () => policyOfSnippet(file('csp.conf')) ?? '';
const blockOf = () => {
  const text = /id="shop-deploy">([^<]*)</.exec(file('index.html'))?.[1] ?? null;
  return readDeploySettings(text, { api: '', appDomain: '', frameHosts: '', accessNodes: '' });
};

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'shop-configure-'));
  const html = '<!doctype html><html><head><title>Shop</title></head><body></body></html>';
  writeFileSync(path.join(dist, 'index.html'), withSettings(html, BUILT));
  const built = contentSecurityPolicy({
    scriptHash: HASH,
    apiBase: BUILT.api,
    wechatSdk: 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js',
  });
  writeFileSync(path.join(dist, 'csp.conf'), policySnippet(built));
  writeFileSync(
    path.join(dist, 'sw.js'),
    'startWorker(self, {"version":"0123456789ab","files":[]});\n',
  );
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('node deploy/configure.mjs', () => {
  it('points a build at another backend: the page settings and the policy agree', () => {
    configure(dist, {
      api: 'https://second.example.org/',
      frameHosts: 'https://help.example.com',
      accessNodes: 'https://node.example.org',
    });
    expect(blockOf()).toEqual({
      api: 'https://second.example.org',
      appDomain: '',
      frameHosts: 'https://help.example.com',
      accessNodes: 'https://node.example.org',
    });
    expect(directive(policy(), 'connect-src')).toBe(
      "connect-src 'self' https://second.example.org https://node.example.org",
    );
    expect(directive(policy(), 'frame-src')).toBe("frame-src 'self' https://help.example.com");
    // The early script's hash and the WeChat SDK stay; the policy stays the shop's.
    expect(directive(policy(), 'script-src')).toBe(
      `script-src 'self' ${HASH} https://res.wx.qq.com`,
    );
    expect(policyProblems(policy())).toEqual([]);
    // A visitor's installed worker sees a new version, and takes the new page.
    expect(file('sw.js')).not.toContain('"version":"0123456789ab"');
    expect(file('sw.js')).toMatch(/"version":"[0-9a-f]{12}"/);
  });

  it('keeps what is not given, and turns the binding service off or elsewhere', () => {
    configure(dist, { appDomain: 'https://bind.example.net/app-domain' });
    expect(blockOf()).toMatchObject({
      api: 'https://api.example.com',
      appDomain: 'https://bind.example.net/app-domain',
    });
    expect(directive(policy(), 'connect-src')).toBe(
      "connect-src 'self' https://api.example.com https://bind.example.net",
    );
    configure(dist, { appDomain: 'off', api: '/backend' });
    expect(settingsOfHtml(file('index.html'))).toEqual({
      api: '/backend',
      appDomain: 'off',
      frameHosts: '',
      accessNodes: '',
    });
    expect(directive(policy(), 'connect-src')).toBe("connect-src 'self'");
  });

  it('refuses a setting the app would not take, and leaves the build as it was', () => {
    const before = [file('index.html'), file('csp.conf')];
    for (const given of [
      { api: 'javascript:alert(1)' },
      { api: 'api.example.com' },
      { api: 'https://user:pass@api.example.com' },
      { api: 'https://api.example.com/?x=1' },
      { api: '//evil.example.net' },
      { appDomain: 'ftp://bind.example.net' },
      { frameHosts: 'http://help.example.com' },
      { frameHosts: 'https://help.example.com/path' },
      { accessNodes: 'https://node.example.org/path' },
    ]) {
      expect(() => configure(dist, given), JSON.stringify(given)).toThrow();
    }
    expect([file('index.html'), file('csp.conf')]).toEqual(before);
  });

  it('escapes what could close the block', () => {
    const html = withSettings('<html><head></head></html>', {
      api: '',
      appDomain: '',
      frameHosts: '</script><script>alert(1)</script>',
      accessNodes: '',
    });
    expect(html).not.toContain('</script><script>');
    expect(settingsOfHtml(html)?.frameHosts).toBe('</script><script>alert(1)</script>');
  });

  it('reads its command line', () => {
    expect(
      parseArguments([
        'dist',
        '--api',
        'https://a.example.com',
        '--app-domain=off',
        '--frame-hosts',
        'https://b.example.com',
      ]),
    ).toEqual({
      dist: 'dist',
      given: {
        api: 'https://a.example.com',
        appDomain: 'off',
        frameHosts: 'https://b.example.com',
      },
    });
    expect(() => parseArguments(['dist', '--api'])).toThrow(/needs a value/);
    expect(() => parseArguments(['dist', '--backend', 'x'])).toThrow(/unknown argument/);
    expect(() => parseArguments([])).toThrow(/usage/);
  });
});
