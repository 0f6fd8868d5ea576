import { describe, expect, it } from 'vitest';
import type { NumberItem } from '@/api/types';
import { appendPage, pairUp } from '@/features/shop/numberRows';

const numbers = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: from + i }) as NumberItem);
const ids = (rows: readonly (readonly NumberItem[])[]) => rows.map((row) => row.map((n) => n.id));

describe('number list rows', () => {
  it('shows the numbers two by two', () => {
    expect(ids(pairUp(numbers(1, 5)))).toEqual([[1, 2], [3, 4], [5]]);
    expect(pairUp([])).toEqual([]);
  });

  it('keeps the loaded pairs when a page arrives, completing an odd last pair', () => {
    const first = numbers(1, 3);
    const list = { items: first, rows: pairUp(first), generation: 4 };
    const next = appendPage(list, numbers(4, 3));
    expect(ids(next.rows)).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    expect(next.rows[0]).toBe(list.rows[0]);
    expect(next.items.map((n) => n.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(next.generation).toBe(4);
  });
});
