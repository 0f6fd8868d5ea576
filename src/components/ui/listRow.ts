import styled, { css } from 'styled-components';
import { theme } from '@/theme';

/** A bare list on the white surface; each list adds its own outer margin. */
export const RowList = styled.ul`
  padding: 0;
  list-style: none;
  background: ${theme.colors.surface};
`;

/** A full-width list row: content in a line, padded, with a hairline under it. */
export const ListRow = styled.li<{ $spread?: boolean }>`
  display: flex;
  align-items: center;
  ${({ $spread }) =>
    $spread &&
    css`
      justify-content: space-between;
    `}
  gap: ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.lg};
  border-bottom: 1px solid ${theme.colors.border};
`;

/** The text column of a row: lines stacked tight, allowed to shrink. */
export const RowText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  min-width: 0;
`;

/** A small grey line under a row's title (number, date, signal). */
export const RowNote = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

/** A list whose items stand apart as cards, a small gap between them. */
export const gapList = css`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  list-style: none;
`;

/** A small secondary line of a card or row (a description, an address), wrapping between words. */
export const rowDetail = css`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textSecondary};
  word-break: break-word;
`;
