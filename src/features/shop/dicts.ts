import { call } from '@/api/call';
import * as site from '@/api/declarations/site';
import type { DictName, DictOption } from '@/api/types';
import { fetchData } from '@/features/data/cache';
import { composedQuery, type Query } from '@/features/data/query';

/** Options of one backend dictionary: the dictionary call answers a map of the names asked. */
export const dictQuery = (name: DictName): Query<DictOption[]> =>
  composedQuery('dict', [site.getDictOptions], name, () =>
    call(site.getDictOptions, { types: [name] }).then((map) => map[name] ?? []),
  );

/** Dictionaries are loaded once per visit (a failed load is asked again). */
export const DICT_OPTIONS = { minAgeMs: Infinity };

/** Options of a backend dictionary, loaded once per visit (a failed load is asked again). */
export function loadDict(name: DictName): Promise<DictOption[]> {
  const query = dictQuery(name);
  return fetchData(query.key, query.load, DICT_OPTIONS);
}
