import { describe, expect, it } from 'vitest';
import type { NumberItem } from '@/api/types';
import { alreadyMatching } from '@/features/shop/numberSearch';

const number = (id: number, over: Partial<NumberItem>): NumberItem =>
  ({
    id,
    mobile: '13800000000',
    operatorType: 1,
    provinceCode: '44',
    pattern: 'plain',
    price: 100,
    ...over,
  }) as NumberItem;

const loaded = [
  number(1, { operatorType: 1, mobile: '13812348888', pattern: 'AAAA', price: 688 }),
  number(2, { operatorType: 2, mobile: '15500001234', provinceCode: '51', price: 120 }),
  number(3, { operatorType: 3, mobile: '17788889999', pattern: 'AAAA', price: 1500 }),
];
const any = { operator: '', keyword: '', provinceCode: '', pattern: '' };

describe('answering a number search from the loaded numbers', () => {
  it('keeps the numbers of the chosen operator, province, pattern, digits and price', () => {
    expect(alreadyMatching(loaded, { ...any, operator: '2' })?.map((n) => n.id)).toEqual([2]);
    expect(alreadyMatching(loaded, { ...any, provinceCode: '51' })?.map((n) => n.id)).toEqual([2]);
    expect(alreadyMatching(loaded, { ...any, pattern: 'AAAA' })?.map((n) => n.id)).toEqual([1, 3]);
    expect(alreadyMatching(loaded, { ...any, keyword: '8888' })?.map((n) => n.id)).toEqual([1, 3]);
    expect(alreadyMatching(loaded, { ...any, price: [500, 1000] })?.map((n) => n.id)).toEqual([1]);
    // Both ends of a price range are included, as the server counts them.
    expect(alreadyMatching(loaded, { ...any, price: [0, 120] })?.map((n) => n.id)).toEqual([2]);
  });

  it('every loaded number matches a search for anything', () => {
    expect(alreadyMatching(loaded, any)).toHaveLength(3);
  });

  it('cannot tell the featured numbers, which the agent chooses', () => {
    expect(alreadyMatching(loaded, { ...any, operator: '-99' })).toBeUndefined();
  });
});
