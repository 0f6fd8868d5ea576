import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Popup } from '@/components/ui/Popup';
import { formatDateTime, parseServerDate } from '@/lib/dateTime';
import { plainText } from './format';

export interface BreakPopupProps {
  /** Whether the popup shows (the card has a break rule). */
  open: boolean;
  /** Why the card is restricted (breakTips); rich text is shown as plain text. */
  breakTips?: string | null;
  /** Heading from breakPopupAttr.title (defaults to the translated one). */
  title?: string | null;
  /** The popup cannot be closed: no close button, Escape and back do nothing (breakNoClose). */
  breakNoClose?: boolean | null;
  /** When the restriction lifts by itself, backend or ISO date (breakRemoveAt). */
  breakRemoveAt?: string | null;
  /** The user may lift the restriction: shows the remove button (allowRemoveBreak). */
  allowRemoveBreak?: boolean | null;
  /** A removal request is running: the button is disabled (no double submit). */
  removing?: boolean;
  /** The user asked to lift the restriction. */
  onRemove?: () => void;
  /** The user closed the popup (never called when breakNoClose). */
  onClose: () => void;
}

const Body = styled.div`
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  text-align: center;
`;

const Tips = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const RemoveAt = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const RemoveButton = styled.button`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  margin-top: ${({ theme }) => theme.space.lg};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onBrand};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`;

/** The card-restricted (break rule) popup, with an optional remove button and a no-close variant. */
export function BreakPopup({
  open,
  breakTips,
  title,
  breakNoClose,
  breakRemoveAt,
  allowRemoveBreak,
  removing = false,
  onRemove,
  onClose,
}: BreakPopupProps) {
  const { t } = useTranslation();
  const locked = Boolean(breakNoClose);
  const removeAt = parseServerDate(breakRemoveAt);
  const close = () => {
    if (!locked) onClose();
  };
  return (
    <Popup
      open={open}
      onClose={close}
      position="center"
      title={title || t('iotHome.breakPopup.title')}
      showClose={!locked}
      dismissible={!locked}
      closeOnOverlay={false}
    >
      <Body>
        <Tips>{plainText(breakTips) || t('iotHome.breakPopup.defaultTips')}</Tips>
        {removeAt && (
          <RemoveAt>
            {t('iotHome.breakPopup.removeAt', { time: formatDateTime(removeAt) })}
          </RemoveAt>
        )}
        {allowRemoveBreak && onRemove && (
          <RemoveButton type="button" disabled={removing} aria-busy={removing} onClick={onRemove}>
            {removing ? t('iotHome.breakPopup.removing') : t('iotHome.breakPopup.remove')}
          </RemoveButton>
        )}
      </Body>
    </Popup>
  );
}
