import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useOverlayRoot } from './overlayRoot';
import styled, { css, keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { useBodyScrollLock, useOverlay, useScrollableFocus } from './useOverlay';
import { iconButton } from './buttonReset';
import { theme } from '@/theme';

export type PopupPosition = 'bottom' | 'center' | 'top';

export interface PopupProps {
  /** Whether the popup is showing. */
  open: boolean;
  /** Called when the user closes it: close button, overlay tap, Escape or browser back. */
  onClose: () => void;
  /** Heading shown at the top and used as the dialog's accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  /** Where the sheet sits (default bottom). */
  position?: PopupPosition;
  /** Whether tapping the dimmed overlay closes it (default true). */
  closeOnOverlay?: boolean;
  /** Whether the close button shows (default true). */
  showClose?: boolean;
  /** Whether Escape and back close it (default true); false for a forced choice. */
  dismissible?: boolean;
  /** Rounded top corners on a bottom sheet (default true). */
  round?: boolean;
  /** Maximum height of a bottom or top sheet, any CSS length (default 80%). */
  maxHeight?: string;
  /** Sheet content. */
  children?: ReactNode;
  /**
   * Keeps the sheet drawn while it is closed, hidden (not shown, not focusable, not announced):
   * opening it then only shows it, instead of drawing its content and styles during the tap. For a
   * sheet people open soon after the page appears; set it once the page is idle (`useIdle`).
   */
  prepared?: boolean;
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const slideUp = keyframes`from { transform: translateY(100%); } to { transform: none; }`;
const slideDown = keyframes`from { transform: translateY(-100%); } to { transform: none; }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.popup};
  background: ${theme.colors.overlay};
  animation: ${fadeIn} ${theme.durations.normal} ease-out;
`;

const Sheet = styled.div<{ $position: PopupPosition; $round: boolean; $maxHeight: string }>`
  position: fixed;
  z-index: ${theme.zIndices.popup};
  display: flex;
  flex-direction: column;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  outline: none;
  max-width: ${theme.sizes.maxAppWidth};
  margin: 0 auto;
  ${({ $position, $round, $maxHeight }) => {
    const radius = $round ? theme.radii.lg : '0';
    if ($position === 'center')
      return css`
        left: 50%;
        top: 50%;
        width: 85%;
        max-height: 80%;
        transform: translate(-50%, -50%);
        border-radius: ${theme.radii.lg};
        animation: ${fadeIn} ${theme.durations.normal} ease-out;
      `;
    if ($position === 'top')
      return css`
        left: 0;
        right: 0;
        top: 0;
        max-height: ${$maxHeight};
        padding-top: env(safe-area-inset-top);
        border-radius: 0 0 ${radius} ${radius};
        animation: ${slideDown} ${theme.durations.normal} ease-out;
      `;
    return css`
      left: 0;
      right: 0;
      bottom: 0;
      max-height: ${$maxHeight};
      padding-bottom: env(safe-area-inset-bottom);
      border-radius: ${radius} ${radius} 0 0;
      animation: ${slideUp} ${theme.durations.normal} ease-out;
    `;
  }}
`;

const Header = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.sizes.tapTarget};
  flex: none;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.medium};
  text-align: center;
  /* Takes focus as the sheet opens, for screen readers; it is no control, so no focus ring. */
  outline: none;
`;

const CloseButton = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  ${iconButton}
  width: ${theme.sizes.tapTarget};
  color: ${theme.colors.textSecondary};
`;

const Body = styled.div`
  flex: 1 1 auto;
  overflow-y: auto;
  overscroll-behavior: contain;
  -webkit-overflow-scrolling: touch;
`;

/**
 * A sheet over a dimmed page: bottom (default), top or centred; a modal dialog for assistive
 * technology, named by its title, which takes focus as it opens (its first control when it has no
 * title); focus goes back where it was when it closes.
 */
export function Popup({
  open,
  onClose,
  title,
  ariaLabel,
  position = 'bottom',
  closeOnOverlay = true,
  showClose = true,
  dismissible = true,
  round = true,
  maxHeight = '80%',
  children,
  prepared = false,
}: PopupProps) {
  const overlayRoot = useOverlayRoot();
  const { t } = useTranslation();
  const sheetRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useScrollableFocus(bodyRef, open);
  useOverlay({ open, onClose, containerRef: sheetRef, dismissible });
  useBodyScrollLock(open);
  if (!open && !prepared) return null;
  const hasHeader = Boolean(title) || showClose;
  // A prepared sheet while closed: out of the layout, the tab order and the accessibility tree.
  const hidden = open ? undefined : { display: 'none' };
  return createPortal(
    <>
      <Overlay
        data-testid="popup-overlay"
        style={hidden}
        onClick={closeOnOverlay ? onClose : undefined}
      />
      <Sheet
        style={hidden}
        ref={sheetRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
        $position={position}
        $round={round}
        $maxHeight={maxHeight}
      >
        {hasHeader && (
          <Header>
            {title && (
              <Title id={titleId} tabIndex={-1} data-overlay-focus="">
                {title}
              </Title>
            )}
            {showClose && (
              <CloseButton type="button" aria-label={t('ui.close')} onClick={onClose}>
                <Icon name="close" />
              </CloseButton>
            )}
          </Header>
        )}
        <Body ref={bodyRef}>
          <div>{children}</div>
        </Body>
      </Sheet>
    </>,
    overlayRoot,
  );
}
