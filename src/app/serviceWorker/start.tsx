import { createRoot } from 'react-dom/client';
import { useUpdateStore } from '@/stores/update';
import { registerServiceWorker } from './register';
import { UpdateHost } from './UpdateHost';

/**
 * Loaded after the page has loaded, so neither the worker nor its prompt weighs on the first
 * screen: registers the worker, looks for a new version whenever the visitor comes back to the
 * tab, and draws the prompt (in a root of its own) the first time a new version is offered.
 */
export function startServiceWorker() {
  const base = import.meta.env.BASE_URL;
  let prompt: HTMLElement | null = null;
  useUpdateStore.subscribe((state) => {
    if (!state.apply || prompt) return;
    prompt = document.createElement('div');
    document.body.append(prompt);
    createRoot(prompt).render(<UpdateHost />);
  });
  void registerServiceWorker({
    container: navigator.serviceWorker,
    scriptUrl: `${base}sw.js`,
    scope: base,
    reload: () => window.location.reload(),
  })
    .then((registration) => {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible')
          void registration.update().catch(() => undefined);
      });
    })
    .catch(() => undefined);
}
