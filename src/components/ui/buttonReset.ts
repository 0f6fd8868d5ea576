import { css } from 'styled-components';
import { theme } from '@/theme';

/** A button that reads as content: the text colour, left aligned, in the page's font. */
export const contentButton = css`
  color: ${theme.colors.text};
  text-align: left;
  font: inherit;
`;

/** A full-width button drawn as a block of content (an address, an order): no border, no fill. */
export const blockButton = css`
  width: 100%;
  padding: ${theme.space.md};
  border: 0;
  background: transparent;
  ${contentButton}
`;

/** A borderless icon button a tap target high, its glyph centred; each sets its width and colour. */
export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: ${theme.sizes.tapTarget};
  padding: 0;
  border: 0;
  background: transparent;
  font-size: ${theme.fontSizes.xl};
`;

/** Press, disabled and focus states of a full-width row button on the white surface. */
export const pressableRow = css`
  &:active:not(:disabled) {
    background: ${theme.colors.background};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${theme.colors.textSecondary};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

/** A round, outlined text button on the white surface, a tap target high. */
export const outlinePill = css`
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.colors.divider};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
`;

/** An entry of a grid of buttons: its figure or icon above its label, centred; no border, no fill. */
export const tileButton = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.xs};
  min-width: 0;
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
`;
