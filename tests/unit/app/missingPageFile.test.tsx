import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageBoundary } from '@/app/PageBoundary';
import { RouteErrorView } from '@/app/router';
import { registerServiceWorker } from '@/app/serviceWorker/register';
import { isMissingFile, loadPage, onMissingFile } from '@/router/pages';
import { useUpdateStore } from '@/stores/update';
import { theme } from '@/theme';
import { SKIP_WAITING } from '@/sw/worker';

// After a deploy the open version's page files are gone from the server: the dynamic import of a
// page answers 404. The page's load fails as before, and the waiting new version is offered
// (reloading would run the old version again from the service worker's cache).

const GONE = 'https://shop.example/shop/assets/promise-Dq1x2y3z.js';
vi.mock('@/router/loaders/shell', () => ({
  loaders: {
    'pages/about/promise': () =>
      Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${GONE}`)),
    'pages/about/payment': () => Promise.reject(new Error('The page threw while loading')),
  },
}));

/** A registration as the page sees it: a controlling version, maybe one waiting. */
function fakeBrowser({ waiting }: { waiting: boolean }) {
  const worker = () =>
    Object.assign(new EventTarget(), { state: 'installed', postMessage: vi.fn() });
  const registration = Object.assign(new EventTarget(), {
    installing: null as ReturnType<typeof worker> | null,
    waiting: waiting ? worker() : null,
    update: vi.fn(async () => undefined),
  });
  const container = Object.assign(new EventTarget(), {
    controller: {},
    register: vi.fn(async () => registration),
  });
  const reload = vi.fn();
  const start = () =>
    registerServiceWorker({
      container: container as unknown as ServiceWorkerContainer,
      scriptUrl: '/shop/sw.js',
      scope: '/shop/',
      reload,
    });
  return { container, registration, reload, start };
}

describe('a page file gone after a deploy', () => {
  beforeEach(() => useUpdateStore.setState({ apply: null }));
  afterEach(() => onMissingFile(null));

  it('knows a missing file in the words of each engine, and nothing else', () => {
    expect(
      isMissingFile(new TypeError(`Failed to fetch dynamically imported module: ${GONE}`)),
    ).toBe(true);
    expect(isMissingFile(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingFile(new TypeError(`error loading dynamically imported module: ${GONE}`))).toBe(
      true,
    );
    expect(isMissingFile(new Error('Unable to preload CSS for /shop/assets/x.css'))).toBe(true);
    expect(isMissingFile(new Error('The page threw while loading'))).toBe(false);
    expect(isMissingFile('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('offers the waiting version again, even after the visitor put it off, and switches on accepting', async () => {
    const browser = fakeBrowser({ waiting: true });
    await browser.start();
    // Offered at once, then put off with "Later".
    expect(useUpdateStore.getState().apply).not.toBeNull();
    useUpdateStore.getState().dismiss();

    await expect(loadPage('pages/about/promise')).rejects.toThrow(/dynamically imported module/);
    const apply = useUpdateStore.getState().apply;
    expect(apply).not.toBeNull();
    expect(browser.registration.update).not.toHaveBeenCalled();

    apply?.();
    expect(browser.registration.waiting?.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    browser.container.dispatchEvent(new Event('controllerchange'));
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('looks for the new version when none is waiting yet, and offers it once installed', async () => {
    const browser = fakeBrowser({ waiting: false });
    await browser.start();
    await expect(loadPage('pages/about/promise')).rejects.toThrow();
    expect(browser.registration.update).toHaveBeenCalledTimes(1);
    expect(useUpdateStore.getState().apply).toBeNull();

    // The browser found the new sw.js: it installs and is offered.
    const next = Object.assign(new EventTarget(), { state: 'installing', postMessage: vi.fn() });
    browser.registration.installing = next;
    browser.registration.dispatchEvent(new Event('updatefound'));
    next.state = 'installed';
    next.dispatchEvent(new Event('statechange'));
    expect(useUpdateStore.getState().apply).not.toBeNull();
  });

  it('offers nothing for a page that fails for another reason', async () => {
    const browser = fakeBrowser({ waiting: true });
    await browser.start();
    useUpdateStore.getState().dismiss();
    await expect(loadPage('pages/about/payment')).rejects.toThrow('The page threw while loading');
    expect(useUpdateStore.getState().apply).toBeNull();
    expect(browser.registration.update).not.toHaveBeenCalled();
  });

  it('offers it as well when a part of a page (a lazy sheet) finds its file gone', () => {
    const handler = vi.fn();
    onMissingFile(handler);
    const Gone = () => {
      throw new TypeError('Importing a module script failed.');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(
      <PageBoundary fallback={() => <p>failed</p>}>
        <Gone />
      </PageBoundary>,
    );
    expect(view.getByText('failed')).toBeTruthy();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("the error view's button takes the offered version instead of reloading the same one", async () => {
    const apply = vi.fn();
    useUpdateStore.getState().offer(apply);
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new TypeError(`Failed to fetch dynamically imported module: ${GONE}`);
        },
        Component: () => null,
        errorElement: <RouteErrorView />,
      },
    ]);
    render(
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
