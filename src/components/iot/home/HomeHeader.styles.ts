import styled, { css, keyframes } from 'styled-components';
import { cssUrl } from '@/lib/css';
import { outlinePill } from '../../ui/buttonReset';

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
  color: ${({ theme }) => theme.colors.text};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  padding-top: calc(${({ theme }) => theme.space.lg} + env(safe-area-inset-top));
  ${({ $variant, theme }) => {
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
  z-index: ${({ theme }) => theme.zIndices.navBar + 1};
  max-width: ${({ theme }) => theme.sizes.maxAppWidth};
  margin: 0 auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  padding-top: calc(${({ theme }) => theme.space.sm} + env(safe-area-inset-top));
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
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
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const Top = styled.div<{ $wrap?: boolean }>`
  display: flex;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

export const Avatar = styled.img`
  width: ${({ theme }) => theme.sizes.tapTarget};
  height: ${({ theme }) => theme.sizes.tapTarget};
  border-radius: ${({ theme }) => theme.radii.round};
  object-fit: cover;
  flex: none;
  background: ${({ theme }) => theme.colors.brandSoft};
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
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Vip = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.round};
  border: 1px solid ${({ theme }) => theme.colors.vip};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  vertical-align: middle;
`;

export const Title = styled.p`
  margin: 0;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: var(--header-secondary, ${({ theme }) => theme.colors.textSecondary});
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The number is never cut: short of room, it moves below its label as a whole. */
export const NumberLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  min-width: 0;
`;

export const NumberLabel = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: var(--header-secondary, ${({ theme }) => theme.colors.textSecondary});
`;

export const NumberValue = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  min-width: 0;
`;

export const Bottom = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export const Balance = styled.dl`
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: var(--header-secondary, ${({ theme }) => theme.colors.textSecondary});
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    font-variant-numeric: tabular-nums;
  }
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  flex: none;
`;

export const SimpleActions = styled(Actions)`
  margin-left: auto;
`;

export const RefreshButton = styled.button<{ $spinning: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.tapTarget};
  height: ${({ theme }) => theme.sizes.tapTarget};
  flex: none;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  &:disabled {
    cursor: progress;
    color: ${({ theme }) => theme.colors.textSecondary};
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
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;
