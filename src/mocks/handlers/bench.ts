import { http } from 'msw';
import { db } from '../db';
import { seedNumbers } from '../db/numbers';
import { bodyOf, invalid, num, ok, path } from './util';

/**
 * Upper bound for the seeded list: the long-list benchmark needs 10,000 numbers; the bound keeps a
 * typo from filling the demo server's memory.
 */
export const BENCH_MAX_NUMBERS = 20_000;

/**
 * Demo-only switches for the benchmarks (tests/bench). They change the in-memory demo database
 * only; `POST /api/__demo/reset` puts the usual 480 numbers back.
 */
export const benchHandlers = [
  // Seeds `count` numbers with the same generator (and seed) as the demo database, so the first
  // 480 are the usual ones and filters behave as they do on the small list.
  http.post(path('/api/__demo/bench/numbers'), async ({ request }) => {
    const count = Math.floor(num((await bodyOf(request)).count, 0));
    if (count < 1 || count > BENCH_MAX_NUMBERS) {
      return invalid(`count must be between 1 and ${BENCH_MAX_NUMBERS}`);
    }
    db.numbers = seedNumbers(count);
    db.numberHolds.clear();
    return ok({ count: db.numbers.length });
  }),
];
