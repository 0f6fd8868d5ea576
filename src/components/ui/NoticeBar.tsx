import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { tone } from './tone';
import { theme } from '@/theme';

export interface NoticeBarProps {
  /** Notice text, already translated. */
  text: string;
  /** Scrolls the text when it is wider than the bar: 'auto' (default), always or never. */
  scrollable?: boolean | 'auto';
  /** Scrolling speed in px per second (default 50). */
  speed?: number;
  /** Seconds before the first scroll starts (default 1). */
  delay?: number;
  /** Wraps long text onto several lines instead of scrolling. */
  wrapable?: boolean;
  /** Icon or element at the left end (default a warning icon; null for none). */
  leftIcon?: ReactNode;
  /** Shows a close button that calls onClose. */
  closeable?: boolean;
  /** Called when the close button is pressed. */
  onClose?: () => void;
  /** Makes the whole bar a button (with an arrow) that calls onClick, e.g. to open the notice. */
  onClick?: () => void;
  /** Accessible name of the bar (default the translated 'Notice'). */
  label?: string;
}

const marquee = (distance: number) => keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-${distance}px); }
`;

const Bar = styled.section<{ $wrap: boolean }>`
  display: flex;
  align-items: ${({ $wrap }) => ($wrap ? 'flex-start' : 'center')};
  gap: ${theme.space.xs};
  min-height: ${theme.sizes.tapTarget};
  padding: ${({ $wrap }) => ($wrap ? `${theme.space.sm} ${theme.space.md}` : `0 ${theme.space.md}`)};
  background: ${theme.colors.warningSoft};
  color: ${tone.warning(theme)};
  font-size: ${theme.fontSizes.md};
  line-height: ${theme.lineHeights.normal};
`;

const Side = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  font-size: ${theme.fontSizes.lg};
`;

const Viewport = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  &:hover > *,
  &:focus-within > * {
    animation-play-state: paused;
  }
`;

const Content = styled.span<{
  $wrap: boolean;
  $distance: number;
  $seconds: number;
  $delay: number;
}>`
  display: inline-block;
  white-space: ${({ $wrap }) => ($wrap ? 'normal' : 'nowrap')};
  word-break: break-word;
  ${({ $distance, $seconds, $delay }) =>
    $distance > 0 &&
    css`
      padding-right: 100%;
      animation: ${marquee($distance)} ${$seconds}s linear ${$delay}s infinite;
      @media (prefers-reduced-motion: reduce) {
        animation: none;
        white-space: normal;
        padding-right: 0;
      }
    `}
`;

const PlainButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${theme.sizes.tapTarget};
  min-height: ${theme.sizes.tapTarget};
  margin-right: calc(-1 * ${theme.space.md});
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${theme.fontSizes.lg};
`;

const LinkButton = styled.button`
  display: flex;
  flex: 1 1 auto;
  min-width: 0;
  align-items: center;
  gap: ${theme.space.xs};
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  text-align: left;
`;

/** A one-line notice that scrolls when its text is too long; optionally closeable or tappable. */
export function NoticeBar({
  text,
  scrollable = 'auto',
  speed = 50,
  delay = 1,
  wrapable = false,
  leftIcon,
  closeable = false,
  onClose,
  onClick,
  label,
}: NoticeBarProps) {
  const { t } = useTranslation();
  const viewportRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);
  const [distance, setDistance] = useState(0);

  // Measured by a resize observer, which reports after the browser's own layout, instead of
  // forcing a layout of the whole new page while it is being drawn (costly on the card home).
  useEffect(() => {
    const viewport = viewportRef.current;
    const textSpan = textRef.current;
    if (!viewport || !textSpan || wrapable || scrollable === false) {
      setDistance(0);
      return;
    }
    const measure = () => {
      const textWidth = textSpan.getBoundingClientRect().width;
      const overflow = textWidth > viewport.clientWidth;
      setDistance(scrollable === true || overflow ? Math.ceil(textWidth) : 0);
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    observer.observe(textSpan);
    return () => observer.disconnect();
  }, [text, wrapable, scrollable]);

  const icon = leftIcon === undefined ? <Icon name="warning" /> : leftIcon;
  const seconds = Math.max(distance / Math.max(speed, 1), 1);
  const body = (
    <>
      {icon && <Side aria-hidden="true">{icon}</Side>}
      <Viewport ref={viewportRef}>
        <Content
          $wrap={wrapable}
          $distance={distance}
          $seconds={seconds}
          $delay={delay}
          data-testid="notice-text"
          data-scrolling={distance > 0 ? 'true' : 'false'}
        >
          <span ref={textRef}>{text}</span>
        </Content>
      </Viewport>
    </>
  );

  return (
    <Bar aria-label={label ?? t('ui.notice.label')} $wrap={wrapable}>
      {onClick ? (
        <LinkButton type="button" onClick={onClick}>
          {body}
          <Side aria-hidden="true">
            <Icon name="arrowRight" />
          </Side>
        </LinkButton>
      ) : (
        body
      )}
      {closeable && (
        <PlainButton type="button" aria-label={t('ui.close')} onClick={onClose}>
          <Icon name="close" />
        </PlainButton>
      )}
    </Bar>
  );
}
