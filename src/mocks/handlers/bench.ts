import { http } from 'msw';
import type { NumberItem } from '@/api/types';
import { db } from '../db';
import { seedNumbers } from '../db/seed/numbers';
import { REGION_TREE } from '../db/seed/regions';
import { bodyOf, invalid, num, ok, path, str } from './util';

/**
 * Upper bound for the seeded list: the long-list benchmark needs 10,000 numbers; the bound keeps a
 * typo from filling the demo server's memory.
 */
export const BENCH_MAX_NUMBERS = 20_000;

/**
 * `count` numbers from the demo generator (same seed, so the list is the same on every run). With
 * `pretty`, only vanity numbers are kept; with `provinceCode`, every number is moved to that
 * province (a city of it picked by id), so a page's default filters show the whole list.
 */
export function benchNumbers(count: number, pretty: boolean, provinceCode: string): NumberItem[] {
  let list = seedNumbers(pretty ? Math.ceil(count * 2.2) : count);
  if (pretty) list = list.filter((item) => item.pretty).slice(0, count);
  const province = REGION_TREE.find((node) => node.value === provinceCode);
  return list.map((item, index) => {
    const city = province?.children?.[index % province.children.length];
    return {
      ...item,
      id: index + 1,
      ...(province && city
        ? {
            provinceCode: province.value,
            province: province.label,
            cityCode: city.value,
            city: city.label,
          }
        : {}),
    };
  });
}

/**
 * Demo-only switches for the benchmarks (tests/bench). They change the in-memory demo database
 * only; `POST /api/__demo/reset` puts the usual 480 numbers back.
 */
export const benchHandlers = [
  // Body: { count, pretty?: boolean, provinceCode?: string }.
  http.post(path('/api/__demo/bench/numbers'), async ({ request }) => {
    const body = await bodyOf(request);
    const count = Math.floor(num(body.count, 0));
    if (count < 1 || count > BENCH_MAX_NUMBERS) {
      return invalid(`count must be between 1 and ${BENCH_MAX_NUMBERS}`);
    }
    const provinceCode = str(body.provinceCode);
    if (provinceCode && !REGION_TREE.some((node) => node.value === provinceCode)) {
      return invalid('provinceCode is not a province of the region tree');
    }
    db.numbers = benchNumbers(count, body.pretty === true, provinceCode);
    db.numberHolds.clear();
    return ok({ count: db.numbers.length });
  }),
];
