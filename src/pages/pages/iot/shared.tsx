import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ErrorView } from '@/components/shell/ErrorView';
import { Skeleton } from '@/components/ui/Skeleton';
import type { Query } from '@/router/url';
import { useIotStore } from '@/stores/iot';
import { isPreviewSim, loadSimInfo, reloadSimInfo } from '@/stores/iotSession';
import { resetPayment } from '@/stores/payment';
import type { Paged, SimLayoutMenu } from '@/api/types';
import { opensInPreview } from '@/router/preview';
import { formatDate, formatDateTime, parseServerDate } from '@/components/iot-home/format';

// Page-side helpers shared by the IoT pages: loading with an error state and retry, the
// operator preview, and the layout wrapper. No widget here: they live in src/components/iot.

export type LoadState<T> =
  | { phase: 'loading'; data: T | null }
  | { phase: 'error'; data: T | null }
  | { phase: 'ready'; data: T };

/** Loads page data; a failure gives an error state with retry instead of an endless spinner. */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const [state, setState] = useState<LoadState<T>>({ phase: 'loading', data: null });
  const latest = useRef(0);
  const loader = useRef(load);
  loader.current = load;
  const run = useCallback(async (quiet = false) => {
    const id = ++latest.current;
    if (!quiet) setState((prev) => ({ phase: 'loading', data: prev.data }));
    try {
      const data = await loader.current();
      if (id === latest.current) setState({ phase: 'ready', data });
      return data;
    } catch {
      if (id === latest.current) setState((prev) => ({ phase: 'error', data: prev.data }));
      return null;
    }
  }, []);
  useEffect(() => {
    void run();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return { state, reload: run, setData: (data: T) => setState({ phase: 'ready', data }) };
}

/** Skeleton while loading, an error view with retry on failure, the content once ready. */
export function Loaded<T>({
  state,
  onRetry,
  rows = 6,
  children,
}: {
  state: LoadState<T>;
  onRetry: () => void;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (state.phase === 'ready') return <>{children(state.data)}</>;
  if (state.phase === 'error') {
    return (
      <ErrorView
        icon="wifiOff"
        title={t('iot.common.loadFailed')}
        description={t('iot.common.loadFailedHint')}
        actionLabel={t('common.retry')}
        onAction={onRetry}
      />
    );
  }
  return (
    <Padded>
      <Skeleton rows={rows} title />
    </Padded>
  );
}

const Padded = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The page column: background, spacing between sections and room for the safe area. */
export const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-height: 100%;
  padding: ${({ theme }) => theme.space.md} 0
    calc(${({ theme }) => theme.space.xl} + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.colors.background};
  align-content: start;
`;

/** Side padding for a block inside the column. */
export const Inset = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md};
`;

/**
 * Whether a menu may be opened while an operator previews a layout: a page menu to a page that
 * works without a card. The home and the more-menu use the same rule.
 */
export function menuOpensInPreview(menu: SimLayoutMenu): boolean {
  return menu.type === 'page' && opensInPreview(menu.path ?? '');
}

/** The preview sim number ('IotLayout:1') while an operator previews, else ''. */
export function usePreviewSim(): string {
  const simNo = useIotStore((state) => state.simNo);
  return isPreviewSim(simNo) ? simNo : '';
}

/**
 * Every IoT page. The operator preview (`?iotPreview=IotLayout:{digits}`, its marker and the pages
 * it blocks) is the router's, for every card page alike; this wrapper ends payments with the page.
 */
export function IotPage({ children }: { query?: Query; children: ReactNode }) {
  // Payments never outlive the page that started them.
  useEffect(() => () => resetPayment(), []);
  return <>{children}</>;
}

/** The card's information from the store, loading it once when the page opens without it. */
export function useSimInfo() {
  const simInfo = useIotStore((state) => state.simInfo);
  useEffect(() => {
    if (!useIotStore.getState().simInfo) void loadSimInfo();
  }, []);
  return simInfo;
}

/** Money with two decimals. */
export const money = (value: number | null | undefined) => (Number(value) || 0).toFixed(2);

/** Reads a positive integer from a query value; 0 when it is not one. */
export function queryId(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** A white block with padding (layout only). */
export const Paper = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Loads a paged list page by page for an infinite list. */
export function usePaged<T>(
  fetchPage: (page: number) => Promise<Paged<T>>,
  deps: readonly unknown[],
) {
  const [items, setItems] = useState<T[]>([]);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(false);
  const [finished, setFinished] = useState(false);
  const [error, setError] = useState(false);
  const busy = useRef(false);
  const generation = useRef(0);
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;

  const loadMore = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    const gen = generation.current;
    setLoading(true);
    setError(false);
    try {
      const result = await fetcher.current(page + 1);
      if (gen !== generation.current) return;
      setItems((prev) => (page === 0 ? result.list : [...prev, ...result.list]));
      setPage(result.page);
      setFinished(!result.hasMore);
    } catch {
      if (gen === generation.current) setError(true);
    } finally {
      busy.current = false;
      if (gen === generation.current) setLoading(false);
    }
  }, [page]);

  useEffect(() => {
    generation.current += 1;
    busy.current = false;
    setItems([]);
    setPage(0);
    setFinished(false);
    setError(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  useEffect(() => {
    if (page === 0 && !finished && !error) void loadMore();
  }, [page, finished, error, loadMore]);

  return { items, loading, finished, error, loadMore };
}

/** A backend date as 'YYYY-MM-DD HH:mm' in the device's zone; '' when unreadable. */
export function dateTime(value: string | null | undefined): string {
  const date = parseServerDate(value);
  return date ? formatDateTime(date) : '';
}

/** A backend date as 'YYYY-MM-DD'. */
export function dateOnly(value: string | null | undefined): string {
  const date = parseServerDate(value);
  return date ? formatDate(date) : '';
}

/** Reloads the card's information when the page opens, with an error state when it fails. */
export function useFreshSim() {
  return useLoad(async () => {
    const info = await reloadSimInfo();
    if (!info) throw new Error('sim info unavailable');
    return info;
  }, []);
}
