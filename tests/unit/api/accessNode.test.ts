// The access node (docs/requirements.md section 7, the app-domain binding service's `data.domain`): once the demo
// binding service names it, the session's calls and the backend's relative pictures go there, and
// the launch does not ask again; docs/requirements.md section 8's messages when it cannot be had.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call } from '@/api/call';
import * as site from '@/api/declarations/site';
import { apiBase } from '@/api/endpoints';
import { accessNodeBase } from '@/api/endpoints';
import { planFirstCalls } from '@/app/early/plan';
import { runLaunch, type LaunchDeps } from '@/features/launch/launch';
import { removeData } from '@/features/data/cache';
import { ACCESS_NODE_KEY } from '@/lib/accessNode';
import { DEPLOY_SETTINGS_ID } from '@/lib/deploySettings';
import { resolveImage } from '@/lib/image';
import { addFault } from '@/mocks/faults';
import { setDemoAccessNode } from '@/mocks/handlers/appDomain';
import { setupDemoApi } from './harness';

const { server } = setupDemoApi();
const NODE = 'http://node.example.org:8081';

function deps(): { deps: Partial<LaunchDeps>; alerts: string[]; quits: () => number } {
  const alerts: string[] = [];
  let quit = 0;
  return {
    alerts,
    quits: () => quit,
    deps: {
      online: () => true,
      isWechat: () => false,
      reLaunch: () => undefined,
      alert: async (message) => void alerts.push(message),
      quit: () => void (quit += 1),
    },
  };
}

let asked: string[] = [];
let block: HTMLScriptElement;
beforeEach(() => {
  asked = [];
  server.events.on('request:start', ({ request }) => void asked.push(request.url));
  // The deployment lists the node its binding service names (and its policy allows it).
  block = document.createElement('script');
  block.type = 'application/json';
  block.id = DEPLOY_SETTINGS_ID;
  block.textContent = JSON.stringify({ accessNodes: NODE });
  document.head.append(block);
  setDemoAccessNode(NODE);
});
afterEach(() => {
  server.events.removeAllListeners();
  block.remove();
  setDemoAccessNode('');
  removeData(['config']);
});

describe('the access node', () => {
  it('is where the calls go once the binding service has named it', async () => {
    const launch = deps();
    await expect(runLaunch({ path: '', query: {}, deps: launch.deps })).resolves.toEqual({
      ok: true,
    });
    expect(launch.alerts).toEqual([]);
    expect(sessionStorage.getItem(ACCESS_NODE_KEY)).toBe(NODE);
    expect(apiBase()).toBe(NODE);
    // The binding service is asked at the deployment's address; the configuration at the node's.
    expect(
      asked.some((url) => url.endsWith('/app-domain/getAppDomain?packageName=com.shop.simcard.h5')),
    ).toBe(true);
    expect(asked.filter((url) => url.includes('/api/hk/baseConfig'))).toEqual([
      `${NODE}/api/hk/baseConfig`,
    ]);
    asked = [];
    await call(site.getSiteConfig);
    expect(asked).toEqual([`${NODE}/api/site/config`]);
  });

  it('stays for the session: a reload asks the service no more and sends its first calls there', async () => {
    await runLaunch({ path: '', query: {}, deps: deps().deps });
    asked = [];
    removeData(['config']);
    await expect(runLaunch({ path: '', query: {}, deps: deps().deps })).resolves.toEqual({
      ok: true,
    });
    expect(asked.filter((url) => url.includes('getAppDomain'))).toEqual([]);
    expect(asked.some((url) => url.startsWith(`${NODE}/api/hk/baseConfig`))).toBe(true);
    // The early calls of the next page load do the same.
    const planned = planFirstCalls(
      '#/pages/index/index',
      { sessionId: 'a', orderSessionId: 'b' },
      {},
    );
    expect(planned.map((call) => call.url)).toEqual([`${NODE}/api/hk/baseConfig`]);
  });

  it('is the base of the backend relative pictures, before the configured domain', async () => {
    const domains = { domain: 'https://img.example.com' };
    expect(resolveImage('goods/1.png', domains)).toBe('https://img.example.com/goods/1.png');
    await runLaunch({ path: '', query: {}, deps: deps().deps });
    expect(resolveImage('goods/1.png', domains)).toBe(`${NODE}/goods/1.png`);
    expect(resolveImage('https://cdn.example.com/a.png', domains)).toBe(
      'https://cdn.example.com/a.png',
    );
  });

  it('says it could not be got, and quits, when the service names a node the deployment does not allow', async () => {
    setDemoAccessNode('https://evil.example.net');
    const launch = deps();
    await expect(runLaunch({ path: '', query: {}, deps: launch.deps })).resolves.toEqual({
      ok: false,
      reason: 'noDomain',
    });
    expect(launch.alerts).toEqual([
      'Failed to get access node, retry later or contact administrator',
    ]);
    expect(launch.quits()).toBe(1);
    expect(sessionStorage.getItem(ACCESS_NODE_KEY)).toBeNull();
    expect(asked.filter((url) => url.includes('evil.example.net'))).toEqual([]);
  });

  it('gives section 8 message when the service fails, and keeps no node', async () => {
    addFault({ path: '/app-domain/getAppDomain', status: 503 });
    const launch = deps();
    await expect(runLaunch({ path: '', query: {}, deps: launch.deps })).resolves.toEqual({
      ok: false,
      reason: 'networkFault',
    });
    expect(launch.alerts).toEqual(['Internal network fault, retry later']);
    expect(sessionStorage.getItem(ACCESS_NODE_KEY)).toBeNull();
    expect(apiBase()).toBe('');
  });

  it('takes only http(s) addresses on allowed origins', () => {
    const settings = { accessNodes: NODE };
    const own = 'https://shop.example.com';
    expect(accessNodeBase(`${NODE}/`, settings, own)).toBe(NODE);
    expect(accessNodeBase('https://shop.example.com', settings, own)).toBe(own);
    expect(accessNodeBase('shop.example.com', settings, own)).toBe(own);
    for (const bad of [
      '',
      null,
      42,
      'javascript:alert(1)',
      'https://evil.example.net',
      `${NODE}.evil.net`,
      'https://user:pw@shop.example.com',
      '/relative',
    ]) {
      expect(accessNodeBase(bad, settings, own), String(bad)).toBeNull();
    }
  });
});
