/**
 * Leading-edge throttle: the first call runs at once; calls within `wait` ms after it are
 * dropped and get the last result. No trailing call.
 */
export function throttleLeading<A extends unknown[], R>(
  fn: (...args: A) => R,
  wait: number,
  now: () => number = Date.now,
): ((...args: A) => R | undefined) & { reset: () => void } {
  let last = -Infinity;
  let lastResult: R | undefined;
  const throttled = (...args: A) => {
    const time = now();
    if (time - last >= wait) {
      last = time;
      lastResult = fn(...args);
    }
    return lastResult;
  };
  throttled.reset = () => {
    last = -Infinity;
  };
  return throttled;
}
