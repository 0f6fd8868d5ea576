import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import {
  formatCountdown,
  remainingMs,
  serverTimeMs,
  splitCountdown,
  type CountdownParts,
} from '@/lib/dateTime';

export interface CountdownProps {
  /** End time: epoch ms, an ISO string with zone, or the backend's 'YYYY-MM-DD HH:mm:ss'. */
  endTime: string | number;
  /** Server time minus device time in ms, so a wrong phone clock does not shift the countdown. */
  serverOffsetMs?: number;
  /** Zone of a zone-less backend time as minutes east of UTC (480 for China); default the device zone. */
  utcOffsetMinutes?: number;
  /** Device clock (default Date.now); stories and tests pass a fixed one. */
  now?: () => number;
  /** Called once when the remaining time reaches zero. */
  onFinish?: () => void;
  /** Custom rendering of the remaining time (e.g. a badge); default 'HH:MM:SS' with days from one day on. */
  children?: (parts: CountdownParts & { remaining: number }) => ReactNode;
  /** Accessible name (default the translated 'Time remaining'). */
  label?: string;
}

const Time = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** Counts down to an end time on server time; recomputes from the clock on every tick and on tab return. */
export function Countdown({
  endTime,
  serverOffsetMs = 0,
  utcOffsetMinutes,
  now = Date.now,
  onFinish,
  children,
  label,
}: CountdownProps) {
  const { t } = useTranslation();
  const end = serverTimeMs(endTime, { utcOffsetMinutes });
  const nowRef = useRef(now);
  const finishRef = useRef(onFinish);
  const finished = useRef(false);
  useEffect(() => {
    nowRef.current = now;
    finishRef.current = onFinish;
  });
  const compute = () =>
    Number.isFinite(end) ? remainingMs(end, nowRef.current(), serverOffsetMs) : 0;
  const [remaining, setRemaining] = useState(compute);

  useEffect(() => {
    finished.current = false;
    let timer: number | undefined;
    const tick = () => {
      const left = Number.isFinite(end) ? remainingMs(end, nowRef.current(), serverOffsetMs) : 0;
      setRemaining(left);
      if (left <= 0) {
        if (!finished.current) {
          finished.current = true;
          finishRef.current?.();
        }
        return;
      }
      // Wake just after the next whole second so the display never skips one.
      const untilNextSecond = left % 1000 || 1000;
      timer = window.setTimeout(tick, Math.min(untilNextSecond + 5, 1000));
    };
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      window.clearTimeout(timer);
      tick();
    };
    tick();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [end, serverOffsetMs]);

  const text = formatCountdown(remaining, (count) => t('ui.countdown.days', { count }));
  return (
    <Time role="timer" aria-label={`${label ?? t('ui.countdown.label')} ${text}`}>
      {children ? children({ ...splitCountdown(remaining), remaining }) : text}
    </Time>
  );
}
