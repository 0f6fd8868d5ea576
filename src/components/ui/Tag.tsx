import type { ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { dictTagType, type TagType } from '../../lib/dict';
import { tone } from './tone';
import { theme } from '@/theme';

export interface TagProps {
  /** Colour scheme (default 'default'); ignored when dictName is given. */
  type?: TagType;
  /** Dictionary the tag comes from; with listClass it picks the colour (BrandStatusOptions: info -> default, error -> danger). */
  dictName?: string;
  /** The dictionary option's listClass. */
  listClass?: string | null;
  /** Outline instead of a filled background. */
  plain?: boolean;
  /** Pill-shaped corners. */
  round?: boolean;
  /** Size (default 'small'). */
  size?: 'small' | 'medium';
  /** The label. */
  children: ReactNode;
}

const colors = (theme: DefaultTheme, type: TagType) => {
  switch (type) {
    case 'primary':
    case 'success':
      return { fg: tone.brand(theme), bg: theme.colors.brandSoft };
    case 'warning':
      return { fg: tone.warning(theme), bg: theme.colors.warningSoft };
    case 'danger':
      return { fg: theme.colors.danger, bg: theme.colors.surface };
    case 'info':
      return { fg: theme.colors.info, bg: theme.colors.surface };
    default:
      return { fg: theme.colors.textSecondary, bg: theme.colors.background };
  }
};

const Root = styled.span<{ $type: TagType; $plain: boolean; $round: boolean; $size: string }>`
  display: inline-flex;
  align-items: center;
  vertical-align: middle;
  white-space: nowrap;
  line-height: 1.4;
  border: 1px solid;
  ${({ $type, $plain }) => {
    const c = colors(theme, $type);
    return css`
      color: ${c.fg};
      border-color: ${c.fg};
      background: ${$plain ? theme.colors.surface : c.bg};
    `;
  }}
  border-radius: ${({ $round }) => ($round ? theme.radii.round : theme.radii.sm)};
  padding: ${({ $size }) => ($size === 'medium' ? `${theme.space.xxs} ${theme.space.sm}` : `0 ${theme.space.xs}`)};
  font-size: ${({ $size }) => ($size === 'medium' ? theme.fontSizes.sm : theme.fontSizes.xs)};
`;

/** A small coloured label, e.g. a status from a backend dictionary. */
export function Tag({
  type = 'default',
  dictName,
  listClass,
  plain = false,
  round = false,
  size = 'small',
  children,
}: TagProps) {
  const resolved = dictName !== undefined ? dictTagType(dictName, listClass) : type;
  return (
    <Root $type={resolved} $plain={plain} $round={round} $size={size} data-type={resolved}>
      {children}
    </Root>
  );
}
