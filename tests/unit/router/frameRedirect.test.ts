import { afterEach, describe, expect, it } from 'vitest';
import { createNav, nav, setFrameDomain } from '@/router/nav';
import { buildUrl } from '@/router/url';

// A `redirect` (after a login, after the domain loads) is followed only to a page the app knows;
// the web view counts only with an address it would frame, so no crafted link frames an outside
// page under the shop's address bar.

const webview = (address: string) => buildUrl('pages/webview/index', { url: address });
const own = (path: string) => `${globalThis.location.origin}${path}`;

function navWith(domain: string) {
  return createNav({
    routes: [
      { path: 'pages/index/index', titleKey: 'shell.titles.home', tab: 0 },
      { path: 'pages/webview/index', titleKey: 'shell.titles.webview' },
    ],
    session: {
      isShopLoggedIn: () => false,
      isIotLoggedIn: () => false,
      singlePageCode: () => '',
      frameDomain: () => domain,
    },
    toast: () => undefined,
  });
}

describe('a redirect to the web view', () => {
  afterEach(() => setFrameDomain(() => ''));

  it('is refused for an address the web view would not frame', () => {
    const known = navWith('https://img.example.com').isKnown;
    for (const address of [
      'https://evil.example/login',
      'https://img.example.com@evil.example/',
      'https://img.example.com.evil.example/',
      'http://img.example.com/',
      'https://img.example.com:8443/',
      'javascript:alert(1)',
      '',
    ]) {
      expect(known(webview(address)), address).toBe(false);
      expect(known(`#${webview(address)}`), address).toBe(false);
    }
    expect(known('/pages/webview/index')).toBe(false);
  });

  it('is followed for the shop own origin and the configured domain', () => {
    const known = navWith('https://img.example.com').isKnown;
    expect(known(webview(own('/shop/builtin/logo.svg')))).toBe(true);
    expect(known(webview('https://img.example.com/promo.html'))).toBe(true);
    expect(known(webview('HTTPS://IMG.EXAMPLE.COM/promo.html'))).toBe(true);
    expect(navWith('').isKnown(webview('https://img.example.com/promo.html'))).toBe(false);
    expect(known('/pages/index/index')).toBe(true);
  });

  it('reads the app configured domain through setFrameDomain', () => {
    const target = webview('https://img.example.com/promo.html');
    expect(nav.isKnown(target)).toBe(false);
    setFrameDomain(() => 'https://img.example.com');
    expect(nav.isKnown(target)).toBe(true);
    expect(nav.isKnown(webview('https://evil.example/'))).toBe(false);
  });
});
