/**
 * Build-time only (vite.config.ts `firstPaintShell`): draws the shell a visitor sees before any
 * script has run, from the app's own shell and widgets, once per landing kind and language. It is
 * never part of the browser bundle.
 */
import { createInstance, type TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { HomeToolbar } from '@/components/shop/HomeToolbar';
import { resources } from '@/i18n/all';
import { LoadState } from '@/components/ui/LoadState';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '@/i18n/types';
import { findRoute, SHOP_INDEX } from '@/router/routes';
import type { RouteDef } from '@/router/types';
import { GlobalStyle, theme } from '@/theme';
import type { RouteHandle } from '../router';
import { Shell } from '../Shell';
import { LANDINGS, type Landing } from './landing';

const noop = () => undefined;

/** Any page not drawn on its own: the navigation bar with back and the loading title. */
const GENERIC_PAGE: RouteDef = {
  path: 'pages/first-paint',
  titleKey: 'shell.titles.home',
};

/** Where each landing kind is drawn, and what stands in for its page until the page arrives. */
function landingPage(
  landing: Landing,
  t: TFunction,
): { path: string; def: RouteDef; body: ReactNode } {
  const appName = t('common.appName');
  const route = (path: string) => {
    const def = findRoute(path);
    if (!def) throw new Error(`first paint: no route ${path}`);
    return { path, def };
  };
  switch (landing) {
    case 'home':
      return {
        ...route(SHOP_INDEX),
        // As the home draws itself until its configuration arrives (the greeting depends on the
        // visitor's clock, so it is left blank with its height kept).
        body: (
          <>
            <HomeToolbar
              greeting={'\u00a0'}
              title={appName}
              group={2}
              onGroupChange={noop}
              arrange={1}
              onArrangeChange={noop}
            />
            <LoadState loading error={false} onRetry={noop} rows={8} />
          </>
        ),
      };
    case 'numbers':
      return {
        ...route('pages/index/VanityNumber/index'),
        body: <LoadState loading error={false} onRetry={noop} rows={8} />,
      };
    case 'iot':
      return {
        ...route('pages/iot/index/index'),
        // The card home's own loading state, as it shows until the card's information arrives.
        body: (
          <LoadState
            loading
            error={false}
            onRetry={noop}
            frame="block"
            rows={6}
            caption={t('iot.home.loading')}
          />
        ),
      };
    case 'orders':
      return {
        ...route('pages/order/index'),
        body: <LoadState loading error={false} onRetry={noop} />,
      };
    case 'customer':
      return {
        ...route('pages/customer/index'),
        body: <LoadState loading error={false} onRetry={noop} />,
      };
    case 'mine':
      return {
        ...route('pages/user/index'),
        body: <LoadState loading error={false} onRetry={noop} />,
      };
    case 'page':
      return {
        path: GENERIC_PAGE.path,
        def: GENERIC_PAGE,
        body: <LoadState loading error={false} onRetry={noop} />,
      };
  }
}

function shellFor(landing: Landing, locale: Locale): ReactNode {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    resources: { [locale]: resources[locale], [FALLBACK_LOCALE]: resources[FALLBACK_LOCALE] },
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const { path, def, body } = landingPage(landing, i18n.t.bind(i18n));
  // The shell's title logic shows a page's title only once the page matched; the generic page
  // has no title of its own yet, so it shows the loading title as the shell does meanwhile.
  const handle: RouteHandle | undefined = landing === 'page' ? undefined : { def };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Shell />,
        children: [{ path, handle, element: body }],
      },
    ],
    { initialEntries: [`/${path}`] },
  );
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}

/**
 * One hidden line per weight of the theme, in Latin, digits and Chinese, at the body's size: laid
 * out with the first screen, before anything is painted, so that the browser finds and opens each
 * face then (a lookup of the system's fonts per face), and not in the app's first draw, where on
 * a phone it made the layout of the card home one long task after the first paint. One size only:
 * a line per size and weight made the first layout itself 80-100 ms longer at the phone class,
 * and each further size of an open face is a small cost. It comes first in the shell, so that it
 * is laid out with whichever screen the browser paints first, and leaves with the shell.
 */
function typeWarmUp(): string {
  const weights = [...new Set(Object.values(theme.fontWeights))];
  const lines = weights.map(
    (weight) =>
      `<span style="font-size:${theme.fontSizes.md};font-weight:${weight}">Aa1 ¥ 余额</span>`,
  );
  return `<div data-type-warm-up aria-hidden="true" style="position:absolute;left:-9999px;top:0;visibility:hidden;white-space:nowrap;pointer-events:none">${lines.join('')}</div>`;
}

export interface FirstPaint {
  /** One element per landing kind and language, each marked with `data-first-paint`. */
  html: string;
  /** The `<style>` elements the shells need (the theme's global style included). */
  styles: string;
}

/** Renders every landing kind in every language; index.html shows the one the visitor needs. */
export function renderFirstPaint(): FirstPaint {
  const sheet = new ServerStyleSheet();
  try {
    const parts: string[] = [];
    for (const landing of LANDINGS) {
      for (const locale of LOCALES) {
        const markup = renderToStaticMarkup(
          sheet.collectStyles(
            <ThemeProvider theme={theme}>
              {parts.length === 0 && <GlobalStyle />}
              {shellFor(landing, locale)}
            </ThemeProvider>,
          ),
        );
        parts.push(`<div data-first-paint="${landing} ${locale}">${markup}</div>`);
      }
    }
    return { html: typeWarmUp() + parts.join(''), styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
