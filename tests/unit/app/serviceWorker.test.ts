import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '@/app/serviceWorker/register';
import { useUpdateStore } from '@/stores/update';
import { routeOf, SKIP_WAITING } from '@/sw/worker';

const SCOPE = 'https://shop.example/shop/';
const FILES = new Set(['assets/index-abc.js', 'assets/core-en-1.js']);
const get = (url: string, mode = 'cors') => routeOf({ url, method: 'GET', mode }, SCOPE, FILES);

describe('service worker routing', () => {
  it('answers this version’s files and page loads of the app from the cache', () => {
    expect(get(`${SCOPE}assets/index-abc.js`)).toBe('asset');
    expect(get(`${SCOPE}assets/core-en-1.js`)).toBe('asset');
    expect(get(SCOPE, 'navigate')).toBe('shell');
    expect(get(`${SCOPE}index.html`, 'navigate')).toBe('shell');
    // Links shared in chat apps come back with tracking parameters before the hash.
    expect(get(`${SCOPE}?from=singlemessage#/pages/goods/index`, 'navigate')).toBe('shell');
  });

  it('never touches API calls, other files, other origins or other methods', () => {
    expect(get('https://shop.example/api/site/baseConfig?promoCode=A')).toBe('network');
    expect(get('https://shop.example/shop/api/site/baseConfig')).toBe('network');
    expect(get('https://shop.example/app-domain/resolve')).toBe('network');
    expect(get('https://shop.example/provinces/all.json')).toBe('network');
    expect(get(`${SCOPE}mockServiceWorker.js`)).toBe('network');
    expect(get(`${SCOPE}assets/other-xyz.js`)).toBe('network');
    expect(get(`${SCOPE}assets/index-abc.js?v=2`)).toBe('network');
    expect(get('https://cdn.example/shop/assets/index-abc.js')).toBe('network');
    expect(get('https://shop.example/elsewhere/', 'navigate')).toBe('network');
    // The network check asks the server itself: it must never be answered from the cache.
    expect(
      routeOf({ url: `${SCOPE}?network-check=1`, method: 'HEAD', mode: 'cors' }, SCOPE, FILES),
    ).toBe('network');
    expect(
      routeOf({ url: `${SCOPE}assets/index-abc.js`, method: 'POST', mode: 'cors' }, SCOPE, FILES),
    ).toBe('network');
  });
});

/** A service worker container and registration with just the events the page listens to. */
function fakeBrowser({ controlled, waiting }: { controlled: boolean; waiting?: boolean }) {
  const worker = () =>
    Object.assign(new EventTarget(), { state: 'installing', postMessage: vi.fn() });
  const registration = Object.assign(new EventTarget(), {
    installing: null as ReturnType<typeof worker> | null,
    waiting: waiting ? worker() : null,
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
  });
  const reload = vi.fn();
  const install = () => {
    const next = worker();
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    next.state = 'installed';
    next.dispatchEvent(new Event('statechange'));
    return next;
  };
  const start = () =>
    registerServiceWorker({
      container: container as unknown as ServiceWorkerContainer,
      scriptUrl: '/shop/sw.js',
      scope: '/shop/',
      reload,
    });
  return { container, registration, reload, install, start };
}

describe('service worker registration', () => {
  beforeEach(() => useUpdateStore.setState({ apply: null }));

  it('offers nothing on the first install', async () => {
    const browser = fakeBrowser({ controlled: false });
    await browser.start();
    expect(browser.container.register).toHaveBeenCalledWith('/shop/sw.js', { scope: '/shop/' });
    browser.install();
    expect(useUpdateStore.getState().apply).toBeNull();
  });

  it('offers a new version and switches to it only when the visitor accepts', async () => {
    const browser = fakeBrowser({ controlled: true });
    await browser.start();
    const next = browser.install();
    const apply = useUpdateStore.getState().apply;
    expect(apply).not.toBeNull();
    expect(next.postMessage).not.toHaveBeenCalled();

    apply?.();
    expect(next.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    browser.container.dispatchEvent(new Event('controllerchange'));
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version that was already waiting, and never reloads on its own', async () => {
    const browser = fakeBrowser({ controlled: true, waiting: true });
    await browser.start();
    expect(useUpdateStore.getState().apply).not.toBeNull();
    browser.container.dispatchEvent(new Event('controllerchange'));
    expect(browser.reload).not.toHaveBeenCalled();
  });
});
