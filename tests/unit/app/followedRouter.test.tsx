import { act, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { FollowedRouter } from '@/app/App';
import type { AppRouter } from '@/app/router';

// The router moves on while the provider is being drawn (between its first render and its commit,
// as an address changed during the app's sliced first draw does): the page shown must follow it.

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
});

function makeRouter() {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <p>home page</p> },
      { path: '/goods', element: <p>goods page</p> },
    ],
    { initialEntries: ['/home'] },
  );
  // The app's router has a follower of its own from the start (page views, src/app/router.tsx):
  // with one, React Router hands a change to whoever follows it then, and keeps none for a
  // provider that subscribes later.
  router.subscribe(() => undefined);
  return router;
}

/** Draws `router` followed by a part whose first render moves the router to `to`. */
async function drawWhileMoving(router: ReturnType<typeof makeRouter>, to: string | null) {
  let moved = false;
  function MovesOnFirstRender() {
    if (to && !moved) {
      moved = true;
      // Synchronous for a route without a loader: done before the provider has subscribed.
      void router.navigate(to);
    }
    return null;
  }
  cleanup = () => router.dispose();
  const { container } = render(
    <>
      <FollowedRouter router={router as unknown as AppRouter} />
      <MovesOnFirstRender />
    </>,
  );
  return container;
}

describe('FollowedRouter', () => {
  it('shows the page the router moved to while it was being drawn', async () => {
    const router = makeRouter();
    const container = await drawWhileMoving(router, '/goods');
    expect(router.state.location.pathname).toBe('/goods');
    expect(container.textContent).toBe('goods page');
  });

  it('draws once and follows later navigations when the router did not move', async () => {
    const router = makeRouter();
    const container = await drawWhileMoving(router, null);
    expect(container.textContent).toBe('home page');
    await act(async () => {
      await router.navigate('/goods');
    });
    expect(container.textContent).toBe('goods page');
  });
});
