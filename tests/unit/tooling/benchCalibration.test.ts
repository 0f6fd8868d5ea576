import { describe, expect, it } from 'vitest';
import { PHONE_CLASS, slowdownFor } from '../../bench/lib/phoneClass.mjs';

describe('the benchmarks’ phone class', () => {
  it('is what Lighthouse’s default 4x emulates on a machine of index 2,400', () => {
    expect(PHONE_CLASS.benchmarkIndex).toBe(600);
    expect(slowdownFor(2400)).toBe(4);
  });

  it('slows a faster machine more and a slower one less, in proportion to its index', () => {
    expect(slowdownFor(3241)).toBe(5.4);
    expect(slowdownFor(1500)).toBe(2.5);
    expect(slowdownFor(2260)).toBeCloseTo(3.8);
  });

  it('never speeds a machine up that is already as slow as the phone', () => {
    expect(slowdownFor(600)).toBe(1);
    expect(slowdownFor(400)).toBe(1);
  });

  it('refuses an index that was not measured', () => {
    expect(slowdownFor(Number.NaN)).toBeNaN();
    expect(slowdownFor(0)).toBeNaN();
  });
});
