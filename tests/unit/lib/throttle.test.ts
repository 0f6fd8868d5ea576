import { describe, expect, it, vi } from 'vitest';
import { throttleLeading } from '@/lib/throttle';

describe('throttleLeading', () => {
  it('runs the first call at once and drops calls within the window', () => {
    let now = 0;
    const fn = vi.fn((n: number) => n * 2);
    const throttled = throttleLeading(fn, 1000, () => now);
    expect(throttled(1)).toBe(2);
    now = 500;
    expect(throttled(2)).toBe(2);
    now = 999;
    throttled(3);
    expect(fn).toHaveBeenCalledTimes(1);
    now = 1000;
    expect(throttled(4)).toBe(8);
    expect(fn).toHaveBeenCalledTimes(2);
  });
  it('never makes a trailing call', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttleLeading(fn, 1000);
    throttled();
    throttled();
    vi.advanceTimersByTime(5000);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
  it('can be reset', () => {
    const now = 0;
    const fn = vi.fn();
    const throttled = throttleLeading(fn, 1000, () => now);
    throttled();
    throttled.reset();
    throttled();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
