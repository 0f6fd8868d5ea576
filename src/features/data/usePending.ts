import { useCallback, useRef, useState } from 'react';

/** Runs an action once at a time: a second call while the first is pending is ignored. */
export function usePending() {
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const run = useCallback(async <R>(action: () => Promise<R>): Promise<R | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setPending(true);
    try {
      return await action();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
