import { describe, expect, it, vi } from 'vitest';
import { checkAnswer, openableUrl } from '@/lib/schema';
import { sanitizeHtml } from '@/components/ui/sanitize';
import { isLink } from '@/lib/validators';
import { createNav, fillPlaceholders, type NavHost } from '@/router/nav';
import type { RouteDef } from '@/router/types';
import { isInternalUrl } from '@/router/url';

// Hostile content from the backend or from a link: none of it may run script or leave the app.

const SCRIPT_PAYLOADS = [
  '<script>window.__pwned = 1</script><p>text</p>',
  '<img src="x" onerror="window.__pwned = 1">',
  '<svg onload="window.__pwned = 1"><circle/></svg>',
  '<a href="javascript:window.__pwned=1">tap</a>',
  '<a href="JaVaScRiPt&colon;window.__pwned=1">tap</a>',
  '<a href=" javascript:window.__pwned=1">tap</a>',
  '<a href="data:text/html,<script>window.__pwned=1</script>">tap</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<iframe src="javascript:window.__pwned=1"></iframe>',
  '<form action="javascript:1"><button>go</button></form>',
  '<p style="background:url(javascript:1)">styled</p>',
  '<div onmouseover="window.__pwned=1">hover</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=1>',
  '<object data="javascript:1"></object><embed src="javascript:1">',
  '<a href="vbscript:msgbox(1)">vb</a><a href="//evil.example/x">rel</a>',
];

describe('rich text (notices, protocols, answers, warranty, goods details)', () => {
  it.each(SCRIPT_PAYLOADS)('leaves no script, handler or unsafe address in %s', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(clean).not.toMatch(/<script|<iframe|<object|<embed|<form|<svg|<style|<math/i);
    expect(clean).not.toMatch(/\son[a-z]+=/i);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:|colon;|style=/i);
    expect(clean).not.toContain('//evil.example');
    // Rendering the result runs nothing.
    const host = document.createElement('div');
    host.innerHTML = clean;
    document.body.append(host);
    host.querySelectorAll('a, img, div').forEach((node) => node.dispatchEvent(new Event('error')));
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    host.remove();
  });

  it('keeps the text and the safe markup of the payloads', () => {
    expect(sanitizeHtml(SCRIPT_PAYLOADS[0])).toBe('<p>text</p>');
    expect(sanitizeHtml(SCRIPT_PAYLOADS[3])).toBe('<a>tap</a>');
    expect(sanitizeHtml('<a href="https://ok.example/a?b=1">ok</a>')).toContain(
      'href="https://ok.example/a?b=1"',
    );
  });
});

describe('the link test (webview page, menu urls, cashier)', () => {
  it('accepts http and https addresses with a host', () => {
    for (const good of ['https://a.example', 'http://a.example/x?y=1#z', ' HTTPS://A.example/ ']) {
      expect(isLink(good), good).toBe(true);
    }
  });

  it('refuses every other scheme and the tricks around it', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:1',
      '//evil.example',
      '/pages/index/index',
      'https://',
      'https:///evil',
      'https:\\\\evil.example',
      'http://a.example/\u0000javascript:1',
      'http://a.ex\tample',
      'ftp://a.example',
      '',
      null,
      undefined,
    ]) {
      expect(isLink(bad), String(bad)).toBe(false);
    }
  });
});

describe('menu urls with placeholders', () => {
  it('encodes the substituted values, so they cannot change the address', () => {
    expect(
      fillPlaceholders('https://a.example/p?code={promoCode}&sim={simNo}', {
        promoCode: 'x&admin=1#frag',
        simNo: '1064800000001',
      }),
    ).toBe('https://a.example/p?code=x%26admin%3D1%23frag&sim=1064800000001');
  });

  it('a value turning the url into javascript: or another host is refused', async () => {
    const toast = vi.fn();
    const routes: RouteDef[] = [
      { path: 'pages/index/index', titleKey: 'shell.titles.home', tab: 0 },
      { path: 'pages/webview/index', titleKey: 'shell.titles.webview' },
    ];
    const nav = createNav({
      routes,
      session: {
        isShopLoggedIn: () => false,
        isIotLoggedIn: () => false,
        singlePageCode: () => '',
      },
      toast,
    });
    const gone: string[] = [];
    const host: NavHost = {
      go: async (url) => void gone.push(url),
      back: () => undefined,
      depth: () => 1,
    };
    nav.attach(host);
    await expect(
      nav.openMenu({ type: 'url', url: '{simNo}' }, { simNo: 'javascript:alert(1)' }),
    ).resolves.toMatchObject({ ok: false, reason: 'invalidLink' });
    await expect(
      nav.openMenu({ type: 'url', url: 'javascript:alert({simNo})' }, { simNo: '1' }),
    ).resolves.toMatchObject({ ok: false, reason: 'invalidLink' });
    // The slash is encoded: the value cannot add a path of its own to another host.
    const odd = await nav.openMenu(
      { type: 'url', url: 'https://{promoCode}' },
      { promoCode: 'evil.example/' },
    );
    if (odd.ok) expect(decodeURIComponent(gone.shift() ?? '')).toContain('https://evil.example%2F');
    await expect(
      nav.openMenu({ type: 'url', url: 'https://a.example/?s={simNo}' }, { simNo: '1"><x' }),
    ).resolves.toMatchObject({ ok: true });
    expect(gone[0]).toBe(
      `/pages/webview/index?url=${encodeURIComponent('https://a.example/?s=1%22%3E%3Cx')}`,
    );
    expect(toast).toHaveBeenCalledWith('shell.nav.invalidLink');
  });
});

describe('redirect query values', () => {
  const nav = createNav({
    routes: [
      { path: 'pages/index/index', titleKey: 'shell.titles.home', tab: 0 },
      { path: 'pages/iot/index/index', titleKey: 'shell.titles.home' },
    ],
    session: { isShopLoggedIn: () => false, isIotLoggedIn: () => false, singlePageCode: () => '' },
    toast: () => undefined,
  });

  it('lead only to our own routes', () => {
    expect(nav.isKnown('/pages/iot/index/index?tab=1')).toBe(true);
    expect(nav.isKnown('/pages/index/index?keyword=a b&next=https://x.example')).toBe(true);
    expect(nav.isKnown('#/pages/index/index')).toBe(true);
    for (const bad of [
      'https://evil.example/pages/index/index',
      '//evil.example',
      '//pages/index/index',
      '///evil.example/pages/index/index',
      '\\\\evil.example/pages/index/index',
      '/\\evil.example',
      'javascript:alert(1)',
      'javascript:alert(1)//pages/index/index',
      'JavaScript:/pages/index/index',
      'data:text/html,<script>alert(1)</script>',
      '/pages/index/index\u0000',
      'https:/pages/index/index',
      '/pages/nowhere/index',
    ]) {
      expect(nav.isKnown(bad), bad).toBe(false);
      expect(isInternalUrl(bad) && nav.isKnown(bad), bad).toBe(false);
    }
  });
});

describe('cashier addresses in payment answers', () => {
  it('accepts none, http(s) and our own paths; refuses scripts and other hosts in disguise', () => {
    const read = (value: unknown) => checkAnswer(openableUrl, value);
    expect(read('')).toMatchObject({ ok: true, data: '' });
    expect(read(null)).toMatchObject({ ok: true, data: '' });
    expect(read('https://pay.example/c?o=1')).toMatchObject({
      ok: true,
      data: 'https://pay.example/c?o=1',
    });
    expect(read('/api/__demo/pay?orderSn=1')).toMatchObject({
      ok: true,
      data: '/api/__demo/pay?orderSn=1',
    });
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example/pay',
      '/\\evil.example',
      'https://user@evil.example',
    ]) {
      expect(read(bad), bad).toMatchObject({
        ok: false,
        breach: { reason: 'not an http(s) address' },
      });
    }
  });
});
