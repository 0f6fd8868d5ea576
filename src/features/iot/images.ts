import { useCallback } from 'react';
import { resolveImage } from '@/lib/image';
import { useBaseConfig } from '@/features/data/baseConfig';
import { useCurrentSim } from '@/features/data/simKey';

/** Resolves backend image paths against the configured domain, then the card's shop layout. */
export function useImageResolver() {
  const domain = useBaseConfig()?.domain;
  const shopLayoutDomain = useCurrentSim()?.simShopLayout?.domain;
  return useCallback(
    (path: string) => resolveImage(path, { domain, shopLayoutDomain }),
    [domain, shopLayoutDomain],
  );
}
