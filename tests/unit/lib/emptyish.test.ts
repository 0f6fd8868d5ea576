import { describe, expect, it } from 'vitest';
import { isEmptyParam, normalizeCode } from '@/lib/emptyish';

describe('normalizeCode', () => {
  it.each([
    [undefined, ''],
    [null, ''],
    ['', ''],
    ['undefined', ''],
    ['null', ''],
    [' null ', ''],
    ['AB12', 'AB12'],
    [' AB12 ', 'AB12'],
    [42, '42'],
    ['Null', 'Null'],
  ])('%j -> %j', (input, expected) => expect(normalizeCode(input)).toBe(expected));
});

describe('isEmptyParam', () => {
  it('is true for undefined, null and empty string only', () => {
    expect([undefined, null, ''].every(isEmptyParam)).toBe(true);
    expect([0, false, ' ', 'x', [], {}].some(isEmptyParam)).toBe(false);
  });
});
