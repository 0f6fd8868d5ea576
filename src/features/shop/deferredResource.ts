import { useDeferredValue, useMemo } from 'react';
import type { Resource } from '@/features/data/useResource';

/**
 * The resource with its new data drawn in a deferred render. An answer would otherwise be drawn
 * in one blocking render (every card of a list at once); deferred, React draws it in slices
 * that leave the main thread free between them. Until that render has caught up, the resource
 * still counts as loading, so no empty state shows in between.
 */
export function useDeferredResource<T>(resource: Resource<T>): Resource<T> {
  const data = useDeferredValue(resource.data);
  const behind = useMemo(() => ({ ...resource, data, loading: true }), [resource, data]);
  return data === resource.data ? resource : behind;
}
