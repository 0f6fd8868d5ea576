import styled, { css } from 'styled-components';
import { Button } from '../ui/Button';
import { useLiveRegionReady } from '../ui/useLiveRegion';
import { theme } from '@/theme';

export interface UpdatePromptProps {
  /** Whether a new version is ready to be used. */
  open: boolean;
  /** What happened, already translated (e.g. "A new version of the shop is ready"). */
  message: string;
  /** Label of the button that switches to the new version, already translated. */
  reloadLabel: string;
  /** Label of the button that keeps the current version for now, already translated. */
  laterLabel: string;
  /** Called when the visitor wants the new version (the page then reloads). */
  onReload: () => void;
  /** Called when the visitor keeps working with the current version. */
  onLater: () => void;
}

const Bar = styled.div<{ $shown: boolean }>`
  position: fixed;
  left: 50%;
  bottom: calc(${theme.sizes.tabBar} + env(safe-area-inset-bottom) + 0.5rem);
  transform: translateX(-50%);
  z-index: ${theme.zIndices.toast};
  box-sizing: border-box;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  width: calc(100% - 2 * ${theme.space.md});
  max-width: calc(${theme.sizes.maxAppWidth} - 2 * ${theme.space.md});
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.toast};
  color: ${theme.colors.onBrand};
  font-size: ${theme.fontSizes.md};
  line-height: ${theme.lineHeights.normal};
  ${({ $shown }) =>
    $shown
      ? ''
      : css`
          opacity: 0;
        `}
`;

const Message = styled.p`
  flex: 1 1 10rem;
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  gap: ${theme.space.xs};
  margin-left: auto;
`;

/**
 * Tells the visitor that a new version of the shop is ready, without interrupting: it stays
 * until they reload into it or put it off. It does not take focus away from the page. Its live
 * region (role=status) is drawn empty first and the message goes in a moment later, so screen
 * readers announce it; only the message is in the region, not the buttons' labels.
 */
export function UpdatePrompt({
  open,
  message,
  reloadLabel,
  laterLabel,
  onReload,
  onLater,
}: UpdatePromptProps) {
  const shown = useLiveRegionReady(open);
  if (!open) return null;
  return (
    <Bar $shown={shown}>
      <Message role="status" aria-live="polite" aria-atomic="true">
        {shown ? message : null}
      </Message>
      <Actions>
        <Button size="small" variant="plain" onClick={onLater}>
          {laterLabel}
        </Button>
        <Button size="small" variant="primary" onClick={onReload}>
          {reloadLabel}
        </Button>
      </Actions>
    </Bar>
  );
}
