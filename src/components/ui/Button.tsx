import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Spinner } from './Loading';
import { tone } from './tone';
import { theme } from '@/theme';

export type ButtonVariant = 'primary' | 'default' | 'danger' | 'warning' | 'plain';
export type ButtonSize = 'large' | 'normal' | 'small';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Colour scheme (default 'default'). */
  variant?: ButtonVariant;
  /** Height and text size (default 'normal'; 'large' is the full-width call to action). */
  size?: ButtonSize;
  /** Takes the full width of its container. */
  block?: boolean;
  /** Pill-shaped corners. */
  round?: boolean;
  /** Shows a spinner and ignores taps, so a pending submit or payment is not sent twice. */
  loading?: boolean;
  /** Text shown while loading (default the normal label). */
  loadingText?: ReactNode;
  /** Icon before the label. */
  icon?: ReactNode;
  /** The label. */
  children?: ReactNode;
  /** Ref to the underlying button element. */
  ref?: Ref<HTMLButtonElement>;
}

const palette = (theme: DefaultTheme, variant: ButtonVariant) => {
  switch (variant) {
    case 'primary':
      return { bg: tone.brand(theme), fg: theme.colors.onBrand, border: tone.brand(theme) };
    case 'danger':
      return { bg: theme.colors.danger, fg: theme.colors.onBrand, border: theme.colors.danger };
    case 'warning':
      return {
        bg: theme.colors.warningSoft,
        fg: tone.warning(theme),
        border: theme.colors.warning,
      };
    case 'plain':
      return { bg: theme.colors.surface, fg: tone.brand(theme), border: tone.brand(theme) };
    default:
      return { bg: theme.colors.surface, fg: theme.colors.text, border: theme.colors.divider };
  }
};

const Root = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $block: boolean;
  $round: boolean;
}>`
  position: relative;
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  border: 1px solid;
  font-weight: ${theme.fontWeights.medium};
  line-height: 1.2;
  white-space: nowrap;
  touch-action: manipulation;
  transition: opacity ${theme.durations.fast};
  ${({ $variant }) => {
    const colors = palette(theme, $variant);
    return css`
      background: ${colors.bg};
      color: ${colors.fg};
      border-color: ${colors.border};
    `;
  }}
  ${({ $size }) =>
    $size === 'large'
      ? css`
          min-height: ${theme.sizes.tapTarget};
          padding: 0 ${theme.space.lg};
          font-size: ${theme.fontSizes.lg};
        `
      : $size === 'small'
        ? css`
            min-height: 2.5rem;
            padding: 0 ${theme.space.sm};
            font-size: ${theme.fontSizes.sm};
          `
        : css`
            min-height: 3.5rem;
            padding: 0 ${theme.space.md};
            font-size: ${theme.fontSizes.md};
          `}
  border-radius: ${({ $round }) => ($round ? theme.radii.round : theme.radii.sm)};
  &:active:not(:disabled) {
    opacity: 0.8;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.85;
  }
`;

/** The shop's button: primary call to action, secondary, danger or plain outline; loading blocks repeat taps. */
export function Button({
  variant = 'default',
  size = 'normal',
  block = false,
  round = false,
  loading = false,
  loadingText,
  icon,
  children,
  type = 'button',
  disabled,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <Root
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      $round={round}
      disabled={disabled}
      aria-busy={loading ? true : undefined}
      aria-disabled={loading ? true : undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? (
        <Spinner $size="1em" aria-hidden="true" data-testid="spinner" />
      ) : (
        icon && <span aria-hidden="true">{icon}</span>
      )}
      <span>{loading && loadingText ? loadingText : children}</span>
    </Root>
  );
}

/** The page's main call to action (pay, buy, save): a large, round, full-width primary button. */
export function MainAction(props: Omit<ButtonProps, 'variant' | 'size' | 'block' | 'round'>) {
  return <Button {...props} variant="primary" size="large" block round />;
}
