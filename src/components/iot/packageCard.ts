import { css } from 'styled-components';
import { cardSurface } from '../ui/surfaces';
import { theme } from '@/theme';

/** The card of one package on the renew page: a heading and grey lines in a grid. */
export const packageCard = css`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0 ${theme.space.md};
  padding: ${theme.space.lg};
  ${cardSurface}
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${theme.colors.textSecondary};
  }
`;
