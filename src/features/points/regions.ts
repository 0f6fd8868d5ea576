import { useEffect, useState } from 'react';
import { getProvinces } from '@/api/region';
import type { RegionNode } from '@/api/types';
import { useShopCacheStore } from '@/stores/shopCache';

/** Provinces (with cities) from the shop cache, loaded once; empty until they arrive. */
export function useProvinces(): RegionNode[] {
  const provinces = useShopCacheStore((state) => state.provinces);
  const [, setFailed] = useState(false);
  useEffect(() => {
    useShopCacheStore
      .getState()
      .loadProvinces()
      .catch(() => setFailed(true));
  }, []);
  return provinces;
}

/** Loads a province's cities, or a city's counties, from the static region files. */
export async function loadRegionChildren(node: RegionNode, level: number): Promise<RegionNode[]> {
  const provinceCode = level === 0 ? node.value : `${node.value.slice(0, 2)}0000`;
  const cities = await getProvinces(provinceCode);
  if (level === 0) return cities;
  return cities.find((city) => city.value === node.value)?.children ?? [];
}
