import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import * as iot from '@/api/declarations/iot';
import * as shop from '@/api/declarations/shop';
import { invalidateData, removeData } from '@/features/data/cache';
import {
  composedQuery,
  endpointPrefix,
  keyOf,
  missingQuery,
  prefixesOf,
} from '@/features/data/query';
import { SIM_KEY, simKeyOf } from '@/features/data/simKey';
import { useMutation } from '@/features/data/useMutation';
import { usePagedResource, useResource } from '@/features/data/useResource';
import { useIotStore } from '@/stores/iot';

afterEach(() => {
  removeData();
  useIotStore.getState().clearSession();
});

describe('keys derived from the declarations', () => {
  it("holds the card's number for a card read, so another card is another key", () => {
    useIotStore.getState().setSession('8986001', 'token');
    const first = keyOf(iot.getPackageDetails, { id: 3 });
    expect(first).toEqual(['iot', 'GET /api/iot/packageDetails', '8986001', { id: 3 }]);
    useIotStore.getState().setSession('8986002', 'token');
    expect(keyOf(iot.getPackageDetails, { id: 3 })).not.toEqual(first);
  });

  it('keys the card information as the frame does without the declaration', () => {
    expect(endpointPrefix(iot.getSimInfo)).toEqual([...SIM_KEY]);
    useIotStore.getState().setSession('8986001', 'token');
    expect(keyOf(iot.getSimInfo)).toEqual([...simKeyOf('8986001')]);
  });

  it('names a declaration once, with every composed read of it, and drops covered prefixes', () => {
    composedQuery('test/balanceWithCoins', [iot.getSimInfo, iot.getBalanceChoose], undefined, () =>
      Promise.resolve(1),
    );
    const prefixes = prefixesOf([iot.getBalanceChoose, iot.getBalanceChoose, ['iot']]);
    // Everything of the card sits under ['iot']: the card is loaded again once.
    expect(prefixes).toEqual([['iot']]);
    const shopOnly = prefixesOf([iot.getBalanceChoose, shop.getGoodsDetails]);
    expect(shopOnly).toContainEqual(endpointPrefix(iot.getBalanceChoose));
    expect(shopOnly).toContainEqual(['iot', 'composed test/balanceWithCoins']);
    expect(shopOnly).toContainEqual(endpointPrefix(shop.getGoodsDetails));
  });
});

describe('reads and writes named by declarations', () => {
  it('take no loader: a read is named by a declaration or a query (the type check holds it)', () => {
    const useLoaderRead = () =>
      // @ts-expect-error: a loader and its dependencies name nothing to share or invalidate
      useResource(() => Promise.resolve(1), []);
    const useLoaderList = () =>
      // @ts-expect-error: the same for a paged list
      usePagedResource((page: number) => Promise.resolve({ list: [page] }), []);
    expect([typeof useLoaderRead, typeof useLoaderList]).toEqual(['function', 'function']);
  });

  it('a link without its id shows the error at once and sends nothing', async () => {
    const { result } = renderHook(() => useResource(missingQuery('no goods')));
    await waitFor(() => expect(result.current.error).toBe(true));
    expect(result.current.data).toBeUndefined();
  });

  it("a card's read waits while no card is signed in, and loads once one is", async () => {
    const load = vi.fn(() => Promise.resolve('balance'));
    const page = renderHook(() =>
      useResource(composedQuery('test/cardOnly', [iot.getSimInfo], undefined, load)),
    );
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    act(() => useIotStore.getState().setSession('8986001', 'token'));
    await waitFor(() => expect(page.result.current.data).toBe('balance'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a write naming a declaration reloads a composed read of it, once', async () => {
    useIotStore.getState().setSession('8986001', 'token');
    const load = vi.fn(() => Promise.resolve(load.mock.calls.length));
    const query = () =>
      composedQuery('test/coins', [iot.getSimInfo, iot.getCouponExchangeList], undefined, load);
    const page = renderHook(() => ({ read: useResource(query()), write: useMutation() }));
    await waitFor(() => expect(page.result.current.read.data).toBe(1));
    await act(async () => {
      await page.result.current.write.mutate(() => Promise.resolve('done'), {
        invalidates: [iot.getSimInfo, iot.getCouponExchangeList],
      });
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(page.result.current.read.data).toBe(2);
  });

  it('an entry under two invalidated prefixes loads again once', async () => {
    const load = vi.fn(() => Promise.resolve('sim'));
    const page = renderHook(() => useResource({ key: ['iot', 'x', 'y'], load, reads: [] }));
    await waitFor(() => expect(page.result.current.data).toBe('sim'));
    await act(() => invalidateData(['iot'], ['iot', 'x']));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
