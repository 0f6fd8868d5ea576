import { useCallback, useRef, useState } from 'react';
import { afterPaint } from '@/lib/afterPaint';
import { invalidateData, type DataKey } from './cache';

export interface MutateOptions<R> {
  /** The keys the write changes (each with every key under it): loaded again once it succeeds. */
  invalidates?: DataKey[] | ((result: R) => DataKey[]);
}

export interface Mutation {
  /** A write is on its way. */
  pending: boolean;
  /** The last write failed (the API client already told the user why). */
  error: boolean;
  /**
   * Runs a write once at a time: a second call while the first is pending is ignored and
   * resolves to undefined (a second tap on "pay" does nothing). The write starts after the next
   * frame has been painted, so the tap that asked for it is answered first. On success the keys it changes
   * are invalidated before it resolves, so the next screen shows the new state; a failure
   * rejects as the write did.
   */
  mutate: <R>(write: () => Promise<R>, options?: MutateOptions<R>) => Promise<R | undefined>;
}

/** Settles once the next frame has been painted. */
const painted = () => new Promise<void>((resolve) => void afterPaint(resolve));

/** The one way pages and features write to the server. */
export function useMutation(): Mutation {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState(false);
  const busy = useRef(false);
  const mutate = useCallback(
    async <R>(write: () => Promise<R>, options: MutateOptions<R> = {}): Promise<R | undefined> => {
      if (busy.current) return undefined;
      busy.current = true;
      setPending(true);
      setError(false);
      try {
        // The tap is answered by the frame that shows the write on its way (a busy button); the
        // request, and whatever the client does to send it, start after that frame.
        await painted();
        const result = await write();
        const { invalidates } = options;
        const keys = typeof invalidates === 'function' ? invalidates(result) : invalidates;
        if (keys?.length) await invalidateData(...keys);
        return result;
      } catch (reason) {
        setError(true);
        throw reason;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [],
  );
  return { pending, error, mutate };
}
