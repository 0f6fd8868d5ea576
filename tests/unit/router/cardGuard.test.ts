import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { discoveringRoutes } from '@/app/router';
import { isIotArea, opensInPreview, returnsAfterLogin } from '@/router/preview';
import { createNav, type NavHost } from '@/router/nav';
import { routes } from '@/router/routes';
import { useIotStore } from '@/stores/iot';
import { setupDemoApi } from '../api/harness';

setupDemoApi();

let router: ReturnType<typeof createMemoryRouter> | null = null;
afterEach(() => {
  router?.dispose();
  router = null;
});

/**
 * Opens an address in the app's own routes (loaders, guards and the discovery of page routes)
 * and waits for the page.
 */
async function open(url: string) {
  const { routes: initial, patchRoutesOnNavigation } = discoveringRoutes();
  router = createMemoryRouter(initial, { initialEntries: [url], patchRoutesOnNavigation });
  const current = router;
  await new Promise<void>((resolve) => {
    const done = () => current.state.initialized && current.state.navigation.state === 'idle';
    if (done()) return resolve();
    const stop = current.subscribe(() => {
      if (!done()) return;
      stop();
      resolve();
    });
  });
  return `${current.state.location.pathname}${current.state.location.search}`;
}

describe('the card area', () => {
  it('has the Wi-Fi pages and the operator real-name flow', () => {
    for (const path of [
      'pages-sub/wifi/index',
      'pages-sub/wifi/connect',
      '/pages-sub/wifi/share?type=5G',
      'pages-sub/ltAuth/index',
      'pages/iot/index/index',
      'pages-sub/iot/user/index',
    ])
      expect(isIotArea(path), path).toBe(true);
    for (const path of ['pages/index/index', 'pages/user/index', 'pages-sub/single/index'])
      expect(isIotArea(path), path).toBe(false);
  });

  it('opens every page in a layout preview', () => {
    for (const route of routes) expect(opensInPreview(route.path), route.path).toBe(true);
  });

  it('leads back after login to card-area pages of the table only, never to a login page', () => {
    expect(returnsAfterLogin('/pages-sub/wifi/share?type=5G')).toBe(true);
    expect(returnsAfterLogin('pages-sub/ltAuth/index')).toBe(true);
    expect(returnsAfterLogin('pages/iot/login/index')).toBe(false);
    expect(returnsAfterLogin('pages/iot/login/code/index')).toBe(false);
    expect(returnsAfterLogin('pages-sub/wifi/unknown')).toBe(false);
    expect(returnsAfterLogin('pages/order/index')).toBe(false);
  });
});

describe('the card login guard of the router', () => {
  it.each([
    '/pages-sub/wifi/index',
    '/pages-sub/wifi/share?type=5G',
    '/pages-sub/ltAuth/index?from=menu',
    '/pages/iot/index/package/index?tab=2',
  ])('sends %s without a card to the card login, the page asked for kept', async (url) => {
    const landed = await open(url);
    expect(landed).toBe(`/pages/iot/login/index?redirect=${encodeURIComponent(url)}`);
  });

  it.each([
    ['/pages-sub/wifi/index?iotPreview=IotLayout:2', 'IotLayout:2'],
    ['/pages-sub/wifi/connect?type=2.4G&iotPreview=IotLayout:2', 'IotLayout:2'],
    ['/pages-sub/ltAuth/index?iotPreview=IotLayout:3', 'IotLayout:3'],
    ['/pages-sub/iot/user/index?iotPreview=IotLayout:1', 'IotLayout:1'],
  ])('opens %s as a layout preview, with the preview card', async (url, simNo) => {
    const landed = await open(url);
    expect(landed).toBe(url);
    expect(useIotStore.getState().simNo).toBe(simNo);
    expect(useIotStore.getState().simInfo?.simLayout?.id).toBe(Number(simNo.split(':')[1]));
  });
});

describe('the card login guard of navigation', () => {
  function setup(iot: boolean) {
    const shown: string[] = [];
    const host: NavHost = {
      go: async (url) => void shown.push(url),
      back: () => undefined,
      depth: () => 1,
    };
    const nav = createNav({
      session: { isShopLoggedIn: () => false, isIotLoggedIn: () => iot, singlePageCode: () => '' },
      toast: () => undefined,
    });
    nav.attach(host);
    return { nav, shown };
  }

  it('sends the Wi-Fi and real-name pages to the card login with the page asked for', async () => {
    const { nav, shown } = setup(false);
    await nav.navigateTo('/pages-sub/wifi/share?type=5G');
    await nav.navigateTo('/pages-sub/ltAuth/index');
    expect(shown).toEqual([
      `/pages/iot/login/index?redirect=${encodeURIComponent('/pages-sub/wifi/share?type=5G')}`,
      `/pages/iot/login/index?redirect=${encodeURIComponent('/pages-sub/ltAuth/index')}`,
    ]);
  });

  it('lets a layout preview link through (the router puts the preview card in place)', async () => {
    const { nav, shown } = setup(false);
    await nav.navigateTo('/pages-sub/wifi/index?iotPreview=IotLayout:2');
    expect(shown).toEqual(['/pages-sub/wifi/index?iotPreview=IotLayout%3A2']);
  });
});
