import { useEffect, useReducer, type ComponentType } from 'react';
import { loadOnce } from './loadOnce';

/**
 * A view whose code downloads the first time it is wanted, and stays once it has arrived. A failed
 * download (a lost network) draws nothing and is tried again the next time the view is wanted,
 * where `React.lazy` would throw into the error boundary and keep the failure for good.
 */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const fetchView = loadOnce(() => load().then((view) => (loaded = view)));

  /**
   * The view once its code is in, else null. Its code is asked for while `wanted` is truthy, and
   * again after a failure whenever `wanted` changes (a new toast, for example).
   */
  function useView(wanted: unknown): ComponentType<P> | null {
    const [, arrived] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      if (!wanted || loaded) return;
      let live = true;
      fetchView().then(
        () => live && arrived(),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [wanted]);
    return loaded;
  }

  /** Downloads the code ahead of the first use; a failure is left for that use to retry. */
  const prefetch = () => void fetchView().catch(() => undefined);

  return { useView, prefetch };
}
