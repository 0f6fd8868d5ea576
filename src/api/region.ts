import { http } from './http';
import type { RegionNode } from './types';

/**
 * Static region data: /provinces/{code}.json. Code 'all' gives the provinces with their cities;
 * a province code (e.g. '440000') gives that province's cities with their counties.
 */
export const getProvinces = (code: string = 'all') =>
  http.get<RegionNode[]>(`/provinces/${encodeURIComponent(code)}.json`);
