import { useLayoutEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ErrorView } from '@/components/ui/ErrorView';
import { i18next } from '@/i18n';
import { GlobalStyle, theme } from '@/theme';
import { useAppClosedStore } from '@/stores/appClosed';
import { appRouterInstance, attachNav } from './router';

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
        {closed ? <ClosedApp /> : <RouterProvider router={router} />}
      </I18nextProvider>
    </ThemeProvider>
  );
}
