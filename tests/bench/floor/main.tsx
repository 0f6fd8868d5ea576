/**
 * The stack floor: the smallest app that still pulls in the core of the mandated stack. The size
 * budget compares the shop home's first load with this build, so every library below is really
 * used (a store, a request, a translation, a styled element, two hash routes): an import that is
 * only mentioned would be tree-shaken away and make the floor look lighter than it is.
 */
import { createRoot } from 'react-dom/client';
import { createHashRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import styled from 'styled-components';
import { create } from 'zustand';
import axios from 'axios';
import qs from 'qs';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  // Keys shaped like the app's (common.*) so the app's typed `t` accepts them.
  resources: {
    en: { translation: { common: { appName: 'Floor', loading: 'Requests: {{count}}' } } },
  },
  interpolation: { escapeValue: false },
});

const client = axios.create({
  baseURL: '/shop/',
  timeout: 180000,
  paramsSerializer: (params) => qs.stringify(params, { arrayFormat: 'brackets' }),
});
client.interceptors.request.use((config) => {
  config.headers.set('platform', 'h5');
  return config;
});

interface CounterState {
  count: number;
  bump: () => void;
}
const useCounter = create<CounterState>((set) => ({
  count: 0,
  bump: () => set((state) => ({ count: state.count + 1 })),
}));

const Title = styled.h1<{ $accent: string }>`
  color: ${({ $accent }) => $accent};
  font-size: 18px;
`;

function Layout() {
  const { t } = useTranslation();
  const { count, bump } = useCounter();
  const load = () => {
    bump();
    void client.get('api/hk/baseConfig', { params: { promoCode: 'floor', tags: [1, 2] } });
  };
  return (
    <main>
      <Title $accent="#018d71">{t('common.appName')}</Title>
      <button type="button" onClick={load}>
        {t('common.loading', { count })}
      </button>
      <Link to="/second">second</Link>
      <Outlet />
    </main>
  );
}

const router = createHashRouter([
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <p>first</p> },
      { path: 'second', element: <p>second</p> },
    ],
  },
]);

const container = document.getElementById('root');
if (container) createRoot(container).render(<RouterProvider router={router} />);
