import { renderHook } from '@testing-library/react';
import { prefetchTransport, setTransportLoader, transportLoaded } from '@/api/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_PICTURE_WAIT_MS,
  PAINT_REPORT_WAIT_MS,
  useFirstPictureShown,
} from '@/features/shop/firstPicture';

// The shop home's lists wait for the carousel's first picture to be on screen
// (src/features/shop/firstPicture.ts).

/** Pictures whose loading the test finishes by hand, by address. */
const loading = new Map<string, () => void>();

class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  complete = false;
  fetchPriority = '';
  set src(url: string) {
    loading.set(url, () => this.onload?.());
  }
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('Image', FakeImage);
  loading.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the first picture on screen', () => {
  it('waits while it is not known whether there is a picture', async () => {
    const { result } = renderHook(() => useFirstPictureShown(undefined));
    expect(await settled(result.current)).toBe(false);
  });

  it('settles at once when the page has no picture', async () => {
    const { result } = renderHook(() => useFirstPictureShown(null));
    expect(await settled(result.current)).toBe(true);
  });

  it('settles once the picture has loaded and the next frame is painted, the same promise throughout', async () => {
    const { result, rerender } = renderHook(
      ({ url }: { url: string | undefined }) => useFirstPictureShown(url),
      { initialProps: { url: undefined as string | undefined } },
    );
    const first = result.current;
    rerender({ url: '/img/banner.png' });
    expect(result.current).toBe(first);
    expect(await settled(first)).toBe(false);
    loading.get('/img/banner.png')?.();
    // A frame, then a task after its paint.
    await vi.advanceTimersByTimeAsync(50);
    expect(await settled(first)).toBe(true);
  });

  it('where the browser reports largest paints, settles on the report of that picture', async () => {
    let report: ((entries: { url: string }[]) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const { result } = renderHook(() => useFirstPictureShown('/img/banner.png'));
    loading.get('/img/banner.png')?.();
    // Loaded and a frame painted: the report is awaited.
    await vi.advanceTimersByTimeAsync(50);
    expect(await settled(result.current)).toBe(false);
    report?.([{ url: new URL('/img/other.png', window.location.href).href }]);
    expect(await settled(result.current)).toBe(false);
    report?.([{ url: new URL('/img/banner.png', window.location.href).href }]);
    expect(await settled(result.current)).toBe(true);
  });

  it('where no report of that picture comes, goes on a little after its frame', async () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['largest-contentful-paint'];
        observe() {}
        disconnect() {}
      },
    );
    const { result } = renderHook(() => useFirstPictureShown('/img/banner.png'));
    loading.get('/img/banner.png')?.();
    await vi.advanceTimersByTimeAsync(50);
    expect(await settled(result.current)).toBe(false);
    await vi.advanceTimersByTimeAsync(PAINT_REPORT_WAIT_MS);
    expect(await settled(result.current)).toBe(true);
  });

  it('goes ahead after the longest wait when the picture never comes', async () => {
    const { result } = renderHook(() => useFirstPictureShown('/img/slow.png'));
    await vi.advanceTimersByTimeAsync(FIRST_PICTURE_WAIT_MS - 10);
    expect(await settled(result.current)).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(await settled(result.current)).toBe(true);
  });

  it('is settled from the start once the client’s HTTP libraries have loaded (a later page)', async () => {
    const restore = setTransportLoader(() => import('@/api/transport'));
    try {
      prefetchTransport();
      await import('@/api/transport');
      await vi.advanceTimersByTimeAsync(0);
      expect(transportLoaded()).toBe(true);
      const { result } = renderHook(() => useFirstPictureShown('/img/banner.png'));
      expect(await settled(result.current)).toBe(true);
    } finally {
      restore();
    }
  });
});
