import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { i18next } from '@/i18n';
import { GlobalStyle, theme } from '@/theme';
import { createAppRouter } from './router';

let appRouter: ReturnType<typeof createAppRouter> | undefined;

export function App() {
  // One router for the app's life: created in render state, strict mode's second render would
  // build a second one, and the navigation service would drive the copy that is not shown.
  appRouter ??= createAppRouter();
  const router = appRouter;
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <I18nextProvider i18n={i18next}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </ThemeProvider>
  );
}
