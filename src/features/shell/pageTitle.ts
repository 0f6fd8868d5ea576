import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageTitleStore } from '@/stores/pageTitle';
/**
 * The identity of a history entry. The key alone is not enough: an address typed by hand (or a
 * hash change from outside the router) gets the key 'default' on every page.
 */
export function entryId(location: { key: string; pathname: string; search: string }): string {
  return `${location.key}|${location.pathname}${location.search}`;
}

/** Sets the navigation-bar title of the current page (e.g. a goods name once it has loaded). */
export function usePageTitle(title: string | null | undefined) {
  const key = entryId(useLocation());
  useEffect(() => {
    if (title) usePageTitleStore.getState().set(key, title);
  }, [key, title]);
}
