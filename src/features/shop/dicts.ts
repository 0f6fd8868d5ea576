import { getDictOptions } from '@/api/site';
import type { DictName, DictOption } from '@/api/types';

const dictCache = new Map<DictName, Promise<DictOption[]>>();

/** Options of a backend dictionary, loaded once per visit. */
export function loadDict(name: DictName): Promise<DictOption[]> {
  let cached = dictCache.get(name);
  if (!cached) {
    cached = getDictOptions([name]).then((map) => map[name] ?? []);
    cached.catch(() => dictCache.delete(name));
    dictCache.set(name, cached);
  }
  return cached;
}
