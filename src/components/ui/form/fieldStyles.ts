import { css } from 'styled-components';
import { theme } from '@/theme';

/**
 * The font size of a text field: the token's, but never under 16 px. iOS Safari (and WeChat on
 * iPhones) zooms the whole page in when a field with smaller type gets the focus, and does not
 * zoom back out.
 */
export const fieldFont = (size: string) => `max(16px, ${size})`;

/**
 * The box of an outlined field on a white surface (inputs, selects, picker buttons). Focusing one
 * brings all of it into view with room below for its error line, never left clipped by a fraction
 * of a pixel at the screen's bottom edge (where Chromium reported each key's paint a second late).
 */
export const outlinedField = css`
  width: 100%;
  scroll-margin-bottom: 6rem;
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
`;

/** The box of a filled, large-type field on the grey background (card login, codes, amounts). */
export const filledField = css`
  width: 100%;
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.sm};
  border: 1px solid ${theme.colors.decorative};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  font-size: ${fieldFont(theme.fontSizes.lg)};
`;

/** A red border on a field that failed validation. */
export const invalidBorder = css`
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;

/** A white panel laying out a form's rows in a grid. */
export const formPanel = css`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  background: ${theme.colors.surface};
`;

/** A small red line of text under a field or form. */
export const errorText = css`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
`;
