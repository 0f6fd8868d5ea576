import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider } from 'styled-components';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { GlobalStyle, theme } from '../src/theme';
import { initI18n, LOCALES, type Locale } from '../src/i18n';
import { resources } from '../src/i18n/all';
import { seedStores, type StoreSeed } from '../src/stores/seed';
import { removeData, setData, type DataKey } from '../src/features/data/cache';
import { resetSimThrottles } from '../src/features/data/sim';
import { handlers } from '../src/mocks/handlers';
import { resetDb } from '../src/mocks/db';
import { preloadRichText } from '../src/components/ui/RichText';
import { countRequests, forgetRequests, requestVisual } from './visual';
import { wireApi } from '../src/app/wiring';
import { OverlayRootContext } from '../src/components/ui/overlayRoot';
import {
  CanvasPhone,
  canvasOnDesktop,
  DocsRootSize,
  PHONE_WIDTH_PX,
  phoneWidth,
  phoneZoom,
  type PhoneParameter,
} from './phone';

const i18n = initI18n('en', resources);
// Page stories call the demo API through the app's client: its toasts, dialogs and session
// headers work as in the app.
wireApi();

function LocaleSync({ locale, children }: { locale: Locale; children: ReactNode }) {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <>{children}</>;
}

/** Theme and global style on every story. */
const withTheme: Decorator = (Story) => (
  <ThemeProvider theme={theme}>
    <GlobalStyle />
    <Story />
  </ThemeProvider>
);

/**
 * A Docs page draws all stories of a widget at once, some fixed to Chinese: each language gets its
 * own i18next instance (sharing the messages) so one story's language does not leak into the next.
 */
const docsInstances = new Map<Locale, typeof i18n>();
function docsInstance(locale: Locale): typeof i18n {
  let instance = docsInstances.get(locale);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: locale });
    docsInstances.set(locale, instance);
  }
  return instance;
}

/** Locale from the toolbar (or a story's `globals.locale`). */
const withLocale: Decorator = (Story, context) => {
  const requested = context.globals.locale as Locale | undefined;
  const locale = requested && LOCALES.includes(requested) ? requested : 'en';
  return (
    <I18nextProvider i18n={context.viewMode === 'docs' ? docsInstance(locale) : i18n}>
      <LocaleSync locale={locale}>
        <Story />
      </LocaleSync>
    </I18nextProvider>
  );
};

/**
 * On a Docs page each story is drawn in its own frame, as wide as the phone it stands for (see
 * phone.tsx) and at that phone's root size. Fixed and sticky parts (popups, toasts, compact
 * headers) are positioned in that frame, not over the page (a transform makes the frame their
 * containing block), and a frame holding such parts is as tall as a phone screen.
 */
function DocsFrame({ phone, children }: { phone: PhoneParameter; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [fixedParts, setFixedParts] = useState(false);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    setRoot(element);
    const measure = () =>
      setFixedParts(
        [...element.querySelectorAll('*')].some((node) =>
          ['fixed', 'sticky'].includes(getComputedStyle(node).position),
        ),
      );
    measure();
    const observer = new MutationObserver(measure);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  const width = phoneWidth(phone);
  return (
    <div
      ref={frame}
      data-docs-frame=""
      data-phone={width ?? undefined}
      data-truncates={phone && phone.truncates ? '' : undefined}
      style={{
        position: 'relative',
        transform: 'translateZ(0)',
        overflow: 'hidden',
        minHeight: fixedParts ? 667 : undefined,
        ...(width === null
          ? {}
          : {
              width: PHONE_WIDTH_PX,
              zoom: phoneZoom(width),
              margin: '0 auto',
              background: theme.colors.background,
              boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.12)',
            }),
      }}
    >
      {root && <OverlayRootContext.Provider value={root}>{children}</OverlayRootContext.Provider>}
    </div>
  );
}

/** Docs: the story in its phone frame. Canvas: the story at phone scale in a desktop window. */
const withPhone: Decorator = (Story, context) => {
  const phone = context.parameters.phone as PhoneParameter;
  return context.viewMode === 'docs' ? (
    <DocsFrame phone={phone}>
      <DocsRootSize />
      <Story />
    </DocsFrame>
  ) : (
    <>
      <CanvasPhone $width={phoneWidth(phone)} />
      {phoneWidth(phone) !== null && canvasOnDesktop() ? (
        // On the desktop's phone screen, popups and toasts are drawn on that screen too.
        <OverlayRootContext.Provider value={document.getElementById('storybook-root')}>
          <Story />
        </OverlayRootContext.Provider>
      ) : (
        <Story />
      )}
    </>
  );
};

/** `parameters.route` renders a page-level story inside a router at that hash path. */
const withRoute: Decorator = (Story, context) => {
  const route = context.parameters.route as string | undefined;
  if (!route) return <Story />;
  const router = createMemoryRouter([{ path: '*', element: <Story /> }], {
    initialEntries: [route],
  });
  return <RouterProvider router={router} />;
};

/** The stories file (its title) whose stories last ran. */
let lastTitle: string | undefined;

const preview: Preview = {
  // Every widget gets a generated Docs page: description and props from its JSDoc, all its states.
  tags: ['autodocs'],
  decorators: [withRoute, withLocale, withTheme, withPhone],
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      countRequests(worker);
      return worker;
    }),
    // Rich text waits for its sanitiser chunk in the app; stories get it before they render.
    async () => {
      await preloadRichText();
      return {};
    },
  ],
  beforeEach(context) {
    // The demo database starts from its seed with each stories file (the story run plays every
    // file in one page, one after another): what one file's stories ordered, signed or saved is
    // not there for the next. A Docs page shows one file's stories, which share it as before.
    if (context.title !== lastTitle) {
      lastTitle = context.title;
      resetDb();
    }
    // `parameters.store` seeds the stores; every story starts from empty stores otherwise.
    seedStores((context.parameters.store as StoreSeed | undefined) ?? {});
    // Server data too: a story never shows what the previous one loaded.
    removeData();
    resetSimThrottles();
    // `parameters.data` puts server data into the cache as if it had just loaded: [key, data][].
    for (const [key, data] of (context.parameters.data as [DataKey, unknown][] | undefined) ?? []) {
      setData(key, data);
    }
    requestVisual({ enabled: context.parameters.visual !== false });
    forgetRequests();
  },
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LOCALES.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'en',
    viewport: { value: 'phone375', isRotated: false },
  },
  parameters: {
    // Readers start at the foundations, then the product's areas by the names a designer knows
    // (stories/sidebar.ts), each with its widgets then its pages by spec path; the frame around
    // every page and the UI kit every screen is built from come last.
    options: {
      storySort: {
        order: [
          'Foundations',
          ['Introduction', 'Design tokens', 'Icons', 'Error catalogue', 'Page catalogue'],
          'Shop',
          ['Widgets', 'Pages'],
          'Card',
          ['Widgets', ['Home'], 'Pages'],
          'Card services',
          ['Widgets', ['User centre', 'Points shop', 'Device and Wi-Fi'], 'Pages'],
          'App frame',
          ['Widgets', 'Pages'],
          'UI kit',
        ],
      },
    },
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone375: {
          name: 'Phone 375x667',
          styles: { width: '375px', height: '667px' },
          type: 'mobile',
        },
        phone414: {
          name: 'Phone 414x896',
          styles: { width: '414px', height: '896px' },
          type: 'mobile',
        },
      },
    },
  },
};

export default preview;
