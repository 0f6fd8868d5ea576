import { describe, expect, it } from 'vitest';
import { effectiveIndexGroup, normalizeArrangement } from '@/lib/indexGroup';

describe('effectiveIndexGroup', () => {
  it('prefers the local choice when above 0', () => {
    expect(effectiveIndexGroup(1, 2)).toBe(1);
    expect(effectiveIndexGroup('1', 2)).toBe(1);
  });
  it('falls back to the configured front value when the local one is 0 or missing', () => {
    expect(effectiveIndexGroup(0, 1)).toBe(1);
    expect(effectiveIndexGroup(undefined, '1')).toBe(1);
    expect(effectiveIndexGroup(-3, 1)).toBe(1);
  });
  it('defaults to 2 when neither is above 0', () => {
    expect(effectiveIndexGroup(0, 0)).toBe(2);
    expect(effectiveIndexGroup(undefined, undefined)).toBe(2);
    expect(effectiveIndexGroup('abc', NaN)).toBe(2);
  });
});

describe('normalizeArrangement', () => {
  it.each([
    [1, 1],
    [2, 2],
    ['2', 2],
    [0, 1],
    [3, 1],
    [-1, 1],
    [undefined, 1],
    [1.5, 1],
  ])('%j -> %j', (input, expected) => expect(normalizeArrangement(input)).toBe(expected));
});
