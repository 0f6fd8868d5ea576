import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { FOCUS_STALE_MS, readData, removeData, setDataClock } from '@/features/data/cache';
import { onlineManager } from '@/features/data/refetch';
import { useData } from '@/features/data/useData';
import { usePagedResource } from '@/features/data/useResource';

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

const LUNCH = Date.UTC(2026, 10, 28, 12, 0);

beforeEach(() => {
  // Only the clock is fake: the loads' promises settle as they would.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(LUNCH);
  setDataClock(() => Date.now());
});

afterEach(() => {
  removeData();
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

/** A card's balance on screen, loaded once at lunch; `next` answers the following loads. */
async function balanceOnScreen() {
  let next: Promise<string> = Promise.resolve('¥10.00');
  const load = vi.fn(() => next);
  const view = renderHook(() => useData(['iot', 'balance'], load));
  await waitFor(() => expect(view.result.current.data).toBe('¥10.00'));
  return {
    view,
    load,
    answerNext: () => {
      const answer = deferred<string>();
      next = answer.promise;
      return answer;
    },
  };
}

const showAgain = () => {
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

describe('the data on screen when the shop comes back', () => {
  it('loads again quietly when the connection returns, the old data shown meanwhile', async () => {
    const { view, load, answerNext } = await balanceOnScreen();
    const evening = answerNext();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(onlineManager.isOnline()).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(2);
    // No spinner, no blank: the lunch balance stays until the new one arrives.
    expect(view.result.current).toMatchObject({ data: '¥10.00', loading: false, error: false });
    await act(async () => evening.resolve('¥3.50'));
    expect(view.result.current.data).toBe('¥3.50');
  });

  it('loads again when shown after a while in the background, not after a glance away', async () => {
    const { view, load, answerNext } = await balanceOnScreen();
    const evening = answerNext();
    vi.setSystemTime(LUNCH + FOCUS_STALE_MS - 1000);
    showAgain();
    expect(load).toHaveBeenCalledTimes(1);
    vi.setSystemTime(LUNCH + 6 * 60 * 60_000);
    showAgain();
    expect(load).toHaveBeenCalledTimes(2);
    expect(view.result.current.loading).toBe(false);
    await act(async () => evening.resolve('¥3.50'));
    expect(view.result.current.data).toBe('¥3.50');
  });

  it('does nothing while the page is hidden', async () => {
    const { load } = await balanceOnScreen();
    vi.setSystemTime(LUNCH + 60 * 60_000);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    showAgain();
    visibility.mockRestore();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again when the page comes back from the back-forward cache', async () => {
    const { view, load, answerNext } = await balanceOnScreen();
    const evening = answerNext();
    vi.setSystemTime(LUNCH + 60 * 60_000);
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    });
    expect(load).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => evening.resolve('¥3.50'));
    expect(view.result.current.data).toBe('¥3.50');
  });

  it('keeps the good data when the quiet load fails', async () => {
    const { view, load, answerNext } = await balanceOnScreen();
    const failing = answerNext();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => failing.reject(new Error('network error')));
    expect(view.result.current).toMatchObject({ data: '¥10.00', loading: false, error: false });
  });

  it('leaves alone the data nobody shows any more', async () => {
    const { view, load } = await balanceOnScreen();
    view.unmount();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(readData(['iot', 'balance']).data).toBe('¥10.00');
  });

  it('leaves a list grown page by page as it is, and refreshes one on its first page', async () => {
    const fetchPage = vi.fn((page: number) =>
      Promise.resolve({ list: [`row ${page}`], hasMore: true }),
    );
    const view = renderHook(() => usePagedResource({ key: ['iot', 'orders'], fetchPage }));
    await waitFor(() => expect(view.result.current.items).toEqual(['row 1']));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(fetchPage).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(view.result.current.loading).toBe(false));
    await act(() => view.result.current.loadMore());
    expect(view.result.current.items).toEqual(['row 1', 'row 2']);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // The rows the visitor scrolled to stay under their eyes.
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(view.result.current.items).toEqual(['row 1', 'row 2']);
  });

  it('follows a read that asks not to be loaded again', async () => {
    const load = vi.fn(() => Promise.resolve('terms'));
    const view = renderHook(() => useData(['terms'], load, { refetchOnReturn: false }));
    await waitFor(() => expect(view.result.current.data).toBe('terms'));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
