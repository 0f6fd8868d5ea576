import styled, { css, keyframes } from 'styled-components';
import { cssUrl } from '@/lib/css';
import { outlinePill } from '../../ui/buttonReset';
import { theme } from '@/theme';

// The styles of HomeHeader: its three variants share one root and the pieces below.

/** The three header designs a simLayout can choose (`index.header.key`). */
export type HomeHeaderVariant = 'default' | 'gradual' | 'simple';

export interface Paint {
  background: string | null;
  backgroundEnd: string | null;
  backgroundImage: string | null;
  color: string | null;
}

/** The layout's colours over the design's own, only where the layout sets them. */
const painted = ({ background, backgroundEnd, backgroundImage, color }: Paint) => css`
  ${
    background || backgroundImage
      ? css`
          background-color: ${background ?? 'transparent'};
          background-image: ${
            [
              // Checked by layoutImage, written by the one helper that quotes a url().
              backgroundImage ? cssUrl(backgroundImage) : null,
              background && backgroundEnd
                ? `linear-gradient(180deg, ${background} 0%, ${backgroundEnd} 100%)`
                : null,
            ]
              .filter(Boolean)
              .join(', ') || 'none'
          };
          background-size: cover;
          background-position: center top;
        `
      : null
  }
  ${
    color
      ? css`
          color: ${color};
          --header-secondary: ${color};
        `
      : null
  }
`;

const spin = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;

export const Root = styled.section<{ $variant: HomeHeaderVariant; $paint: Paint }>`
  position: relative;
  color: ${theme.colors.text};
  padding: ${theme.space.lg} ${theme.space.lg};
  padding-top: calc(${theme.space.lg} + env(safe-area-inset-top));
  ${({ $variant }) => {
    if ($variant === 'gradual')
      return css`
        background: linear-gradient(
          180deg,
          ${theme.colors.brandSoft} 0%,
          ${theme.colors.brandSoft} 55%,
          ${theme.colors.background} 100%
        );
      `;
    if ($variant === 'simple')
      return css`
        background: ${theme.colors.surface};
        padding: ${theme.space.md} ${theme.space.lg};
        padding-top: calc(${theme.space.md} + env(safe-area-inset-top));
        border-bottom: 1px solid ${theme.colors.border};
      `;
    return css`
      background: ${theme.colors.surface};
      border-top: ${theme.space.xs} solid ${theme.colors.brand};
      margin: ${theme.space.md};
      border-radius: ${theme.radii.lg};
      box-shadow: ${theme.shadows.card};
    `;
  }}
  ${({ $paint }) => painted($paint)}
`;

/**
 * The gradual header's compact bar: at the top of the card home (it has no navigation bar) once
 * scrolled, under the operator's preview marker when one shows (which publishes its height).
 */
export const CompactBar = styled.div<{ $shown: boolean; $paint: Paint }>`
  position: fixed;
  top: var(--preview-marker-height, 0px);
  left: 0;
  right: 0;
  z-index: ${theme.zIndices.navBar + 1};
  max-width: ${theme.sizes.maxAppWidth};
  margin: 0 auto;
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.lg};
  padding-top: calc(${theme.space.sm} + env(safe-area-inset-top));
  background: ${theme.colors.brandSoft};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.card};
  font-weight: ${theme.fontWeights.medium};
  transition:
    opacity 0.2s ease,
    visibility 0.2s;
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
  ${({ $paint }) => painted({ ...$paint, backgroundImage: null })}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** A square of the line's height, sized before the picture arrives: the title never moves. */
export const Logo = styled.img`
  width: 1.5em;
  height: 1.5em;
  object-fit: contain;
  flex: none;
  vertical-align: middle;
`;

export const TitleLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-width: 0;
`;

export const Top = styled.div<{ $wrap?: boolean }>`
  display: flex;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: center;
  gap: ${theme.space.xs} ${theme.space.md};
`;

export const Avatar = styled.img`
  width: ${theme.sizes.tapTarget};
  height: ${theme.sizes.tapTarget};
  border-radius: ${theme.radii.round};
  object-fit: cover;
  flex: none;
  background: ${theme.colors.brandSoft};
`;

export const Who = styled.div`
  flex: 1;
  min-width: 0;
`;

/** In the simple header the number keeps its width and the buttons wrap below when short of room. */
export const SimpleWho = styled(Who)`
  flex: 1 1 auto;
`;

export const Greeting = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
`;

export const Vip = styled.span`
  display: inline-block;
  margin-left: ${theme.space.sm};
  padding: 0 ${theme.space.sm};
  border-radius: ${theme.radii.round};
  border: 1px solid ${theme.colors.vip};
  background: ${theme.colors.warningSoft};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  vertical-align: middle;
`;

export const Title = styled.p`
  margin: 0;
  min-width: 0;
  font-size: ${theme.fontSizes.sm};
  color: var(--header-secondary, ${theme.colors.textSecondary});
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The number is never cut: short of room, it moves below its label as a whole. */
export const NumberLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${theme.space.xs};
  margin: ${theme.space.xs} 0 0;
  min-width: 0;
`;

export const NumberLabel = styled.span`
  flex: none;
  font-size: ${theme.fontSizes.sm};
  color: var(--header-secondary, ${theme.colors.textSecondary});
`;

export const NumberValue = styled.span`
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.medium};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  min-width: 0;
`;

export const Bottom = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
`;

export const Balance = styled.dl`
  margin: 0;
  dt {
    font-size: ${theme.fontSizes.sm};
    color: var(--header-secondary, ${theme.colors.textSecondary});
  }
  dd {
    margin: 0;
    font-size: ${theme.fontSizes.xxl};
    font-weight: ${theme.fontWeights.bold};
    line-height: ${theme.lineHeights.tight};
    font-variant-numeric: tabular-nums;
  }
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  flex: none;
`;

export const SimpleActions = styled(Actions)`
  margin-left: auto;
`;

export const RefreshButton = styled.button<{ $spinning: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.tapTarget};
  height: ${theme.sizes.tapTarget};
  flex: none;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.xl};
  &:disabled {
    cursor: progress;
    color: ${theme.colors.textSecondary};
  }
  svg {
    ${({ $spinning }) =>
      $spinning &&
      css`
        animation: ${spin} 0.8s linear infinite;
      `}
  }
`;

export const TextButton = styled.button`
  ${outlinePill}
  font-size: ${theme.fontSizes.sm};
  white-space: nowrap;
`;
