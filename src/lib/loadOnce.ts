/**
 * A download that runs once and is kept. A failed one (a lost network) is forgotten, so the next
 * call tries again, where a cached rejected promise would keep the failure for good.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
