import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { i18next } from '@/i18n';
import { GlobalStyle, theme } from '@/theme';
import { createAppRouter } from './router';

export function App() {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <I18nextProvider i18n={i18next}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </ThemeProvider>
  );
}
