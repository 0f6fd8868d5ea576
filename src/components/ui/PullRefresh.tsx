import { useEffect, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Spinner } from './Loading';
import { theme } from '@/theme';

export type PullStatus = 'normal' | 'pulling' | 'loosing' | 'loading' | 'success';

export interface PullRefreshProps {
  /** Whether a refresh is running (set true in onRefresh's caller, false when done). */
  refreshing: boolean;
  /** Called when the user pulls past the threshold and lets go. */
  onRefresh: () => void;
  /** Pull distance in px that triggers a refresh (default 45). */
  threshold?: number;
  /** Height of the status area while refreshing, in px (default 50). */
  headHeight?: number;
  /** Milliseconds the success text stays after a refresh (default 500; 0 for none). */
  successDuration?: number;
  /** Text after a refresh (default the translated 'Refreshed'). */
  successText?: string;
  /** Turns pulling off. */
  disabled?: boolean;
  /** The scrollable content. */
  children: ReactNode;
}

const Root = styled.div`
  position: relative;
  overflow: hidden;
  overscroll-behavior-y: contain;
  user-select: none;
`;

const Track = styled.div`
  position: relative;
`;

const Head = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  transform: translateY(-100%);
  display: flex;
  align-items: flex-end;
  justify-content: center;
  gap: ${theme.space.xs};
  padding-bottom: ${theme.space.sm};
  overflow: hidden;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textSecondary};
`;

/** Softens the finger's travel so the list follows it at half speed. */
const damp = (dy: number) => Math.max(0, Math.min(dy * 0.5, 150));

function scrollTopOf(element: HTMLElement | null): number {
  let node: HTMLElement | null = element?.parentElement ?? null;
  while (node) {
    if (node.scrollTop > 0) return node.scrollTop;
    node = node.parentElement;
  }
  return document.scrollingElement?.scrollTop ?? 0;
}

/** Pull down at the top of a list to refresh; the overscroll is contained so it does not fight the browser's bounce. */
export function PullRefresh({
  refreshing,
  onRefresh,
  threshold = 45,
  headHeight = 50,
  successDuration = 500,
  successText,
  disabled = false,
  children,
}: PullRefreshProps) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const [distance, setDistance] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [success, setSuccess] = useState(false);
  const startY = useRef<number | null>(null);
  const distanceRef = useRef(0);
  const wasRefreshing = useRef(refreshing);
  const onRefreshRef = useRef(onRefresh);
  useEffect(() => {
    onRefreshRef.current = onRefresh;
  });

  useEffect(() => {
    const before = wasRefreshing.current;
    wasRefreshing.current = refreshing;
    if (before && !refreshing && successDuration > 0) {
      setSuccess(true);
      const timer = window.setTimeout(() => setSuccess(false), successDuration);
      return () => window.clearTimeout(timer);
    }
  }, [refreshing, successDuration]);

  const begin = (y: number) => {
    if (disabled || refreshing || scrollTopOf(rootRef.current) > 0) return;
    startY.current = y;
    setDragging(true);
  };
  const move = (y: number): boolean => {
    if (startY.current === null) return false;
    const next = damp(y - startY.current);
    distanceRef.current = next;
    setDistance(next);
    return next > 0;
  };
  const end = () => {
    if (startY.current === null) return;
    startY.current = null;
    setDragging(false);
    const pulled = distanceRef.current;
    distanceRef.current = 0;
    setDistance(0);
    if (pulled >= threshold) onRefreshRef.current();
  };

  // Touch listeners are native and not passive so a downward pull can stop the page bounce. They
  // are added once and call the gesture of the latest render (not removed and added again with
  // every render of the list inside).
  const gesture = useRef({ begin, move, end });
  useEffect(() => {
    gesture.current = { begin, move, end };
  });
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onStart = (event: TouchEvent) => gesture.current.begin(event.touches[0].clientY);
    const onMove = (event: TouchEvent) => {
      if (gesture.current.move(event.touches[0].clientY) && event.cancelable)
        event.preventDefault();
    };
    const onEnd = () => gesture.current.end();
    root.addEventListener('touchstart', onStart, { passive: true });
    root.addEventListener('touchmove', onMove, { passive: false });
    root.addEventListener('touchend', onEnd);
    root.addEventListener('touchcancel', onEnd);
    return () => {
      root.removeEventListener('touchstart', onStart);
      root.removeEventListener('touchmove', onMove);
      root.removeEventListener('touchend', onEnd);
      root.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const isMouse = (event: ReactPointerEvent) => event.pointerType !== 'touch';

  let status: PullStatus = 'normal';
  if (refreshing) status = 'loading';
  else if (success) status = 'success';
  else if (distance > 0) status = distance >= threshold ? 'loosing' : 'pulling';

  const offset = status === 'loading' || status === 'success' ? headHeight : distance;
  const text =
    status === 'pulling'
      ? t('ui.pull.pulling')
      : status === 'loosing'
        ? t('ui.pull.loosing')
        : status === 'loading'
          ? t('ui.pull.refreshing')
          : status === 'success'
            ? (successText ?? t('ui.pull.success'))
            : '';

  return (
    <Root
      ref={rootRef}
      data-status={status}
      aria-busy={refreshing || undefined}
      onPointerDown={(event) => isMouse(event) && begin(event.clientY)}
      onPointerMove={(event) => isMouse(event) && move(event.clientY)}
      onPointerUp={(event) => isMouse(event) && end()}
      onPointerCancel={(event) => isMouse(event) && end()}
      onPointerLeave={(event) => isMouse(event) && end()}
    >
      <Track
        data-testid="pull-track"
        style={{
          transform: `translateY(${offset}px)`,
          transition: dragging ? 'none' : 'transform 300ms ease',
        }}
      >
        <Head style={{ height: Math.max(offset, headHeight) }} role="status" aria-live="polite">
          {status === 'loading' && <Spinner $size="1.2em" aria-hidden="true" />}
          {text}
        </Head>
        {children}
      </Track>
    </Root>
  );
}
