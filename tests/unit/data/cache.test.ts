import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  fetchData,
  invalidateData,
  readData,
  removeData,
  seedData,
  setData,
  setDataClock,
} from '@/features/data/cache';
import { useData } from '@/features/data/useData';
import { useMutation } from '@/features/data/useMutation';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let time = 1_000_000;
setDataClock(() => time);

afterEach(() => {
  removeData();
  time = 1_000_000;
});

describe('the data cache', () => {
  it('shares one request between the callers of a key', async () => {
    const load = vi.fn(() => Promise.resolve('sim'));
    const [first, second] = await Promise.all([fetchData(['sim'], load), fetchData(['sim'], load)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect([first, second]).toEqual(['sim', 'sim']);
    expect(readData(['sim'])).toMatchObject({ data: 'sim', loading: false, error: false });
  });

  it('answers from the cache while the data is younger than the minimum age', async () => {
    const load = vi.fn(() => Promise.resolve(time));
    await fetchData(['sim'], load, { minAgeMs: 1000 });
    time += 999;
    await fetchData(['sim'], load, { minAgeMs: 1000 });
    expect(load).toHaveBeenCalledTimes(1);
    time += 1;
    await fetchData(['sim'], load, { minAgeMs: 1000 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again after the clock was set back, instead of taking the data for fresh', async () => {
    const load = vi.fn(() => Promise.resolve(time));
    await fetchData(['flash sale'], load, { minAgeMs: 1000 });
    // The phone's clock goes back a day: the answer's age would be negative.
    time -= 86_400_000;
    await fetchData(['flash sale'], load, { minAgeMs: 1000 });
    expect(load).toHaveBeenCalledTimes(2);
    await fetchData(['flash sale'], load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a write makes a key and the keys under it stale, whatever their age', async () => {
    const sim = vi.fn(() => Promise.resolve('card'));
    const other = vi.fn(() => Promise.resolve('orders'));
    await fetchData(['iot', 'sim'], sim, { minAgeMs: 60_000 });
    await fetchData(['shop', 'orders'], other, { minAgeMs: 60_000 });
    await invalidateData(['iot']);
    expect(readData(['iot', 'sim']).stale).toBe(true);
    expect(readData(['shop', 'orders']).stale).toBe(false);
    await fetchData(['iot', 'sim'], sim, { minAgeMs: 60_000 });
    await fetchData(['shop', 'orders'], other, { minAgeMs: 60_000 });
    expect(sim).toHaveBeenCalledTimes(2);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('a load answered before a write gives way to a new one, and its waiters get the new answer', async () => {
    const before = deferred<string>();
    const signals: AbortSignal[] = [];
    const load = vi
      .fn((signal: AbortSignal) => {
        signals.push(signal);
        return signals.length === 1 ? before.promise : Promise.resolve('after');
      })
      .mockName('load');
    const waiting = fetchData(['sim'], load);
    const invalidated = invalidateData(['sim']);
    expect(signals[0]?.aborted).toBe(true);
    before.resolve('before');
    await invalidated;
    await expect(waiting).resolves.toBe('after');
    expect(readData(['sim']).data).toBe('after');
  });

  it('keeps the data and flags the error when a load fails; the next load clears it', async () => {
    await fetchData(['sim'], () => Promise.resolve('card'));
    await expect(fetchData(['sim'], () => Promise.reject(new Error('offline')))).rejects.toThrow(
      'offline',
    );
    expect(readData(['sim'])).toMatchObject({ data: 'card', error: true, loading: false });
    await fetchData(['sim'], () => Promise.resolve('card 2'));
    expect(readData(['sim'])).toMatchObject({ data: 'card 2', error: false });
  });

  it('removing a key aborts its load and drops the answer', async () => {
    const answer = deferred<string>();
    let signal!: AbortSignal;
    const waiting = fetchData(['sim'], (s) => {
      signal = s;
      return answer.promise;
    });
    removeData(['sim']);
    expect(signal.aborted).toBe(true);
    answer.resolve('late');
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(readData(['sim']).data).toBeUndefined();
  });

  it('a seeded copy is shown, and the first read asking for fresh data loads it', async () => {
    seedData(['sim'], 'persisted');
    expect(readData(['sim']).data).toBe('persisted');
    const load = vi.fn(() => Promise.resolve('fresh'));
    await expect(fetchData(['sim'], load, { minAgeMs: 1000 })).resolves.toBe('fresh');
    seedData(['sim'], 'older');
    expect(readData(['sim']).data).toBe('fresh');
  });
});

describe('useData', () => {
  it('two pages showing a key share one request and both see a local change', async () => {
    const load = vi.fn(() => Promise.resolve(1));
    const first = renderHook(() => useData(['sim'], load));
    const second = renderHook(() => useData(['sim'], load));
    await waitFor(() => expect(first.result.current.data).toBe(1));
    expect(second.result.current.data).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    act(() => setData(['sim'], 2));
    expect(first.result.current.data).toBe(2);
    expect(second.result.current.data).toBe(2);
  });

  it('returning to a page shows what it had at once and refreshes it', async () => {
    const fresh = deferred<string>();
    const load = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('first visit')
      .mockReturnValueOnce(fresh.promise);
    const visit = renderHook(() => useData(['orders'], load));
    await waitFor(() => expect(visit.result.current.data).toBe('first visit'));
    visit.unmount();
    const again = renderHook(() => useData(['orders'], load));
    expect(again.result.current).toMatchObject({ data: 'first visit', loading: true });
    await act(async () => fresh.resolve('second visit'));
    expect(again.result.current).toMatchObject({ data: 'second visit', loading: false });
  });

  it('a write through useMutation reloads the keys it changes on every page showing them', async () => {
    let balance = 10;
    const load = vi.fn(() => Promise.resolve(balance));
    const page = renderHook(() => useData(['iot', 'sim'], load));
    await waitFor(() => expect(page.result.current.data).toBe(10));
    const write = renderHook(() => useMutation());
    await act(async () => {
      await write.result.current.mutate(
        async () => {
          balance = 7;
          return 'paid';
        },
        { invalidates: [['iot']] },
      );
    });
    expect(page.result.current.data).toBe(7);
    expect(write.result.current).toMatchObject({ pending: false, error: false });
  });

  it('useMutation runs one write at a time and reports a failure', async () => {
    const answer = deferred<string>();
    const write = renderHook(() => useMutation());
    let first!: Promise<string | undefined>;
    let started = false;
    act(() => {
      first = write.result.current.mutate(() => {
        started = true;
        return answer.promise;
      });
    });
    expect(write.result.current.pending).toBe(true);
    // The write itself starts after the next frame.
    expect(started).toBe(false);
    await waitFor(() => expect(started).toBe(true));
    let second: string | undefined = 'not ignored';
    await act(async () => {
      second = await write.result.current.mutate(() => Promise.resolve('again'));
    });
    expect(second).toBeUndefined();
    await act(async () => {
      answer.reject(new Error('refused'));
      await expect(first).rejects.toThrow('refused');
    });
    expect(write.result.current).toMatchObject({ pending: false, error: true });
  });

  it('shows the error state of a failed load and clears it on reload', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('ok');
    const { result } = renderHook(() => useData(['sim'], load));
    await waitFor(() => expect(result.current.error).toBe(true));
    await act(async () => {
      await result.current.reload();
    });
    expect(result.current).toMatchObject({ data: 'ok', error: false, loading: false });
  });
});
