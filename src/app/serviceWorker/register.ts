import { SKIP_WAITING } from '@/sw/worker';
import { onMissingFile } from '@/router/pages';
import { useUpdateStore } from '@/stores/update';

/** The parts of the browser the registration uses; tests replace them. */
export interface RegisterDeps {
  container: ServiceWorkerContainer;
  scriptUrl: string;
  scope: string;
  reload: () => void;
}

/**
 * Registers the shop's service worker (production builds only; see main.tsx) and offers a new
 * version once it has installed, instead of switching under the visitor's feet. The first install
 * offers nothing: there is no older version on screen. When a file of the app cannot be fetched
 * (a deploy took the open version's page files away), the waiting version is offered again, or
 * looked for: reloading would only run the open version again from the worker's cache.
 */
export async function registerServiceWorker({
  container,
  scriptUrl,
  scope,
  reload,
}: RegisterDeps): Promise<ServiceWorkerRegistration> {
  let accepted = false;
  const offer = (worker: ServiceWorker) =>
    useUpdateStore.getState().offer(() => {
      accepted = true;
      worker.postMessage({ type: SKIP_WAITING });
    });
  container.addEventListener('controllerchange', () => {
    if (accepted) reload();
  });

  const registration = await container.register(scriptUrl, { scope });
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offer(worker);
    });
  });
  onMissingFile(() => {
    if (registration.waiting && container.controller) offer(registration.waiting);
    else void registration.update().catch(() => undefined);
  });
  return registration;
}
