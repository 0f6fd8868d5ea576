import { css } from 'styled-components';
import { theme } from '@/theme';

/** The white rounded surface of a card on the grey page. */
export const cardSurface = css`
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;

/** A card surface lifted off the page by the card shadow. */
export const raisedCardSurface = css`
  ${cardSurface}
  box-shadow: ${theme.shadows.card};
`;

/** A card's head line: the title at the start, an action or figure at the end. */
export const cardHead = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

/** A small round tag of a card (a status, a countdown); each sets its own tones. */
export const tagPill = css`
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radii.round};
  font-size: ${theme.fontSizes.sm};
  white-space: nowrap;
`;

/** The urgent tone of a tag: white on the danger colour. */
export const dangerFill = css`
  background: ${theme.colors.danger};
  color: ${theme.colors.onBrand};
`;
