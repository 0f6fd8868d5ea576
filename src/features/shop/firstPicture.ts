import { useEffect, useState } from 'react';
import { transportLoaded } from '@/api/client';
import { afterPaint } from '@/lib/afterPaint';
import { loadImage } from '@/lib/image';

/** Longest wait for the first picture before what waits for it goes ahead anyway. */
export const FIRST_PICTURE_WAIT_MS = 3000;

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function gate(): Gate {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** Without word from the browser that the picture was painted: how long after its frame to go on. */
export const PAINT_REPORT_WAIT_MS = 300;

/**
 * Calls `seen` when the browser reports `url`'s picture as the page's largest paint so far, where
 * it reports largest paints at all. Returns whether it does, and a function that stops listening.
 */
function onPictureReported(url: string, seen: () => void): { reports: boolean; stop: () => void } {
  const types =
    typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes;
  if (!types?.includes('largest-contentful-paint'))
    return { reports: false, stop: () => undefined };
  const address = new URL(url, window.location.href).href;
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntries() as (PerformanceEntry & { url?: string })[];
    if (entries.some((entry) => entry.url === address)) seen();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  return { reports: true, stop: () => observer.disconnect() };
}

/**
 * A promise, the same for the life of the page, that settles once the page's first picture is on
 * screen: when the browser reports it painted as the largest paint (Chromium), else once it has
 * loaded (or failed) and the frame after it has been painted; at once when the page turns out to
 * have none (`url` null), and after FIRST_PICTURE_WAIT_MS in any case. `url` is undefined while
 * it is not known yet whether there is one.
 *
 * What a page asks for after its first screen (the shop home's lists, whose calls also load the
 * client's HTTP libraries) waits for it, so that on a slow link it never shares the link with the
 * largest thing on the first screen. Once those libraries have loaded (any page after the first
 * one of a visit) there is nothing to wait for: the promise is settled from the start.
 */
export function useFirstPictureShown(url: string | null | undefined): Promise<void> {
  const [shown] = useState(() => {
    const made = gate();
    if (transportLoaded()) made.open();
    return made;
  });
  useEffect(() => {
    const timer = window.setTimeout(shown.open, FIRST_PICTURE_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);
  useEffect(() => {
    if (url === undefined) return;
    if (url === null) {
      shown.open();
      return;
    }
    let live = true;
    let cancelPaint = () => undefined as void;
    let timer = 0;
    const report = onPictureReported(url, shown.open);
    void loadImage(url).then(() => {
      if (!live) return;
      cancelPaint = afterPaint(() => {
        // Where the browser reports the paint, its report is awaited a little longer: the frame
        // that shows the picture may come after this one.
        if (report.reports) timer = window.setTimeout(shown.open, PAINT_REPORT_WAIT_MS);
        else shown.open();
      });
    });
    return () => {
      live = false;
      report.stop();
      cancelPaint();
      window.clearTimeout(timer);
    };
  }, [url, shown]);
  return shown.promise;
}
