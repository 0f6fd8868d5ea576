import { describe, expect, it } from 'vitest';
import {
  baseAddress,
  buildSettings,
  DEPLOY_SETTINGS_ID,
  pageSettings,
  readDeploySettings,
  type DeploySettings,
} from '@/lib/deploySettings';

const BUILD: DeploySettings = {
  api: 'https://built.example.com',
  appDomain: '',
  frameHosts: 'https://help.example.com',
  accessNodes: '',
};
const read = (block: unknown) =>
  readDeploySettings(typeof block === 'string' ? block : JSON.stringify(block), BUILD);

describe('the deployment settings of index.html', () => {
  it('are the build variables where the page has no block', () => {
    expect(readDeploySettings(null, BUILD)).toEqual(BUILD);
    expect(readDeploySettings('', BUILD)).toEqual(BUILD);
    // A test run has no VITE_API_BASE: the shop's own origin, the binding service beside it.
    expect(buildSettings()).toMatchObject({ api: '', appDomain: '' });
  });

  it('take each well-formed setting of the block over the build one', () => {
    expect(
      read({
        api: 'https://api.example.com/v2/',
        appDomain: 'https://bind.example.net:8443/app-domain',
        frameHosts: 'https://pay.example.com',
        accessNodes: 'https://node1.example.com,https://node2.example.com',
      }),
    ).toEqual({
      api: 'https://api.example.com/v2',
      appDomain: 'https://bind.example.net:8443/app-domain',
      frameHosts: 'https://pay.example.com',
      accessNodes: 'https://node1.example.com,https://node2.example.com',
    });
    expect(read({ api: '/backend', appDomain: 'off' })).toMatchObject({
      api: '/backend',
      appDomain: 'off',
    });
    // '' is a setting too: the shop's own origin.
    expect(read({ api: '' }).api).toBe('');
    // What the block leaves out stays the build's.
    expect(read({ api: 'http://127.0.0.1:8081' })).toEqual({
      ...BUILD,
      api: 'http://127.0.0.1:8081',
    });
  });

  it('ignore a malformed block or value and keep the build one', () => {
    expect(read('{not json')).toEqual(BUILD);
    expect(read('null')).toEqual(BUILD);
    expect(read('"https://api.example.com"')).toEqual(BUILD);
    for (const api of [
      'javascript:alert(1)',
      'ftp://api.example.com',
      'api.example.com',
      '//evil.example.net',
      'https://user:pass@api.example.com',
      'https://api.example.com/?x=1',
      'https://api.example.com/#x',
      'https://api.example.com/a b',
      'https://api.example.com/"><script>',
      'https://api.example.com\\@evil.net',
      42,
      null,
      ['https://api.example.com'],
      { href: 'https://api.example.com' },
    ]) {
      expect(read({ api }).api, String(api)).toBe(BUILD.api);
    }
    expect(read({ appDomain: 'data:text/html,x' }).appDomain).toBe('');
    expect(read({ frameHosts: 7, accessNodes: ['x'] })).toEqual(BUILD);
  });

  it('reads the block of the page itself', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = DEPLOY_SETTINGS_ID;
    block.textContent = JSON.stringify({ api: 'https://second.example.com' });
    document.head.append(block);
    try {
      expect(pageSettings().api).toBe('https://second.example.com');
    } finally {
      block.remove();
    }
  });

  it('takes a base address as the app uses it', () => {
    expect(baseAddress(' https://API.example.com:8443/x/ ')).toBe('https://API.example.com:8443/x');
    expect(baseAddress('')).toBe('');
    expect(baseAddress(undefined)).toBeNull();
  });
});
