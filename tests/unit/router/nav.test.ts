import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createNav, fillPlaceholders, FORWARDED_PARAMS, type NavHost } from '@/router/nav';
import type { RouteDef } from '@/router/types';
import { parseUrl } from '@/router/url';

const table: RouteDef[] = [
  { path: 'pages/index/index', titleKey: 'shell.titles.home', tab: 0 },
  { path: 'pages/order/index', titleKey: 'shell.titles.orders', tab: 1 },
  { path: 'pages/customer/index', titleKey: 'shell.titles.customer', tab: 2 },
  { path: 'pages/user/index', titleKey: 'shell.titles.mine', tab: 3 },
  { path: 'pages/about/promise', titleKey: 'shell.titles.promise' },
  { path: 'pages/about/payment', titleKey: 'shell.titles.payment' },
  { path: 'pages/login/index', titleKey: 'shell.titles.login' },
  { path: 'pages/iot/login/index', titleKey: 'shell.titles.iotLogin' },
  { path: 'pages/order/pay/index', titleKey: 'shell.titles.orders', auth: 'shop' },
  { path: 'pages/iot/index/index', titleKey: 'shell.titles.home', auth: 'iot' },
  { path: 'pages/webview/index', titleKey: 'shell.titles.webview' },
  { path: 'pages-sub/single/index', titleKey: 'shell.titles.home' },
];

/** A history stack that behaves like the browser's, with the depth kept in each entry. */
function fakeHost() {
  const stack: { url: string; depth: number }[] = [{ url: '/pages/index/index', depth: 1 }];
  let release: (() => void) | null = null;
  const host: NavHost & { stack: typeof stack; hold: () => void; release: () => void } = {
    stack,
    go: vi.fn(async (url: string, { replace, depth }: { replace: boolean; depth: number }) => {
      if (release === null && holding) await new Promise<void>((r) => (release = r));
      if (replace) stack[stack.length - 1] = { url, depth };
      else stack.push({ url, depth });
    }),
    back: vi.fn((delta: number) => {
      stack.splice(stack.length - delta, delta);
    }),
    depth: () => stack[stack.length - 1].depth,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      release?.();
      release = null;
    },
  };
  let holding = false;
  return host;
}

/** A navigation service no router is attached to yet. */
const unattachedNav = () =>
  createNav({
    routes: table,
    session: { isShopLoggedIn: () => false, isIotLoggedIn: () => false, singlePageCode: () => '' },
    toast: vi.fn(),
  });

function setup(session: Partial<{ shop: boolean; iot: boolean; single: string }> = {}) {
  const toast = vi.fn();
  const nav = createNav({
    routes: table,
    session: {
      isShopLoggedIn: () => session.shop ?? false,
      isIotLoggedIn: () => session.iot ?? false,
      singlePageCode: () => session.single ?? '',
    },
    toast,
  });
  const host = fakeHost();
  nav.attach(host);
  const current = () => host.stack[host.stack.length - 1].url;
  return { nav, host, toast, current };
}

describe('navigateTo', () => {
  it('opens a known page on top of the current one', async () => {
    const { nav, host, current } = setup();
    await expect(nav.navigateTo('/pages/about/promise?x=1')).resolves.toEqual({
      ok: true,
      url: '/pages/about/promise?x=1',
    });
    expect(current()).toBe('/pages/about/promise?x=1');
    expect(host.stack).toHaveLength(2);
    expect(host.depth()).toBe(2);
  });
  it('rejects unknown pages with a toast', async () => {
    const { nav, toast, host } = setup();
    // @ts-expect-error a misspelt page path fails the type check; at run time it is refused
    await expect(nav.navigateTo('/pages/nowhere/index')).resolves.toEqual({
      ok: false,
      reason: 'unknownPage',
    });
    expect(toast).toHaveBeenCalledWith('shell.nav.unknownPage');
    expect(host.go).not.toHaveBeenCalled();
  });
  it('refuses tab pages', async () => {
    const { nav, toast } = setup();
    await expect(nav.navigateTo('/pages/order/index')).resolves.toMatchObject({
      reason: 'tabRefused',
    });
    await expect(nav.navigateTo('/')).resolves.toMatchObject({ reason: 'tabRefused' });
    expect(toast).toHaveBeenCalledWith('shell.nav.tabRefused');
  });
  it('rejects a repeat navigation to the same URL while the first is pending', async () => {
    const { nav, host } = setup();
    host.hold();
    const first = nav.navigateTo('/pages/about/promise?a=1&b=2');
    const second = await nav.navigateTo('/pages/about/promise?b=2&a=1');
    expect(second).toEqual({ ok: false, reason: 'duplicate' });
    const other = nav.navigateTo('/pages/about/payment');
    host.release();
    await expect(first).resolves.toMatchObject({ ok: true });
    await expect(other).resolves.toMatchObject({ ok: true });
    // Once settled, the same URL can be opened again.
    await expect(nav.navigateTo('/pages/about/promise?a=1&b=2')).resolves.toMatchObject({
      ok: true,
    });
  });
  it('tells when a router attaches, for navigations asked for before the first render', async () => {
    const nav = unattachedNav();
    const shown: string[] = [];
    const later = nav.whenAttached().then(() => nav.reLaunch('/pages/about/promise'));
    await Promise.resolve();
    expect(shown).toEqual([]);
    nav.attach({
      go: async (url) => {
        shown.push(url);
      },
      back: () => undefined,
      depth: () => 1,
    });
    await expect(later).resolves.toMatchObject({ ok: true });
    expect(shown).toEqual(['/pages/about/promise']);
  });
  it('is not ready before the router attaches', async () => {
    const nav = unattachedNav();
    await expect(nav.navigateTo('/pages/about/promise')).resolves.toEqual({
      ok: false,
      reason: 'notReady',
    });
  });
});

describe('redirectTo', () => {
  it('replaces the current page and keeps the depth', async () => {
    const { nav, host, current } = setup();
    await nav.navigateTo('/pages/about/promise');
    await nav.redirectTo('/pages/about/payment');
    expect(host.stack).toHaveLength(2);
    expect(current()).toBe('/pages/about/payment');
    expect(host.depth()).toBe(2);
  });
  it('refuses tab pages and unknown pages', async () => {
    const { nav } = setup();
    await expect(nav.redirectTo('/pages/user/index')).resolves.toMatchObject({
      reason: 'tabRefused',
    });
    // @ts-expect-error not a page of the route table
    await expect(nav.redirectTo('/pages/x/y')).resolves.toMatchObject({ reason: 'unknownPage' });
  });
});

describe('switchTab', () => {
  it('shows a tab page and resets the stack depth', async () => {
    const { nav, host, current } = setup();
    await nav.navigateTo('/pages/about/promise');
    await nav.switchTab('/pages/order/index');
    expect(current()).toBe('/pages/order/index');
    expect(host.depth()).toBe(1);
  });
  it('refuses non-tab pages', async () => {
    const { nav, toast } = setup();
    await expect(nav.switchTab('/pages/about/promise')).resolves.toMatchObject({
      reason: 'notTabPage',
    });
    expect(toast).toHaveBeenCalledWith('shell.nav.notTabPage');
  });
});

describe('reLaunch', () => {
  it('opens any page, tab or not, as the only page', async () => {
    const { nav, host, current } = setup();
    await nav.navigateTo('/pages/about/promise');
    await nav.reLaunch('/pages/about/payment');
    expect(current()).toBe('/pages/about/payment');
    expect(host.depth()).toBe(1);
    await nav.reLaunch('/pages/user/index');
    expect(current()).toBe('/pages/user/index');
  });
});

describe('navigateBack', () => {
  it('goes back when there is a page below', async () => {
    const { nav, host, current } = setup();
    await nav.navigateTo('/pages/about/promise');
    await nav.navigateTo('/pages/about/payment');
    await nav.navigateBack();
    expect(host.back).toHaveBeenCalledWith(1);
    expect(current()).toBe('/pages/about/promise');
  });
  it('goes to the root when this is the only page', async () => {
    const { nav, host, current } = setup();
    await nav.reLaunch('/pages/about/promise');
    await nav.navigateBack();
    expect(host.back).not.toHaveBeenCalled();
    expect(current()).toBe('/pages/index/index');
  });
  it('goes to the root when asked to go back further than the stack', async () => {
    const { nav, current } = setup();
    await nav.navigateTo('/pages/about/promise');
    await nav.navigateBack(5);
    expect(current()).toBe('/pages/index/index');
  });
});

describe('login guards', () => {
  it.each(['navigateTo', 'redirectTo', 'reLaunch'] as const)(
    '%s to a shop page without login goes to login with the original URL',
    async (method) => {
      const { nav, current } = setup();
      await nav[method]('/pages/order/pay/index?orderId=7');
      const { path, query } = parseUrl(current());
      expect(path).toBe('pages/login/index');
      expect(query.redirect).toBe('/pages/order/pay/index?orderId=7');
    },
  );
  it('lets a logged-in shopper through', async () => {
    const { nav, current } = setup({ shop: true });
    await nav.navigateTo('/pages/order/pay/index?orderId=7');
    expect(current()).toBe('/pages/order/pay/index?orderId=7');
  });
  it('sends IoT pages without a stored sim to the IoT login', async () => {
    const { nav, current } = setup();
    await nav.reLaunch('/pages/iot/index/index');
    expect(parseUrl(current())).toEqual({
      path: 'pages/iot/login/index',
      query: { redirect: '/pages/iot/index/index' },
    });
  });
  it('lets a card owner with a stored sim through', async () => {
    const { nav, current } = setup({ iot: true });
    await nav.reLaunch('/pages/iot/index/index');
    expect(current()).toBe('/pages/iot/index/index');
  });
});

describe('marketing parameters', () => {
  const launchQuery = {
    promoCode: 'AG01',
    bd_vid: 'b1',
    qz_gdt: 'q1',
    cb: 'c1',
    mark: 'm1',
    mark_id: 'mi1',
    autoFilterDelivery: '1',
    agreeAgreement: '1',
    showHotSearch: '1',
    pageCode: '',
  };
  it('are forwarded on index, customer, order, user and login links', async () => {
    const { nav, current } = setup();
    nav.observe(launchQuery);
    for (const url of [
      '/pages/customer/index',
      '/pages/order/index',
      '/pages/user/index',
      '/pages/index/index',
    ] as const) {
      await nav.switchTab(url);
      const { query } = parseUrl(current());
      for (const key of FORWARDED_PARAMS) {
        if (key === 'pageCode') expect(query[key]).toBeUndefined();
        else expect(query[key], `${key} on ${url}`).toBe(launchQuery[key]);
      }
    }
    await nav.navigateTo('/pages/login/index');
    expect(parseUrl(current()).query.promoCode).toBe('AG01');
  });
  it('are not added to other pages, and never override an explicit value', async () => {
    const { nav, current } = setup();
    nav.observe({ promoCode: 'AG01' });
    await nav.navigateTo('/pages/about/promise');
    expect(parseUrl(current()).query).toEqual({});
    await nav.switchTab('/pages/index/index?promoCode=OTHER&indexFirstGroup=1');
    expect(parseUrl(current()).query).toEqual({ promoCode: 'OTHER', indexFirstGroup: '1' });
  });
  it("ignore 'undefined' and 'null' strings", async () => {
    const { nav, current } = setup();
    nav.observe({ promoCode: 'undefined', mark: 'null' });
    await nav.switchTab('/pages/user/index');
    expect(parseUrl(current()).query).toEqual({});
  });
  it('reach the login page opened by a guard', async () => {
    const { nav, current } = setup();
    nav.observe({ promoCode: 'AG01' });
    await nav.navigateTo('/pages/order/pay/index');
    expect(parseUrl(current()).query.promoCode).toBe('AG01');
  });
});

describe('single-page code', () => {
  it('makes the featured single page the shop index', async () => {
    const { nav, current } = setup({ single: 'SP1' });
    await nav.reLaunch('/');
    expect(parseUrl(current()).path).toBe('pages-sub/single/index');
    await nav.switchTab('/pages/index/index');
    expect(parseUrl(current()).path).toBe('pages-sub/single/index');
  });
  it("does nothing for 'undefined' codes", async () => {
    const { nav, current } = setup({ single: 'undefined' });
    await nav.reLaunch('/');
    expect(parseUrl(current()).path).toBe('pages/index/index');
  });
});

describe('openMenu', () => {
  let ctx: ReturnType<typeof setup>;
  beforeEach(() => {
    ctx = setup();
  });
  it('navigates to a page entry', async () => {
    await ctx.nav.openMenu({ type: 'page', path: '/pages/about/promise' });
    expect(ctx.host.stack).toHaveLength(2);
  });
  it('redirects when the path contains type=page', async () => {
    await ctx.nav.openMenu({ type: 'page', path: '/pages/about/promise?type=page' });
    expect(ctx.host.stack).toHaveLength(1);
    expect(ctx.current()).toBe('/pages/about/promise?type=page');
  });
  it('switches tab for a tab page entry', async () => {
    await ctx.nav.openMenu({ type: 'page', path: '/pages/user/index' });
    expect(ctx.current()).toBe('/pages/user/index');
  });
  it('opens a url entry with placeholders substituted and encoded', async () => {
    await ctx.nav.openMenu(
      { type: 'url', url: 'https://help.example.com/?code={promoCode}&sim={simNo}' },
      { promoCode: 'A&B', simNo: '8986 01' },
    );
    const { path, query } = parseUrl(ctx.current());
    expect(path).toBe('pages/webview/index');
    expect(query.url).toBe('https://help.example.com/?code=A%26B&sim=8986%2001');
  });
  it('refuses a url entry that is not http or https', async () => {
    await expect(
      ctx.nav.openMenu({ type: 'url', url: 'javascript:alert(1)' }),
    ).resolves.toMatchObject({
      reason: 'invalidLink',
    });
    await expect(
      ctx.nav.openMenu({ type: 'url', url: '{promoCode}' }, { promoCode: 'javascript:x' }),
    ).resolves.toMatchObject({
      reason: 'invalidLink',
    });
    expect(ctx.toast).toHaveBeenCalledWith('shell.nav.invalidLink');
  });
  it('toasts for other menu types', async () => {
    await expect(ctx.nav.openMenu({ type: 'miniProgram', path: 'x' })).resolves.toMatchObject({
      reason: 'menuUnsupported',
    });
    expect(ctx.toast).toHaveBeenCalledWith('shell.nav.menuUnsupported');
  });
});

describe('fillPlaceholders', () => {
  it('supports single and double braces and empty values', () => {
    expect(fillPlaceholders('a={promoCode}&b={{simNo}}', { promoCode: 'P', simNo: 'S' })).toBe(
      'a=P&b=S',
    );
    expect(fillPlaceholders('a={promoCode}', { promoCode: 'undefined' })).toBe('a=');
    expect(fillPlaceholders('a={other}', {})).toBe('a={other}');
  });
});
