import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { StoryObj } from '@storybook/react-vite';
import { delay, getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { findRoute, type RoutePath } from '../../../src/router/routes';
import { loadPage } from '../../../src/router/pages';
import type { PageProps } from '../../../src/router/types';
import { DEMO } from '../../../src/mocks/db';
import { handlers } from '../../../src/mocks/handlers';
import { demoPicture } from '../../../src/mocks/handlers/images';
import { asCard, forgetDrafts, type PageFrame } from '../pageKit';

// The page catalogue: every page of the route table, found in the sidebar by its spec path, in
// each of the four states a page can be in, one story each in the page's own stories file. The
// language is the toolbar's; the states are made by answering every API call the same way.

/**
 * filled: the demo API as it is; loading: no answer comes; empty: every list is empty; error:
 * every call fails.
 */
export const STATES = ['filled', 'loading', 'empty', 'error'] as const;
export type CatalogueState = (typeof STATES)[number];

/** Parameters many detail pages read (the ids exist in the demo data); the others ignore them. */
export const CATALOGUE_QUERY: Record<string, string> = {
  id: '1',
  goodsId: '101',
  orderId: '1',
  packageId: '1',
  numberId: '3',
  type: '1',
};

/** The demo card every IoT page is shown with. */
const CARD = DEMO.cards.ordinary;

/** Every list in an answer made empty, the rest kept: what a new customer sees. */
export function emptied(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, emptied(item)]));
  }
  return value;
}

const API = '*/api/*';

/**
 * Pictures of the image domain the demo data names: the app learns the demo API's own picture
 * address from the launch configuration, which a single page in Storybook never loads.
 */
const pictures = http.get('https://img.example.com/*', ({ request }) =>
  HttpResponse.text(demoPicture(new URL(request.url).pathname.slice(1)), {
    headers: { 'content-type': 'image/svg+xml' },
  }),
);

/** The answers that put a page in a state. */
export function stateHandlers(state: CatalogueState): RequestHandler[] {
  switch (state) {
    case 'filled':
      return [];
    case 'loading':
      return [http.all(API, () => delay('infinite'))];
    case 'error':
      // An envelope failure, not an HTTP one: the page shows its error state and toast, and the
      // browser has no failed request to report.
      return [
        http.all(API, () =>
          HttpResponse.json({ code: -1, message: '', data: null, serverTime: Date.now() }),
        ),
      ];
    case 'empty':
      return [
        http.all(API, async ({ request }) => {
          const real = await getResponse(handlers, request.clone());
          if (!real || !real.headers.get('content-type')?.includes('json')) return real;
          const body = (await real.json()) as { data?: unknown };
          return HttpResponse.json({ ...body, data: emptied(body.data) }, { status: real.status });
        }),
      ];
  }
}

const pages = new Map<string, ComponentType<PageProps>>();

/** The page's own lazily loaded module, as the app loads it. */
function pageOf(path: string): ComponentType<PageProps> {
  let page = pages.get(path);
  if (!page) {
    const route = findRoute(path);
    if (!route) throw new Error(`No page ${path} in the route table`);
    page = lazy(() => loadPage(route.path));
    pages.set(path, page);
  }
  return page;
}

/** Puts the demo API in the state, then renders the page. */
function PageInState({
  path,
  state,
  worker,
}: {
  path: RoutePath;
  state: CatalogueState;
  worker?: SetupWorker;
}) {
  // Before the first render, so the page's first requests already meet the state's answers.
  useState(() => {
    worker?.resetHandlers();
    worker?.use(pictures, ...stateHandlers(state));
  });
  const Page = pageOf(path);
  return (
    <Suspense fallback={null}>
      <Page query={CATALOGUE_QUERY} />
    </Suspense>
  );
}

/** The route a catalogue story renders at (what `useLocation` and the navigation see). */
export const routeOf = (path: string) =>
  `/${path}?${new URLSearchParams(CATALOGUE_QUERY).toString()}`;

/** Export name of a state's story in every page's stories file (CatalogueFilled ...). */
export const catalogueExportName = (state: CatalogueState) =>
  `Catalogue${state[0].toUpperCase()}${state.slice(1)}`;

/**
 * A page of the route table in one state of the catalogue, with a logged-in card and shopper,
 * rendered at its route as the app loads it. Spread into each page file's four catalogue stories,
 * which write their tags (`!test`, `catalogue`) themselves, where Storybook reads them.
 */
export function catalogueState(path: RoutePath, state: CatalogueState) {
  return {
    // The page and query of the page tests mean nothing here.
    argTypes: { page: { table: { disable: true } }, query: { table: { disable: true } } },
    parameters: {
      route: routeOf(path),
      store: { shopUser: { nickname: '', mobile: DEMO.shopMobile } },
      // The catalogue shows; the page tests check. Nothing here is compared with a baseline.
      visual: false,
      a11y: { test: 'off' },
    },
    // The preview's MSW loader has put its worker on the context by now.
    loaders: [async (context) => ({ worker: (context as { msw?: SetupWorker }).msw })],
    beforeEach: async () => {
      forgetDrafts();
      asCard(CARD)();
    },
    render: (_args, context) => (
      <PageInState
        path={path}
        state={state}
        worker={(context.loaded as { worker?: SetupWorker }).worker}
      />
    ),
  } satisfies StoryObj<typeof PageFrame>;
}
