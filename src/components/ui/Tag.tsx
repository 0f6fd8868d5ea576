import type { ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
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

const TYPES: TagType[] = ['default', 'primary', 'success', 'warning', 'danger', 'info'];

/**
 * One static class for every tag: its type, outline, corners and size are attribute selectors,
 * so drawing a tag generates no style (a list of cards draws many).
 */
const Root = styled.span`
  display: inline-flex;
  align-items: center;
  vertical-align: middle;
  white-space: nowrap;
  line-height: 1.4;
  border: 1px solid;
  border-radius: ${theme.radii.sm};
  padding: 0 ${theme.space.xs};
  font-size: ${theme.fontSizes.xs};
  ${TYPES.map((type) => {
    const c = colors(theme, type);
    return `&[data-type='${type}'] {
    color: ${c.fg};
    border-color: ${c.fg};
    background: ${c.bg};
  }`;
  }).join('\n')}
  &[data-plain] {
    background: ${theme.colors.surface};
  }
  &[data-round] {
    border-radius: ${theme.radii.round};
  }
  &[data-size='medium'] {
    padding: ${theme.space.xxs} ${theme.space.sm};
    font-size: ${theme.fontSizes.sm};
  }
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
    <Root
      data-type={resolved}
      data-plain={plain || undefined}
      data-round={round || undefined}
      data-size={size}
    >
      {children}
    </Root>
  );
}
