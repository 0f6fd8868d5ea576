import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { invalidateData, removeData } from '@/features/data/cache';
import { composedQuery } from '@/features/data/query';
import {
  usePagedResource,
  useResource,
  type PagedQuery,
  type PageOf,
} from '@/features/data/useResource';

// Each test reads its own key: a query named afresh (once, outside the hook's render).
let tests = 0;
const named = () => `test ${++tests}`;
const query = <T>(name: string, load: () => Promise<T>, input?: unknown) =>
  composedQuery(name, [], input, load);
const pagedQuery = <T>(
  key: readonly unknown[],
  fetchPage: (page: number) => Promise<PageOf<T>>,
): PagedQuery<T> => ({ key, fetchPage });

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

describe('useResource', () => {
  it('loads on mount, then shows the data', async () => {
    const name = named();
    const { result } = renderHook(() => useResource(query(name, () => Promise.resolve('sim'))));
    expect(result.current).toMatchObject({ data: undefined, loading: true, error: false });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ data: 'sim', error: false });
  });

  it('gives an error state on failure and recovers on reload', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('ok');
    const name = named();
    const { result } = renderHook(() => useResource(query(name, load)));
    await waitFor(() => expect(result.current.error).toBe(true));
    expect(result.current.loading).toBe(false);
    let answer: string | undefined;
    await act(async () => {
      answer = await result.current.reload();
    });
    expect(answer).toBe('ok');
    expect(result.current).toMatchObject({ data: 'ok', error: false, loading: false });
  });

  it('keeps the old data while it reloads', async () => {
    const second = deferred<number>();
    const load = vi
      .fn<() => Promise<number>>()
      .mockResolvedValueOnce(1)
      .mockReturnValueOnce(second.promise);
    const name = named();
    const { result } = renderHook(() => useResource(query(name, load)));
    await waitFor(() => expect(result.current.data).toBe(1));
    let reloading!: Promise<number | undefined>;
    act(() => {
      reloading = result.current.reload();
    });
    expect(result.current).toMatchObject({ data: 1, loading: true });
    await act(async () => {
      second.resolve(2);
      await reloading;
    });
    expect(result.current).toMatchObject({ data: 2, loading: false });
  });

  it('loads again when the key changes and ignores the earlier, slower answer', async () => {
    const answers = { a: deferred<string>(), b: deferred<string>() };
    const name = named();
    const { result, rerender } = renderHook(
      ({ id }: { id: 'a' | 'b' }) => useResource(query(name, () => answers[id].promise, id)),
      { initialProps: { id: 'a' as 'a' | 'b' } },
    );
    rerender({ id: 'b' });
    await act(async () => {
      answers.b.resolve('card b');
      await answers.b.promise;
    });
    expect(result.current.data).toBe('card b');
    await act(async () => {
      answers.a.resolve('card a');
      await answers.a.promise;
    });
    expect(result.current).toMatchObject({ data: 'card b', loading: false });
  });

  it('takes local updates, as a value or from the current data', async () => {
    const name = named();
    const { result } = renderHook(() => useResource(query(name, () => Promise.resolve([1, 2]))));
    await waitFor(() => expect(result.current.data).toEqual([1, 2]));
    act(() => result.current.setData((list) => [...(list ?? []), 3]));
    expect(result.current.data).toEqual([1, 2, 3]);
    act(() => result.current.setData([]));
    expect(result.current.data).toEqual([]);
  });

  it('ignores an answer that arrives after the page is gone', async () => {
    const late = deferred<string>();
    const name = named();
    const { result, unmount } = renderHook(() => useResource(query(name, () => late.promise)));
    const before = result.current;
    unmount();
    await act(async () => {
      late.resolve('late');
      await late.promise;
    });
    expect(before.data).toBeUndefined();
  });
});

const page = (items: number[], hasMore: boolean): PageOf<number> => ({ list: items, hasMore });

describe('usePagedResource', () => {
  it('loads the first page, appends further pages and stops when finished', async () => {
    const fetchPage = vi.fn((n: number) =>
      Promise.resolve(n === 1 ? page([1, 2], true) : page([3], false)),
    );
    const key = [named()];
    const { result } = renderHook(() => usePagedResource(pagedQuery(key, fetchPage)));
    expect(result.current).toMatchObject({ loading: true, loaded: false, items: [] });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current).toMatchObject({ items: [1, 2], finished: false, loading: false });
    await act(() => result.current.loadMore());
    expect(result.current).toMatchObject({ items: [1, 2, 3], finished: true });
    await act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(fetchPage.mock.calls.map(([n]) => n)).toEqual([1, 2]);
  });

  it('asks for one page at a time', async () => {
    const second = deferred<PageOf<number>>();
    const fetchPage = vi.fn((n: number) =>
      n === 1 ? Promise.resolve(page([1], true)) : second.promise,
    );
    const key = [named()];
    const { result } = renderHook(() => usePagedResource(pagedQuery(key, fetchPage)));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    let first!: Promise<void>;
    act(() => {
      first = result.current.loadMore();
      void result.current.loadMore();
    });
    expect(result.current.loadingMore).toBe(true);
    await act(async () => {
      second.resolve(page([2], false));
      await first;
    });
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ items: [1, 2], loadingMore: false });
  });

  it('keeps the items of a failed further page and asks for it again', async () => {
    const fetchPage = vi
      .fn<(n: number) => Promise<PageOf<number>>>()
      .mockResolvedValueOnce(page([1], true))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(page([2], false));
    const key = [named()];
    const { result } = renderHook(() => usePagedResource(pagedQuery(key, fetchPage)));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(() => result.current.loadMore());
    expect(result.current).toMatchObject({ items: [1], error: true, loaded: true });
    await act(() => result.current.loadMore());
    expect(fetchPage.mock.calls.map(([n]) => n)).toEqual([1, 2, 2]);
    expect(result.current).toMatchObject({ items: [1, 2], error: false, finished: true });
  });

  it('starts afresh on a change of key and ignores answers for the old list', async () => {
    const old = deferred<PageOf<string>>();
    const key = named();
    const fetchPage = vi.fn((tab: string, n: number) =>
      tab === 'paid' && n === 2
        ? old.promise
        : Promise.resolve({ list: [`${tab}${n}`], hasMore: true }),
    );
    const { result, rerender } = renderHook(
      ({ tab }: { tab: string }) =>
        usePagedResource(pagedQuery([key, tab], (n) => fetchPage(tab, n))),
      { initialProps: { tab: 'paid' } },
    );
    await waitFor(() => expect(result.current.items).toEqual(['paid1']));
    act(() => {
      void result.current.loadMore();
    });
    rerender({ tab: 'unpaid' });
    expect(result.current.items).toEqual([]);
    await waitFor(() => expect(result.current.items).toEqual(['unpaid1']));
    await act(async () => {
      old.resolve({ list: ['paid2'], hasMore: false });
      await old.promise;
    });
    expect(result.current).toMatchObject({ items: ['unpaid1'], finished: false });
    await act(() => result.current.loadMore());
    expect(result.current.items).toEqual(['unpaid1', 'unpaid2']);
  });

  it('reloads from the first page, keeping the items until it answers', async () => {
    const refreshed = deferred<PageOf<number>>();
    const fetchPage = vi
      .fn<(n: number) => Promise<PageOf<number>>>()
      .mockResolvedValueOnce(page([1], true))
      .mockResolvedValueOnce(page([2], true))
      .mockReturnValueOnce(refreshed.promise);
    const key = [named()];
    const { result } = renderHook(() => usePagedResource(pagedQuery(key, fetchPage)));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(() => result.current.loadMore());
    let reloading!: Promise<void>;
    act(() => {
      reloading = result.current.reload();
    });
    expect(result.current).toMatchObject({ items: [1, 2], loading: true, loaded: true });
    await act(async () => {
      refreshed.resolve(page([9], false));
      await reloading;
    });
    expect(result.current).toMatchObject({ items: [9], finished: true, loading: false });
    expect(fetchPage.mock.calls.map(([n]) => n)).toEqual([1, 2, 1]);
  });

  it('shows the list at once on return, refreshes it, and reloads on invalidation', async () => {
    removeData(['test']);
    const refreshed = deferred<PageOf<number>>();
    const fetchPage = vi
      .fn<(n: number) => Promise<PageOf<number>>>()
      .mockResolvedValueOnce(page([1], true))
      .mockResolvedValueOnce(page([2], true))
      .mockReturnValueOnce(refreshed.promise)
      .mockResolvedValueOnce(page([7], false));
    const first = renderHook(() => usePagedResource(pagedQuery(['test', 'orders'], fetchPage)));
    await waitFor(() => expect(first.result.current.loaded).toBe(true));
    await act(() => first.result.current.loadMore());
    first.unmount();
    // Back on the page: what it had, at once, while its first page loads again.
    const back = renderHook(() => usePagedResource(pagedQuery(['test', 'orders'], fetchPage)));
    expect(back.result.current).toMatchObject({ items: [1, 2], loaded: true, loading: true });
    await act(async () => {
      refreshed.resolve(page([1, 3], true));
      await refreshed.promise;
    });
    await waitFor(() => expect(back.result.current.items).toEqual([1, 3]));
    // A write that changes the list.
    await act(() => invalidateData(['test']));
    expect(back.result.current).toMatchObject({ items: [7], finished: true });
    expect(fetchPage.mock.calls.map(([n]) => n)).toEqual([1, 2, 1, 1]);
  });
});
