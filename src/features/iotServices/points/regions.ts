import type { RegionNode } from '@/api/types';
import { fetchRegion, useProvinces as useProvinceTree } from '@/features/data/shop';

const NONE: RegionNode[] = [];

/** Provinces (with cities), loaded once and kept; empty until they arrive. */
export function useProvinces(): RegionNode[] {
  return useProvinceTree().data ?? NONE;
}

/** Loads a province's cities, or a city's counties, from the static region files. */
export async function loadRegionChildren(node: RegionNode, level: number): Promise<RegionNode[]> {
  const provinceCode = level === 0 ? node.value : `${node.value.slice(0, 2)}0000`;
  const cities = await fetchRegion(provinceCode);
  if (level === 0) return cities;
  return cities.find((city) => city.value === node.value)?.children ?? [];
}
