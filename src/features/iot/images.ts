import { useCallback } from 'react';
import { resolveImage } from '@/lib/image';
import { useBaseConfigState } from '@/features/data/baseConfig';
import { useCurrentSim } from '@/features/data/simKey';

/** Resolves backend image paths against the configured domain, then the card's shop layout. */
export function useImageResolver() {
  const config = useBaseConfigState();
  const domain = config.data?.config?.domain;
  // Before the first configuration has come, its domain is unknown: relative paths wait for it.
  const domainPending = config.loading && !config.data;
  const shopLayoutDomain = useCurrentSim()?.simShopLayout?.domain;
  return useCallback(
    (path: string) => resolveImage(path, { domain, shopLayoutDomain, domainPending }),
    [domain, shopLayoutDomain, domainPending],
  );
}
