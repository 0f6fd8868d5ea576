import { useCallback, useEffect, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import {
  CarouselRoot as Root,
  CarouselSlide as Slide,
  CarouselTrack as Track,
} from './carouselFrame';
import { theme } from '@/theme';

export interface SwiperProps {
  /** The slides, left to right. */
  slides: readonly ReactNode[];
  /** Accessible name of the carousel (default the translated 'Carousel'). */
  label?: string;
  /** Moves on by itself (default true); never when the user prefers reduced motion. */
  autoplay?: boolean;
  /** Milliseconds between automatic moves (default 5000). */
  interval?: number;
  /** Milliseconds a move takes (default 500). */
  duration?: number;
  /** Wraps from the last slide to the first (default true). */
  loop?: boolean;
  /** Shows the dots under the slides (default true). */
  showDots?: boolean;
  /** Slide shown first (default 0). */
  initialIndex?: number;
  /** Height of the carousel, any CSS length (default auto from the slides). */
  height?: string;
  /** Called with the new index whenever the visible slide changes. */
  onChange?: (index: number) => void;
}

const Dots = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: ${theme.space.xs};
  display: flex;
  justify-content: center;
`;

const Dot = styled.button<{ $active: boolean }>`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  &::before {
    content: '';
    display: block;
    width: ${({ $active }) => ($active ? '14px' : '6px')};
    height: 6px;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.surface};
    opacity: ${({ $active }) => ($active ? 1 : 0.6)};
    box-shadow: 0 0 0 1px ${theme.colors.overlay};
    transition: width ${theme.durations.fast};
  }
`;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** A swipeable carousel with dots; autoplay pauses while touched, focused or under reduced motion. */
export function Swiper({
  slides,
  label,
  autoplay = true,
  interval = 5000,
  duration = 500,
  loop = true,
  showDots = true,
  initialIndex = 0,
  height,
  onChange,
}: SwiperProps) {
  const { t } = useTranslation();
  const count = slides.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(initialIndex, 0), count - 1));
  const [drag, setDrag] = useState<number | null>(null);
  const [paused, setPaused] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const start = useRef<{ x: number; y: number; time: number; id: number } | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const current = count === 0 ? 0 : Math.min(index, count - 1);

  const goTo = useCallback(
    (next: number) => {
      if (count === 0) return;
      let target = next;
      if (loop) target = ((next % count) + count) % count;
      else target = Math.min(Math.max(next, 0), count - 1);
      setIndex((previous) => {
        if (previous !== target) onChangeRef.current?.(target);
        return target;
      });
    },
    [count, loop],
  );

  useEffect(() => {
    if (!autoplay || paused || drag !== null || count < 2 || prefersReducedMotion()) return;
    if (!loop && current >= count - 1) return;
    const timer = window.setTimeout(() => goTo(current + 1), interval);
    return () => window.clearTimeout(timer);
  }, [autoplay, paused, drag, count, loop, current, interval, goTo]);

  const onPointerDown = (event: ReactPointerEvent) => {
    if (count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return;
    start.current = { x: event.clientX, y: event.clientY, time: Date.now(), id: event.pointerId };
    setDrag(0);
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    const from = start.current;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) > 5) {
      try {
        (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
      } catch {
        // synthetic or already released pointers cannot be captured; dragging still works
      }
    }
    setDrag(dx);
  };
  const onPointerEnd = (event: ReactPointerEvent) => {
    const from = start.current;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    const width = rootRef.current?.clientWidth || 1;
    const fast = Math.abs(dx) > 20 && Date.now() - from.time < 250;
    start.current = null;
    setDrag(null);
    if (Math.abs(dx) > width * 0.2 || fast) goTo(current + (dx < 0 ? 1 : -1));
  };

  const offset = drag ?? 0;
  return (
    <Root
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label ?? t('ui.swiper.label')}
      $height={height}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Track
        data-testid="swiper-track"
        style={{
          transform: `translateX(calc(${-current * 100}% + ${offset}px))`,
          transition: drag === null ? `transform ${duration}ms ease` : 'none',
        }}
      >
        {slides.map((slide, i) => (
          <Slide
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={t('ui.swiper.slide', { current: i + 1, total: count })}
            aria-hidden={i === current ? undefined : true}
            inert={i !== current}
          >
            {slide}
          </Slide>
        ))}
      </Track>
      {showDots && count > 1 && (
        <Dots>
          {slides.map((_, i) => (
            <Dot
              key={i}
              type="button"
              $active={i === current}
              aria-label={t('ui.swiper.goTo', { index: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => goTo(i)}
              onPointerDown={(event) => event.stopPropagation()}
            />
          ))}
        </Dots>
      )}
    </Root>
  );
}
