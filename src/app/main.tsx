import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/i18n';
import { nav } from '@/router/nav';
import { App } from './App';

initI18n();

declare global {
  interface Window {
    /** The navigation service, reachable from the console and from end-to-end tests. */
    __shopNav?: typeof nav;
  }
}
window.__shopNav = nav;

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
