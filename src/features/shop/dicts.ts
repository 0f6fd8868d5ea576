import { getDictOptions } from '@/api/site';
import type { DictName, DictOption } from '@/api/types';
import { fetchData } from '@/features/data/cache';

/** Options of a backend dictionary, loaded once per visit (a failed load is asked again). */
export function loadDict(name: DictName): Promise<DictOption[]> {
  return fetchData(['dict', name], () => getDictOptions([name]).then((map) => map[name] ?? []), {
    minAgeMs: Infinity,
  });
}
