import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type Key,
  type ReactElement,
  type ReactNode,
  type UIEvent,
} from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { afterPaint } from '@/lib/afterPaint';
import { Loading } from './Loading';
import { theme } from '@/theme';

export interface InfiniteListProps<T> {
  /** The rows loaded so far. */
  items: readonly T[];
  /** Draws one row. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Stable key of a row (default its index); not used with `recycle`. */
  itemKey?: (item: T, index: number) => Key;
  /**
   * Rows are keyed by their slot in the drawn window: a row scrolled out at one edge is reused
   * for the row scrolled in at the other, its elements updated rather than made anew (for long
   * lists of rows of one shape, where making rows was most of a scrolled frame's work).
   */
  recycle?: boolean;
  /** Height of every row in px; rows are virtualised, so only those near the viewport are in the DOM. */
  itemHeight: number;
  /** Height of the scrolling area, any CSS length (default 100%). */
  height?: string;
  /** Called when the user scrolls within `offset` px of the end and nothing is loading. */
  onLoad: () => void;
  /** Whether a page is loading. */
  loading: boolean;
  /** Whether every page has been loaded. */
  finished: boolean;
  /** Whether the last load failed; the footer then offers a retry that calls onLoad. */
  error?: boolean;
  /** Distance from the end in px at which the next page loads (default 50). */
  offset?: number;
  /**
   * Rows rendered beyond each edge of the viewport (default 4), once the rows in view of the first
   * load or of a new search (`scrollKey`) have been painted.
   */
  overscan?: number;
  /** Text when finished (default the translated 'No more'); empty string hides it. */
  finishedText?: string;
  /** Shown instead of the footer when finished with no rows. */
  empty?: ReactNode;
  /** Accessible name of the list. */
  label?: string;
  /**
   * When it changes, the list goes back to its top (a new search replaced the rows) while its
   * elements stay: rows keyed by position are then updated in place, not drawn anew. Only the
   * rows in view are drawn in that commit; the overscan follows after their paint.
   */
  scrollKey?: Key;
}

const Scroller = styled.div<{ $height: string }>`
  height: ${({ $height }) => $height};
  overflow-y: auto;
  overscroll-behavior-y: contain;
  -webkit-overflow-scrolling: touch;
`;

// The rows are plain elements styled through the list: a scrolled frame redraws every row in
// the window, and a styled component of their own made each of them a component to render.
const Rows = styled.div`
  position: relative;
  > * {
    position: absolute;
    left: 0;
    right: 0;
    overflow: hidden;
    /* Each row is laid out and painted on its own: a row drawn while scrolling leaves the rest. */
    contain: strict;
  }
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${theme.sizes.tapTarget};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textSecondary};
  &[hidden] {
    display: none;
  }
`;

const Retry = styled.button`
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.md};
  border: 0;
  background: transparent;
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
`;

/** A row as it was drawn: its position in the list and its element. */
interface DrawnRow {
  index: number;
  row: ReactElement;
}

/** Where the list stands at its end. */
type Ending = 'loading' | 'more' | 'error' | 'end' | 'none';

/**
 * The list's footer: the loading indicator, "no more", the empty state or a retry. A component of
 * its own, drawn again only when the list's end changes: a scrolled frame redraws the list, and
 * the footer's translations were lookups for every one of them.
 */
const ListFooter = memo(function ListFooter({
  ending,
  empty,
  finishedText,
  first,
  onRetry,
}: {
  ending: Ending;
  empty: ReactNode;
  finishedText: string | undefined;
  /** No rows yet: the footer is the list's first-load indicator. */
  first: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  let footer: ReactNode;
  if (ending === 'error')
    footer = (
      <Retry type="button" onClick={onRetry}>
        {t('ui.list.error')}
      </Retry>
    );
  else if (ending === 'none' && empty) footer = empty;
  else if (ending === 'none' || ending === 'end') footer = finishedText ?? t('ui.list.noMore');
  else footer = <Loading>{t('ui.list.loading')}</Loading>;
  if (!footer) return null;
  return (
    // The first page's indicator stands where the rows will be: the rows replace it rather than
    // push it down, so nothing a finger may aim at moves when they arrive.
    <Footer key={first ? 'first' : 'more'} hidden={ending === 'more' || undefined}>
      {footer}
    </Footer>
  );
});

/** A virtualised list that loads the next page 50 px before its end, with loading, no-more and retry footers. */
export function InfiniteList<T>({
  items,
  renderItem,
  itemKey,
  recycle = false,
  itemHeight,
  height = '100%',
  onLoad,
  loading,
  finished,
  error = false,
  offset = 50,
  overscan = 4,
  finishedText,
  empty,
  label,
  scrollKey,
}: InfiniteListProps<T>) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  // The rows in view (overscan is added when drawing), measured for the search `key`; it changes
  // only when a row enters or leaves the view, so scrolling within a row re-renders nothing.
  // `span`: the most rows the view can show at once (one more than fit, as a row may be cut at
  // both edges), which only a resize changes.
  const [view, setView] = useState({ first: 0, last: 0, span: 0, key: scrollKey });
  // The scroll position as the last scroll event left it: a list already at its top is not sent
  // there again (setting the position makes the browser lay the page out in the middle of a commit).
  const scrolledTo = useRef(0);
  // The search whose rows are on screen, as the list last committed it.
  const shownKey = useRef(scrollKey);
  const frame = useRef(0);
  const onLoadRef = useRef(onLoad);
  // The rows' count when the next page was last asked for, until the list shows that page
  // loading (or failing): a frame that measures again in between does not ask a second time.
  const askedAt = useRef(-1);

  const check = useCallback(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const height = el.clientHeight || 800;
    const first = Math.floor(el.scrollTop / itemHeight);
    const last = Math.ceil((el.scrollTop + height) / itemHeight);
    const span = Math.ceil(height / itemHeight) + 1;
    const key = shownKey.current;
    setView((prev) =>
      prev.first === first && prev.last === last && prev.span === span && prev.key === key
        ? prev
        : { first, last, span, key },
    );
    if (loading || finished || error) return;
    if (askedAt.current === items.length) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= offset) {
      askedAt.current = items.length;
      onLoadRef.current();
    }
  }, [loading, finished, error, offset, itemHeight, items.length]);

  // Updated as the list commits, before any frame can measure with the previous state.
  const checkRef = useRef(check);
  useLayoutEffect(() => {
    checkRef.current = check;
    onLoadRef.current = onLoad;
    if (loading || error) askedAt.current = -1;
  });

  // Scroll events come faster than frames: measure at most once per frame, with what the list
  // knows by then (a page may have arrived meanwhile).
  const measure = useCallback(() => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      checkRef.current();
    });
  }, []);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const onScroll = useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      scrolledTo.current = event.currentTarget.scrollTop;
      measure();
    },
    [measure],
  );

  // Back to the top before the new rows are painted (the scroll event then measures the view).
  useLayoutEffect(() => {
    if (shownKey.current === scrollKey) return;
    shownKey.current = scrollKey;
    // A next page asked for in the old search's rows is not the new search's.
    askedAt.current = -1;
    if (scrollerRef.current && scrolledTo.current !== 0) scrollerRef.current.scrollTop = 0;
    scrolledTo.current = 0;
  }, [scrollKey]);

  // After each page arrives (or the state changes) the list may still be short: check again, in
  // the frame that draws the new rows (measured at once, the browser would lay the page out twice).
  useEffect(() => {
    measure();
  }, [measure, check]);

  // A resized list measures again; one observer for the list's life (it reads the latest state).
  useEffect(() => {
    const el = scrollerRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => checkRef.current());
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // A list's first rows, at its first load and after each new search, are drawn alone (only those
  // in view), in the commit that shows them; the rows beyond the edges follow once those are
  // painted, in a transition.
  const [spreadFor, setSpreadFor] = useState<{ key: Key | undefined } | null>(null);
  const hasRows = items.length > 0;
  const spread = spreadFor !== null && spreadFor.key === scrollKey;
  useEffect(() => {
    if (!hasRows || spread) return;
    return afterPaint(() => startTransition(() => setSpreadFor({ key: scrollKey })));
  }, [hasRows, spread, scrollKey]);
  const beyond = spread ? overscan : 0;
  // The rows of the last commit by key, with the row each showed (`recycle` only).
  const drawn = useRef(new Map<Key, DrawnRow>());

  const total = items.length;
  // A new search starts at the top with as many rows in view as the last measure found (before
  // any measure, as many as the window could show).
  const fresh = view.key !== scrollKey;
  const inView =
    view.last - view.first ||
    Math.ceil((typeof window === 'undefined' ? 800 : window.innerHeight || 800) / itemHeight);
  const viewFirst = fresh ? 0 : view.first;
  const first = Math.min(total, Math.max(0, viewFirst - beyond));
  const last = Math.min(total, viewFirst + inView + beyond);
  // As many slots as the widest window: any window's rows then have keys of their own, and the
  // row leaving one edge hands its slot to the row entering the other. The count stays the same
  // while scrolling (the rows in view alternate between two counts): a new count renews every row.
  const slots = (view.span || inView + 1) + 2 * overscan;
  const visible: ReactElement[] = [];
  // Kept for the next commit with `recycle` only (the only lists that reuse their rows).
  const rows = recycle ? new Map<Key, DrawnRow>() : null;
  for (let index = first; index < last; index += 1) {
    const item = items[index];
    const key = recycle ? index % slots : itemKey ? itemKey(item, index) : index;
    const row = (
      <div
        key={key}
        role="listitem"
        aria-setsize={finished ? total : -1}
        aria-posinset={index + 1}
        style={{ top: index * itemHeight, height: itemHeight }}
      >
        {renderItem(item, index)}
      </div>
    );
    visible.push(row);
    rows?.set(key, { index, row });
  }
  // Until a new search's rows in view are painted, the reused rows beyond them keep what they
  // showed (the very same elements, which React leaves alone): they lie below the view, so
  // deleting them in that commit and making them again after the paint was work for nothing.
  if (rows && !spread && total > 0) {
    for (const [key, kept] of drawn.current) {
      if (rows.has(key) || kept.index < last || kept.index >= total) continue;
      visible.push(kept.row);
      rows.set(key, kept);
    }
  }

  useLayoutEffect(() => {
    if (rows) drawn.current = rows;
  });

  // Between pages the loading footer is kept, hidden: its styles are then in the page from the
  // first rows on, so the next load (a scroll, a new search) only shows it, and adding its style
  // rules does not make the browser restyle the whole page in the middle of that change.
  const ending: Ending = error
    ? 'error'
    : finished && !loading
      ? total === 0
        ? 'none'
        : 'end'
      : loading
        ? 'loading'
        : 'more';
  const onRetry = useCallback(() => onLoadRef.current(), []);

  return (
    <Scroller ref={scrollerRef} $height={height} onScroll={onScroll} tabIndex={0}>
      <Rows role="list" aria-label={label} style={{ height: total * itemHeight }}>
        {visible}
      </Rows>
      <ListFooter
        ending={ending}
        empty={empty}
        finishedText={finishedText}
        first={total === 0}
        onRetry={onRetry}
      />
    </Scroller>
  );
}
