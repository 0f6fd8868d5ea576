import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import * as iot from '@/api/declarations/iot';
import { call } from '@/api/call';
import { removeData } from '@/features/data/cache';
import { queryOf } from '@/features/data/query';
import { onlineManager } from '@/features/data/refetch';
import { pagedQueryOf, usePagedResource, useResource } from '@/features/data/useResource';
import { useIotStore } from '@/stores/iot';

// The API client tells the visitor of a failed call (a toast, a dialog, the login) unless the
// call is made silent. The calls are observed here, with what they were asked to do.
vi.mock('@/api/call', () => ({ call: vi.fn() }));
const sent = vi.mocked(call);

// Card reads wait for a signed-in card.
beforeEach(() => useIotStore.setState({ simNo: '89860000000000000001', token: 'token' }));

afterEach(() => {
  useIotStore.setState({ simNo: '', token: '' });
  removeData();
  onlineManager.setOnline(true);
  sent.mockReset();
});

const connectionBack = () =>
  act(() => {
    window.dispatchEvent(new Event('online'));
  });

describe('a quiet refresh that fails', () => {
  it('makes its call silent, and only once the data it would replace is on screen', async () => {
    sent.mockResolvedValueOnce({ list: ['30 days'] });
    const view = renderHook(() => useResource(queryOf(iot.getBalanceChoose)));
    await waitFor(() => expect(view.result.current.data).toEqual({ list: ['30 days'] }));
    // The page's own load speaks up when it fails: nothing would be on screen otherwise.
    expect(sent.mock.calls[0]?.[2]).toEqual({});

    sent.mockRejectedValueOnce(new Error('offline again'));
    connectionBack();
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
    expect(sent.mock.calls[1]?.[0]).toBe(iot.getBalanceChoose);
    expect(sent.mock.calls[1]?.[2]).toEqual({ silent: true });
    await waitFor(() => expect(view.result.current.loading).toBe(false));
    expect(view.result.current).toMatchObject({ data: { list: ['30 days'] }, error: false });
  });

  it("is silent for a list's first page too", async () => {
    sent.mockResolvedValueOnce({ list: ['row 1'], hasMore: true });
    const view = renderHook(() =>
      usePagedResource(pagedQueryOf(iot.getSimBalanceList, { type: 1 } as never)),
    );
    await waitFor(() => expect(view.result.current.items).toEqual(['row 1']));
    expect(sent.mock.calls[0]?.[2]).toEqual({});
    sent.mockRejectedValueOnce(new Error('offline again'));
    connectionBack();
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
    expect(sent.mock.calls[1]?.[2]).toEqual({ silent: true });
    await waitFor(() => expect(view.result.current.loading).toBe(false));
    expect(view.result.current.items).toEqual(['row 1']);
  });
});
