import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useSmsCountdown } from '@/components/ui/useSmsCountdown';

describe('the SMS resend countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 60 s after a code is sent, second by second, then lets another be sent', () => {
    const { result } = renderHook(() => useSmsCountdown());
    expect(result.current[0]).toBe(0);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(60);
    act(() => void vi.advanceTimersByTime(999));
    expect(result.current[0]).toBe(60);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe(59);
    act(() => void vi.advanceTimersByTime(59_000));
    expect(result.current[0]).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts again for a second code, and from a given wait', () => {
    const { result } = renderHook(() => useSmsCountdown(5));
    expect(result.current[0]).toBe(5);
    act(() => void vi.advanceTimersByTime(5_000));
    expect(result.current[0]).toBe(0);
    act(() => result.current[1](30));
    expect(result.current[0]).toBe(30);
    act(() => result.current[1](30));
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current[0]).toBe(29);
  });

  it('counts by the clock, so timers the phone held back do not stretch the wait', () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current[1]());
    // The page slept in the background: 40 s passed, and no timer ran meanwhile.
    vi.setSystemTime(Date.now() + 40_000);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current[0]).toBe(19);
  });
});
