import { afterEach, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { setTransportLoader, transportLoaded } from '@/api/client';
import { useClientWarmUp } from '@/features/data/warmUp';

describe('useClientWarmUp', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('fetches the HTTP libraries once the screen is ready and painted, not before', async () => {
    let loads = 0;
    restore = setTransportLoader(() => {
      loads += 1;
      return import('@/api/transport');
    });
    const { rerender } = renderHook(({ ready }) => useClientWarmUp(ready), {
      initialProps: { ready: false },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(loads).toBe(0);
    expect(transportLoaded()).toBe(false);

    rerender({ ready: true });
    await waitFor(() => expect(transportLoaded()).toBe(true));
    expect(loads).toBe(1);
  });

  it('fetches nothing when the screen goes before it was painted', async () => {
    let loads = 0;
    restore = setTransportLoader(() => {
      loads += 1;
      return import('@/api/transport');
    });
    const { unmount } = renderHook(() => useClientWarmUp(true));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(loads).toBe(0);
  });
});
