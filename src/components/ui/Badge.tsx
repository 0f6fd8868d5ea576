import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './Loading';
import { theme } from '@/theme';

export interface BadgeProps {
  /** Number or short text; numbers above `max` show as '99+'. */
  content?: number | string;
  /** Largest number shown in full (default 99). */
  max?: number;
  /** Shows a small dot instead of content. */
  dot?: boolean;
  /** Shows the badge when content is 0 (default false). */
  showZero?: boolean;
  /** Accessible text for the badge (e.g. '3 unread'); the dot needs it to be announced. */
  label?: string;
  /** The element the badge sits on; without it the badge stands alone. */
  children?: ReactNode;
}

const Wrapper = styled.span`
  position: relative;
  display: inline-flex;
`;

const Mark = styled.span<{ $dot: boolean; $attached: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-width: ${({ $dot }) => ($dot ? '8px' : '1.5em')};
  height: ${({ $dot }) => ($dot ? '8px' : '1.5em')};
  padding: ${({ $dot }) => ($dot ? '0' : '0 0.4em')};
  border: 1px solid ${theme.colors.surface};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.danger};
  color: ${theme.colors.onBrand};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.medium};
  line-height: 1;
  white-space: nowrap;
  ${({ $attached }) =>
    $attached ? `position: absolute; top: 0; right: 0; transform: translate(50%, -50%);` : ''}
`;

/** A red count or dot, on an icon or on its own. */
export function Badge({
  content,
  max = 99,
  dot = false,
  showZero = false,
  label,
  children,
}: BadgeProps) {
  const isNumber = typeof content === 'number';
  const hidden =
    !dot && (content === undefined || content === '' || (isNumber && content <= 0 && !showZero));
  const text = isNumber && content > max ? `${max}+` : content;
  const mark = hidden ? null : (
    <Mark
      $dot={dot}
      $attached={Boolean(children)}
      data-testid="badge"
      aria-hidden={label ? true : undefined}
    >
      {dot ? null : text}
    </Mark>
  );
  return (
    <Wrapper>
      {children}
      {mark}
      {!hidden && label && <VisuallyHidden>{label}</VisuallyHidden>}
    </Wrapper>
  );
}
