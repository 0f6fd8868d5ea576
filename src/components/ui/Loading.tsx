import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { theme } from '@/theme';

export interface LoadingProps {
  /** Text beside or below the spinner; defaults to the translated 'Loading' for assistive technology only. */
  children?: ReactNode;
  /** Stack the text under the spinner (default false: side by side). */
  vertical?: boolean;
  /** Spinner size, any CSS length (default 1.5em). */
  size?: string;
  /** Spinner and text colour (default the secondary text colour). */
  color?: string;
  /** Whether it announces itself as a live status (default true; off inside another live region). */
  announce?: boolean;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.span<{ $vertical: boolean; $color?: string }>`
  display: inline-flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  color: ${({ $color }) => $color ?? theme.colors.textSecondary};
  font-size: ${theme.fontSizes.md};
`;

/** The bare spinning ring, for places that bring their own label (Toast, Button). */
export const Spinner = styled.span<{ $size: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  border-radius: ${theme.radii.round};
  animation: ${spin} 0.8s linear infinite;
  opacity: 0.9;
`;

/** Text for assistive technology only. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** A spinner with optional text. */
export function Loading({
  children,
  vertical = false,
  size = '1.5em',
  color,
  announce = true,
}: LoadingProps) {
  const { t } = useTranslation();
  return (
    <Wrapper
      role={announce ? 'status' : undefined}
      $vertical={vertical}
      $color={color}
      aria-busy="true"
    >
      <Spinner $size={size} aria-hidden="true" data-testid="spinner" />
      {children ? <span>{children}</span> : <VisuallyHidden>{t('ui.loading')}</VisuallyHidden>}
    </Wrapper>
  );
}
