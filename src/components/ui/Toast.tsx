import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useOverlayRoot } from './overlayRoot';
import styled, { css, keyframes } from 'styled-components';
import { Icon } from './Icon';
import { Spinner } from './Loading';
import { useLiveRegionReady } from './useLiveRegion';
import { theme } from '@/theme';

export type ToastKind = 'text' | 'success' | 'fail' | 'loading';

/** How long each kind stays (docs/requirements.md section 9): success is short, failures stay longest, loading until closed. */
export const TOAST_DURATIONS: Record<ToastKind, number> = {
  success: 1500,
  text: 2000,
  fail: 2500,
  loading: 0,
};

export interface ToastProps {
  /** Whether the toast is showing. */
  open: boolean;
  /** Text, already translated. */
  message: ReactNode;
  /** Look and default duration: text 2000 ms, success 1500 ms, fail 2500 ms, loading until closed. */
  kind?: ToastKind;
  /** Milliseconds before onClose; 0 keeps it until the owner closes it. */
  duration?: number;
  /** Called when the duration has elapsed. */
  onClose?: () => void;
  /** Blocks taps on the page while showing (default true for loading). */
  mask?: boolean;
  /** Vertical placement (default middle). */
  position?: 'top' | 'middle' | 'bottom';
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Mask = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.toast};
`;

const Box = styled.div<{
  $position: 'top' | 'middle' | 'bottom';
  $withIcon: boolean;
  $shown: boolean;
}>`
  position: fixed;
  left: 50%;
  top: ${({ $position }) => ($position === 'top' ? '20%' : $position === 'bottom' ? '80%' : '50%')};
  transform: translate(-50%, -50%);
  z-index: ${theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  box-sizing: border-box;
  min-width: ${({ $withIcon }) => ($withIcon ? '8.5rem' : '0')};
  max-width: 70%;
  padding: ${({ $withIcon }) =>
    $withIcon ? `${theme.space.lg} ${theme.space.md}` : `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.toast};
  color: ${theme.colors.onBrand};
  font-size: ${theme.fontSizes.md};
  line-height: ${theme.lineHeights.normal};
  text-align: center;
  white-space: pre-wrap;
  word-break: break-word;
  /* Drawn empty and unseen first (see the live region below), then shown with its message. */
  ${({ $shown }) =>
    $shown
      ? css`
          animation: ${fadeIn} ${theme.durations.fast} ease-out;
        `
      : css`
          opacity: 0;
        `}
`;

const IconWrap = styled.span`
  font-size: ${theme.fontSizes.display};
  line-height: 1;
  display: inline-flex;
`;

/**
 * A short message over the page, announced by screen readers (a polite live region, role=status,
 * drawn a moment before its message goes in); closes itself after a duration that depends on its
 * kind.
 */
export function Toast({
  open,
  message,
  kind = 'text',
  duration,
  onClose,
  mask,
  position = 'middle',
}: ToastProps) {
  const overlayRoot = useOverlayRoot();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  const ms = duration ?? TOAST_DURATIONS[kind];

  useEffect(() => {
    if (!open || ms <= 0) return;
    const timer = window.setTimeout(() => closeRef.current?.(), ms);
    return () => window.clearTimeout(timer);
  }, [open, ms, message, kind]);

  const shown = useLiveRegionReady(open);

  if (!open) return null;
  const withIcon = kind !== 'text';
  const blocking = mask ?? kind === 'loading';
  return createPortal(
    <>
      {blocking && <Mask data-testid="toast-mask" />}
      <Box
        role="status"
        aria-live="polite"
        aria-atomic="true"
        $position={position}
        $withIcon={withIcon}
        $shown={shown}
      >
        {kind === 'loading' && (
          <IconWrap>
            <Spinner $size="1em" aria-hidden="true" data-testid="spinner" />
          </IconWrap>
        )}
        {kind === 'success' && (
          <IconWrap>
            <Icon name="check" />
          </IconWrap>
        )}
        {kind === 'fail' && (
          <IconWrap>
            <Icon name="warning" />
          </IconWrap>
        )}
        {shown ? <span>{message}</span> : null}
      </Box>
    </>,
    overlayRoot,
  );
}
