/** Longest wait for a paint (a hidden tab paints no frames): the work runs anyway then. */
export const PAINT_TIMEOUT_MS = 1000;

/**
 * Runs `run` once the next frame has been painted: a frame, then a task, which the browser runs
 * after that frame's paint. Returns a function that cancels it.
 */
export function afterPaint(run: () => void, timeoutMs = PAINT_TIMEOUT_MS): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  const frame = requestAnimationFrame(() => setTimeout(once, 0));
  const fallback = setTimeout(once, timeoutMs);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
  };
}
