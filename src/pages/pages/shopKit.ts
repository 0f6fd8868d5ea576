import { useCallback, useEffect, useRef, useState } from 'react';
import { getDictOptions } from '@/api/site';
import type { DictName, DictOption } from '@/api/types';
import { nav } from '@/router/nav';
import { buildUrl, type Query } from '@/router/url';
import { useLayoutStore } from '@/stores/layout';
import { normalizeCode } from '@/lib/emptyish';
import { isLink } from '@/lib/validators';

// Shared by the shop pages: links that keep the promo code, data loading with retry,
// the SMS countdown and dictionaries. Not a page of its own.

/** '/path?query' with the current promo code, so it survives every hop of a shared link. */
export function shopUrl(path: string, query: Query = {}): string {
  const promoCode = normalizeCode(useLayoutStore.getState().promoCode);
  return buildUrl(path, promoCode ? { promoCode, ...query } : query);
}

/** Opens a shop page (tab pages through switchTab). */
export function openPage(path: string, query: Query = {}) {
  const url = shopUrl(path, query);
  return nav.openMenu({ type: 'page', path: url });
}

/** Opens a configured link: a page path, or an http(s) address in the web view. */
export function openLink(link: string) {
  if (!link) return;
  if (isLink(link)) {
    void nav.openMenu(
      { type: 'url', url: link },
      { promoCode: useLayoutStore.getState().promoCode },
    );
    return;
  }
  const [path, search = ''] = link.split('?');
  const query: Query = {};
  new URLSearchParams(search).forEach((value, key) => {
    query[key] = value;
  });
  void openPage(path, query);
}

export interface AsyncState<T> {
  data: T | undefined;
  loading: boolean;
  error: boolean;
  reload: () => void;
}

/** Loads data when the dependencies change; failures give error: true and a reload. */
export function useAsync<T>(load: () => Promise<T>, deps: readonly unknown[]): AsyncState<T> {
  const [state, setState] = useState<{ data?: T; loading: boolean; error: boolean }>({
    loading: true,
    error: false,
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let live = true;
    setState((prev) => ({ ...prev, loading: true, error: false }));
    loadRef.current().then(
      (data) => live && setState({ data, loading: false, error: false }),
      () => live && setState((prev) => ({ ...prev, loading: false, error: true })),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data: state.data, loading: state.loading, error: state.error, reload };
}

/** Seconds left before another SMS code may be asked for, and a starter. */
export function useSmsCountdown(): [number, (seconds?: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, (seconds = 60) => setLeft(seconds)];
}

const dictCache = new Map<DictName, Promise<DictOption[]>>();

/** Options of a backend dictionary, loaded once per visit. */
export function loadDict(name: DictName): Promise<DictOption[]> {
  let cached = dictCache.get(name);
  if (!cached) {
    cached = getDictOptions([name]).then((map) => map[name] ?? []);
    cached.catch(() => dictCache.delete(name));
    dictCache.set(name, cached);
  }
  return cached;
}

/** A date and time in the reader's language. */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
}

/** Tag colour for a dictionary listClass. */
export function tagTypeOf(
  listClass: string | undefined,
): 'default' | 'primary' | 'success' | 'warning' | 'danger' {
  switch (listClass) {
    case 'primary':
    case 'success':
    case 'warning':
    case 'danger':
      return listClass;
    case 'error':
      return 'danger';
    default:
      return 'default';
  }
}

type OperatorKey =
  'shop.operators.1' | 'shop.operators.2' | 'shop.operators.3' | 'shop.operators.4';

/** The item with its operator named in the reader's language (the backend sends Chinese names). */
export function localOperator<T extends { operatorType: number; operatorName: string }>(
  item: T,
  t: (key: OperatorKey) => string,
): T {
  const type = item.operatorType;
  return type >= 1 && type <= 4
    ? { ...item, operatorName: t(`shop.operators.${type}` as OperatorKey) }
    : item;
}
