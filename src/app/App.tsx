import { useLayoutEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ErrorView } from '@/components/ui/ErrorView';
import { i18next } from '@/i18n';
import { GlobalStyle, theme } from '@/theme';
import { useAppClosedStore } from '@/stores/appClosed';
import { appRouterInstance, attachNav, type AppRouter } from './router';

/** What is left once the app was quit: it says so, and offers to open the app again. */
function ClosedApp() {
  const { t } = useTranslation();
  return (
    <main>
      <ErrorView
        icon="info"
        title={t('shell.closed.title')}
        description={t('shell.closed.description')}
        actionLabel={t('shell.closed.restart')}
        onAction={() => window.location.reload()}
      />
    </main>
  );
}

/**
 * React Router's provider takes the router's state when it is drawn and follows the router from
 * its commit on. A change in between reaches only the router's followers of the moment (the page
 * views', src/app/router.tsx), never the provider. The app's first screen is drawn in slices
 * (main.tsx `draw`), long enough for the address to change meanwhile (a link, the back button, an
 * address typed while the app starts): the router went to the new page and the provider kept
 * showing the landing page. When the router has moved on by the commit, the provider is drawn
 * again from the router's state of the moment.
 */
export function FollowedRouter({ router }: { router: AppRouter }) {
  const [drawn] = useState(() => ({ state: router.state }));
  const [round, setRound] = useState(0);
  // Runs after the provider's own layout effect (children's run first): it has subscribed, so
  // no later change is missed.
  useLayoutEffect(() => {
    if (router.state === drawn.state) return;
    drawn.state = router.state;
    setRound((value) => value + 1);
  }, [router, drawn, round]);
  return <RouterProvider key={round} router={router} />;
}

export function App() {
  const closed = useAppClosedStore((state) => state.closed);
  // One router for the app's life, outside render state: strict mode's second render would build
  // a second one, and the navigation service would drive the copy that is not shown.
  const router = appRouterInstance();
  // Children's layout effects run first: the provider has subscribed when navigation starts.
  useLayoutEffect(() => attachNav(router), [router]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <I18nextProvider i18n={i18next}>
        {closed ? <ClosedApp /> : <FollowedRouter router={router} />}
      </I18nextProvider>
    </ThemeProvider>
  );
}
