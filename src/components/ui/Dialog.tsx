import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useOverlayRoot } from './overlayRoot';
import styled, { css, keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { tone } from './tone';
import { useBodyScrollLock, useOverlay, useScrollableFocus } from './useOverlay';
import { theme } from '@/theme';

export type DialogButtonVariant = 'default' | 'primary' | 'danger';

export interface DialogButton {
  /** Stable key of the button. */
  key: string;
  /** Visible label, already translated. */
  label: string;
  /** Colour of the label (default 'default'). */
  variant?: DialogButtonVariant;
  /** Disables the button, e.g. while its action is pending (prevents double submit). */
  disabled?: boolean;
  /** Called when the button is pressed. */
  onClick: () => void;
}

export interface DialogProps {
  /** Whether the dialog is showing. */
  open: boolean;
  /** Heading, already translated. */
  title?: ReactNode;
  /** Body text or content. */
  message?: ReactNode;
  /** 'alert' shows one button, 'confirm' adds a cancel button (default 'alert'). */
  kind?: 'alert' | 'confirm';
  /** Label of the confirm button (default the translated 'Confirm'). */
  confirmText?: string;
  /** Label of the cancel button (default the translated 'Cancel'). */
  cancelText?: string;
  /** Called by the confirm button. */
  onConfirm?: () => void;
  /** Called by the cancel button, and by Escape or back on a confirm dialog. */
  onCancel?: () => void;
  /** Disables the confirm button while its action is pending. */
  confirmDisabled?: boolean;
  /** Custom buttons replacing confirm and cancel; three or more stack vertically. */
  buttons?: readonly DialogButton[];
  /** Called by Escape, back and (if allowed) overlay tap; defaults to onCancel, else onConfirm. */
  onClose?: () => void;
  /** Whether tapping the overlay closes it (default false, so a confirm is never dismissed by accident). */
  closeOnOverlay?: boolean;
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.dialog};
  background: ${theme.colors.overlay};
  animation: ${fadeIn} ${theme.durations.normal} ease-out;
`;

const Box = styled.div`
  position: fixed;
  z-index: ${theme.zIndices.dialog};
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  width: min(80%, 320px);
  max-height: 80%;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  outline: none;
  animation: ${fadeIn} ${theme.durations.normal} ease-out;
`;

const Title = styled.h2`
  margin: 0;
  padding: ${theme.space.lg} ${theme.space.lg} 0;
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
  text-align: center;
  /* Takes focus as the dialog opens, for screen readers; it is no control, so no focus ring. */
  outline: none;
`;

const Message = styled.div<{ $withTitle: boolean }>`
  padding: ${({ $withTitle }) =>
    $withTitle ? `${theme.space.sm} ${theme.space.lg} ${theme.space.lg}` : theme.space.lg};
  font-size: ${theme.fontSizes.md};
  line-height: ${theme.lineHeights.normal};
  color: ${({ $withTitle }) => ($withTitle ? theme.colors.textSecondary : theme.colors.text)};
  text-align: center;
  overflow-y: auto;
  /* Scrolling a long message to its end does not scroll (or rubber-band) the page behind. */
  overscroll-behavior: contain;
  white-space: pre-wrap;
  word-break: break-word;
`;

const Footer = styled.div<{ $vertical: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  border-top: 1px solid ${theme.colors.border};
  flex: none;
`;

const FooterButton = styled.button<{ $variant: DialogButtonVariant; $vertical: boolean }>`
  flex: 1 1 0;
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.sm};
  border: 0;
  background: transparent;
  font-size: ${theme.fontSizes.lg};
  color: ${({ $variant }) =>
    $variant === 'primary'
      ? tone.brand(theme)
      : $variant === 'danger'
        ? theme.colors.danger
        : theme.colors.text};
  font-weight: ${({ $variant }) =>
    $variant === 'default' ? theme.fontWeights.regular : theme.fontWeights.medium};
  ${({ $vertical }) =>
    $vertical
      ? css`
          & + & {
            border-top: 1px solid ${theme.colors.border};
          }
        `
      : css`
          & + & {
            border-left: 1px solid ${theme.colors.border};
          }
        `}
  &:disabled {
    color: ${theme.colors.textSecondary};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

/**
 * A centred alert or confirm dialog, or one with custom buttons; the overlay never closes it unless
 * asked. A modal dialog named by its title, which takes focus as it opens (its first control when
 * it has no title); focus goes back where it was when it closes.
 */
export function Dialog({
  open,
  title,
  message,
  kind = 'alert',
  confirmText,
  cancelText,
  onConfirm,
  onCancel,
  confirmDisabled = false,
  buttons,
  onClose,
  closeOnOverlay = false,
}: DialogProps) {
  const overlayRoot = useOverlayRoot();
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();
  const close = onClose ?? onCancel ?? onConfirm;
  useOverlay({
    open,
    onClose: () => close?.(),
    containerRef: boxRef,
    dismissible: Boolean(close),
  });
  useBodyScrollLock(open);
  useScrollableFocus(messageRef, open);
  if (!open) return null;

  const list: readonly DialogButton[] = buttons ?? [
    ...(kind === 'confirm'
      ? [{ key: 'cancel', label: cancelText ?? t('ui.cancel'), onClick: () => onCancel?.() }]
      : []),
    {
      key: 'confirm',
      label: confirmText ?? t('ui.confirm'),
      variant: 'primary' as const,
      disabled: confirmDisabled,
      onClick: () => onConfirm?.(),
    },
  ];
  const vertical = list.length > 2;

  return createPortal(
    <>
      <Overlay
        data-testid="dialog-overlay"
        onClick={closeOnOverlay && close ? () => close() : undefined}
      />
      <Box
        ref={boxRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : messageId}
        aria-describedby={title && message ? messageId : undefined}
        tabIndex={-1}
      >
        {title && (
          <Title id={titleId} tabIndex={-1} data-overlay-focus="">
            {title}
          </Title>
        )}
        {message && (
          <Message id={messageId} ref={messageRef} $withTitle={Boolean(title)}>
            {message}
          </Message>
        )}
        <Footer $vertical={vertical}>
          {list.map((button, index) => (
            <FooterButton
              key={button.key}
              type="button"
              $variant={button.variant ?? 'default'}
              $vertical={vertical}
              disabled={button.disabled}
              onClick={button.onClick}
              // Without a title, focus goes to the first button (even when the message scrolls).
              data-overlay-focus={!title && index === 0 ? '' : undefined}
            >
              {button.label}
            </FooterButton>
          ))}
        </Footer>
      </Box>
    </>,
    overlayRoot,
  );
}
