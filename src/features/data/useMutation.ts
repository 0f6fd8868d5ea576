import { useCallback, useRef, useState } from 'react';
import { call, type CallOptions } from '@/api/call';
import type { AnswerOf, Endpoint, InputOf } from '@/api/declare';
import { afterPaint } from '@/lib/afterPaint';
import { invalidateData } from './cache';
import { prefixesOf, type Changed } from './query';

export interface MutateOptions<R> {
  /**
   * What the write changes: declarations (every read of them, and every composed read naming
   * them), queries, or key prefixes. Loaded again once it succeeds, each entry once.
   */
  invalidates?: readonly Changed[] | ((result: R) => readonly Changed[]);
}

export interface Mutation {
  /** A write is on its way. */
  pending: boolean;
  /** The last write failed (the API client already told the user why). */
  error: boolean;
  /**
   * Runs a write once at a time: a second call while the first is pending is ignored and
   * resolves to undefined (a second tap on "pay" does nothing). The write starts after the next
   * frame has been painted, so the tap that asked for it is answered first. On success what it
   * changes is invalidated before it resolves, so the next screen shows the new state; a
   * failure rejects as the write did.
   */
  mutate: <R>(write: () => Promise<R>, options?: MutateOptions<R>) => Promise<R | undefined>;
}

/** A write of one declaration: `mutate(input)` sends it. */
export interface EndpointMutation<E extends Endpoint> {
  pending: boolean;
  error: boolean;
  /** Sends the declaration with this input, once at a time (see `Mutation.mutate`). */
  mutate: (
    ...args: InputOf<E> extends void
      ? [input?: undefined, options?: CallOptions]
      : [input: InputOf<E>, options?: CallOptions]
  ) => Promise<AnswerOf<E> | undefined>;
}

/** Settles once the next frame has been painted. */
const painted = () => new Promise<void>((resolve) => void afterPaint(resolve));

/**
 * The one way pages and features write to the server. With a declaration,
 * `useMutation(iot.buyPackage, { invalidates: [iot.getSimInfo, iot.getSimPackageList] })` gives a
 * `mutate(input)` that sends it; without one, `mutate(write, options)` runs a composed write.
 */
export function useMutation(): Mutation;
export function useMutation<E extends Endpoint>(
  endpoint: E,
  options?: MutateOptions<AnswerOf<E>>,
): EndpointMutation<E>;
export function useMutation<E extends Endpoint>(
  endpoint?: E,
  declared: MutateOptions<AnswerOf<E>> = {},
): Mutation | EndpointMutation<E> {
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
        const changed = typeof invalidates === 'function' ? invalidates(result) : invalidates;
        if (changed?.length) await invalidateData(...prefixesOf(changed));
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
  const declaredRef = useRef(declared);
  declaredRef.current = declared;
  const send = useCallback(
    (input?: unknown, options?: CallOptions) =>
      mutate(
        () =>
          (call as (e: Endpoint, i: unknown, o?: CallOptions) => Promise<AnswerOf<E>>)(
            endpoint as Endpoint,
            input,
            options,
          ),
        declaredRef.current,
      ),
    [mutate, endpoint],
  );
  if (endpoint) return { pending, error, mutate: send as EndpointMutation<E>['mutate'] };
  return { pending, error, mutate };
}
