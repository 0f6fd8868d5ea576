import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { discoveringRoutes, routeOfPath, type RouteHandle } from '@/app/router';
import { routes } from '@/router/routes';
import { setupDemoApi } from '../api/harness';

setupDemoApi();

let router: ReturnType<typeof createMemoryRouter> | null = null;
afterEach(() => {
  router?.dispose();
  router = null;
});

function settled(current: NonNullable<typeof router>) {
  return new Promise<void>((resolve) => {
    const done = () => current.state.initialized && current.state.navigation.state === 'idle';
    if (done()) return resolve();
    const stop = current.subscribe(() => {
      if (!done()) return;
      stop();
      resolve();
    });
  });
}

/** The route table's page the router has matched, or undefined for the unknown-page route. */
function matchedPage(current: NonNullable<typeof router>) {
  const last = current.state.matches[current.state.matches.length - 1];
  return (last?.route.handle as RouteHandle | undefined)?.def.path;
}

/** Page routes the router knows, under the shell (the index and the catch-all left out). */
function knownPages(current: NonNullable<typeof router>) {
  return (current.routes[0].children ?? [])
    .filter((route) => !route.index && route.path !== '*')
    .map((route) => (route.handle as RouteHandle | undefined)?.def.path);
}

async function open(url: string) {
  const { routes: initial, patchRoutesOnNavigation } = discoveringRoutes();
  router = createMemoryRouter(initial, { initialEntries: [url], patchRoutesOnNavigation });
  await settled(router);
  return router;
}

describe('page routes found as they are opened', () => {
  it('starts with no page route and adds only the landing page', async () => {
    const { routes: initial } = discoveringRoutes();
    expect(initial[0].children).toHaveLength(2); // the index and the catch-all
    const current = await open('/pages/about/payment');
    expect(matchedPage(current)).toBe('pages/about/payment');
    expect(knownPages(current)).toEqual(['pages/about/payment']);
  });

  it('adds the next page when it is navigated to, once', async () => {
    const current = await open('/pages/about/payment');
    await current.navigate('/pages/about/promise?from=1');
    await settled(current);
    expect(matchedPage(current)).toBe('pages/about/promise');
    expect(current.state.location.search).toBe('?from=1');
    await current.navigate('/pages/about/payment');
    await current.navigate('/pages/about/promise');
    await settled(current);
    expect(knownPages(current)).toEqual(['pages/about/payment', 'pages/about/promise']);
  });

  it('shows the unknown page for an address of no page', async () => {
    const current = await open('/pages/nowhere/index');
    expect(current.state.location.pathname).toBe('/pages/nowhere/index');
    expect(matchedPage(current)).toBeUndefined();
    expect(current.state.matches.at(-1)?.route.path).toBe('*');
  });

  it('matches an address in another case or with a trailing slash, as before', async () => {
    const current = await open('/Pages/About/Payment/');
    expect(matchedPage(current)).toBe('pages/about/payment');
  });

  it('finds every page of the route table by its path', () => {
    for (const def of routes) {
      expect(routeOfPath(`/${def.path}`)).toBe(def);
      expect(routeOfPath(`/${def.path.toUpperCase()}/`)).toBe(def);
    }
    expect(routeOfPath('/')).toBeUndefined();
  });
});
