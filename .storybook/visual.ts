/** Shared between the preview (which knows the story) and the Vitest setup (which takes the shot). */
export interface VisualRequest {
  /** False when a story opts out with `parameters.visual = false` (e.g. a live video). */
  enabled: boolean;
}

declare global {
  var __shopVisual: VisualRequest | undefined;
}

export function requestVisual(request: VisualRequest): void {
  globalThis.__shopVisual = request;
}

export function takeVisualRequest(): VisualRequest | undefined {
  const request = globalThis.__shopVisual;
  globalThis.__shopVisual = undefined;
  return request;
}

/** The minimal part of MSW's worker the request count listens to. */
interface RequestEvents {
  events: {
    on(
      event: 'request:start' | 'request:end',
      listener: (args: { requestId: string }) => void,
    ): void;
  };
}

/** The requests of the story on screen that the demo API's worker is still handling. */
const inFlight = new Set<string>();
/** Those of earlier stories, still on their way. */
const earlier = new Set<string>();
// Taken before any story's clock replaces the page's timers.
const realSetTimeout = globalThis.setTimeout.bind(globalThis);

/** Follows the requests the demo API's worker handles (pictures and API calls alike). */
export function countRequests(worker: RequestEvents): void {
  worker.events.on('request:start', ({ requestId }) => inFlight.add(requestId));
  worker.events.on('request:end', ({ requestId }) => {
    inFlight.delete(requestId);
    earlier.delete(requestId);
  });
}

/** A new story starts: what the previous one left on its way is not its screenshot's concern. */
export function forgetRequests(): void {
  for (const id of inFlight) earlier.add(id);
  inFlight.clear();
}

/**
 * Resolves once the requests of earlier stories are answered (at most `timeoutMs`): a story that
 * stops the clock waits for them, so that no answer computed on the running clock lands in it.
 */
export async function earlierRequestsDone(timeoutMs = 3000): Promise<void> {
  if (earlier.size === 0) return;
  const until = performance.now() + timeoutMs;
  while (earlier.size > 0 && performance.now() < until) {
    await new Promise((resolve) => realSetTimeout(resolve, 25));
  }
  // The worker is done with an answer a little before the page has read it.
  await new Promise((resolve) => realSetTimeout(resolve, 100));
}

/**
 * Resolves at once when nothing is on its way; otherwise once no request has been on its way for
 * `quietMs` (a late configuration, then the pictures at its domain), or after `timeoutMs` whatever
 * is still on its way (a story that holds an answer back on purpose).
 */
export async function requestsSettled(quietMs = 100, timeoutMs = 3000): Promise<void> {
  if (inFlight.size === 0) return;
  const until = performance.now() + timeoutMs;
  let quietSince = Infinity;
  while (performance.now() < until) {
    if (inFlight.size > 0) quietSince = Infinity;
    else if (quietSince === Infinity) quietSince = performance.now();
    else if (performance.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => realSetTimeout(resolve, 25));
  }
}
