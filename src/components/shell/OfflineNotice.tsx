import styled from 'styled-components';
import { Icon } from '../ui/Icon';
import { theme } from '@/theme';

export interface OfflineNoticeProps {
  /** Whether the connection is lost (nothing is drawn otherwise). */
  offline: boolean;
  /** What it means for the visitor, already translated. */
  message: string;
}

const Bar = styled.div`
  position: fixed;
  /* Under the navigation bar when there is one (set by the app frame). */
  top: var(--sticky-top, 0px);
  left: 50%;
  transform: translateX(-50%);
  z-index: ${theme.zIndices.toast};
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  width: 100%;
  max-width: ${theme.sizes.maxAppWidth};
  padding: ${theme.space.xs} ${theme.space.md};
  background: ${theme.colors.warningSoft};
  color: ${theme.colors.warning};
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.normal};
  /* Taps reach the page below: the notice only informs. */
  pointer-events: none;

  svg {
    flex: none;
  }
`;

/**
 * A quiet line telling the visitor the connection is lost in the middle of a visit: it covers no
 * content worth reading, takes no focus and goes when the connection returns; announced politely.
 */
export function OfflineNotice({ offline, message }: OfflineNoticeProps) {
  // The live region stays in place, empty while online, so the message is announced when it goes in.
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {offline && (
        <Bar data-testid="offline-notice">
          <Icon name="wifiOff" />
          <span>{message}</span>
        </Bar>
      )}
    </div>
  );
}
