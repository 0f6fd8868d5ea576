import { beforeEach, describe, expect, it } from 'vitest';
import { runLaunch, type LaunchDeps } from '@/features/launch/launch';
import { issueAuthState } from '@/features/launch/authState';
import { removeData } from '@/features/data/cache';
import { resetDb } from '@/mocks/db';
import { issueCode } from '@/mocks/services/oauth';
import { useShopUserStore } from '@/stores/shopUser';
import { setupDemoApi } from '../api/harness';

// The launch's official-account authorisation in WeChat's browser (type 1): a state of this tab
// goes along and must come back, and the browser is sent at most once a session, so a backend
// that does not remember the visitor never sends it round and round.

const { server } = setupDemoApi();
const HOME = 'http://127.0.0.1:4180/shop/#/pages/index/index';

function deps(href: string) {
  const seen = { redirected: [] as string[], addresses: [] as string[] };
  const d: Partial<LaunchDeps> = {
    online: () => true,
    isWechat: () => true,
    currentHref: () => href,
    redirect: (url) => void seen.redirected.push(url),
    replaceAddress: (url) => void seen.addresses.push(url),
    reLaunch: () => undefined,
    alert: async () => undefined,
    quit: () => undefined,
  };
  return { d, seen };
}

const sentTo = (url: string) => new URL(url, 'http://127.0.0.1:4180');
let logins: string[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.url.includes('/api/wechat/login')) logins.push(request.url);
});

beforeEach(() => {
  sessionStorage.clear();
  removeData(['site']);
  resetDb();
  useShopUserStore.getState().logout();
  logins = [];
});

const launch = (query: Record<string, string>, href = HOME) => {
  const { d, seen } = deps(href);
  return runLaunch({ path: 'pages/index/index', query, deps: d }).then((result) => ({
    result,
    seen,
  }));
};

describe('the launch authorisation in WeChat', () => {
  it('goes with a state kept for this tab', async () => {
    const { seen } = await launch({});
    expect(seen.redirected).toHaveLength(1);
    const state = sentTo(seen.redirected[0]).searchParams.get('state') ?? '';
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(sessionStorage.getItem('sim.wechatAuthState.login')).toContain(state);
  });

  it('is tried once a session: a visitor the backend still does not know stays a guest', async () => {
    const first = await launch({});
    expect(first.seen.redirected).toHaveLength(1);
    // Back without anything the backend remembers (or a reload of the landing page).
    removeData(['site']);
    const second = await launch({});
    expect(second.seen.redirected).toEqual([]);
    expect(second.result).toEqual({ ok: true });
    const third = await launch({ code: 'wx-demo-x', state: 'whatever' }, `${HOME}?code=wx-demo-x`);
    expect(third.seen.redirected).toEqual([]);
    expect(useShopUserStore.getState().mobile).toBe('');
  });

  it('a code in a link this tab did not start logs nobody in, and leaves the address', async () => {
    const code = issueCode(Date.now());
    const { seen, result } = await launch(
      { code, state: 'crafted' },
      `${HOME}?code=${code}&state=crafted`,
    );
    expect(logins).toEqual([]);
    expect(useShopUserStore.getState().mobile).toBe('');
    expect(seen.addresses).toEqual([HOME]);
    // Not logged in: the one attempt of this session goes out, with a state of its own.
    expect(seen.redirected).toHaveLength(1);
    expect(result.ok).toBe(true);
  });

  it('the way back of its own authorisation logs the shop in once, and goes nowhere else', async () => {
    const state = issueAuthState('login');
    const code = issueCode(Date.now());
    const { seen } = await launch({ code, state }, `${HOME}?code=${code}&state=${state}`);
    expect(logins).toHaveLength(1);
    expect(useShopUserStore.getState().mobile).not.toBe('');
    expect(seen.addresses).toEqual([HOME]);
    expect(seen.redirected).toEqual([]);
  });
});
