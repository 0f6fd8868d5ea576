import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Popup } from '@/components/ui/Popup';
import { formatDateTime, parseServerDate } from '@/lib/dateTime';
import { plainText } from './format';
import { theme } from '@/theme';

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
  /** Picture above the text (breakPopupAttr.image, already resolved); none when empty. */
  image?: string | null;
  /** Label of the popup's button (breakPopupAttr.buttonText); the remove button's without a link. */
  buttonText?: string | null;
  /** Where the button leads (breakPopupAttr.buttonLink: page path or http(s) link); '' closes. */
  buttonLink?: string | null;
  /** The user pressed the button that has a link; the page opens it as it opens menu links. */
  onOpenLink?: (link: string) => void;
  /** A removal request is running: the button is disabled (no double submit). */
  removing?: boolean;
  /** The user asked to lift the restriction. */
  onRemove?: () => void;
  /** The user closed the popup (never called when breakNoClose). */
  onClose: () => void;
}

const Body = styled.div`
  padding: 0 ${theme.space.lg} ${theme.space.lg};
  text-align: center;
`;

const Tips = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const RemoveAt = styled.p`
  margin: ${theme.space.sm} 0 0;
  color: ${theme.colors.textSecondary};
  font-size: ${theme.fontSizes.sm};
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  max-height: 10rem;
  margin: 0 auto ${theme.space.md};
  object-fit: contain;
`;

const LinkButton = styled.button`
  width: 100%;
  min-height: ${theme.sizes.tapTarget};
  margin-top: ${theme.space.lg};
  border: 0;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.brand};
  color: ${theme.colors.onBrand};
  font-weight: ${theme.fontWeights.medium};
  & + button {
    margin-top: ${theme.space.sm};
  }
`;

const RemoveButton = styled.button`
  width: 100%;
  min-height: ${theme.sizes.tapTarget};
  margin-top: ${theme.space.lg};
  border: 0;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.danger};
  color: ${theme.colors.onBrand};
  font-weight: ${theme.fontWeights.medium};
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
  image,
  buttonText,
  buttonLink,
  onOpenLink,
  removing = false,
  onRemove,
  onClose,
}: BreakPopupProps) {
  const { t } = useTranslation();
  const locked = Boolean(breakNoClose);
  const link = buttonLink?.trim() || '';
  const label = buttonText?.trim() || '';
  const canRemove = Boolean(allowRemoveBreak && onRemove);
  // The configured button: it opens its link; without one it lifts the restriction where the card
  // may, else it closes the popup (never a popup that may not be closed).
  const linkButton = link && onOpenLink ? label || t('iot.home.breakConfigured.open') : '';
  const removeLabel = (!link && label) || t('iot.home.breakPopup.remove');
  const closeButton = !link && !canRemove && !locked ? label : '';
  const removeAt = parseServerDate(breakRemoveAt);
  const close = () => {
    if (!locked) onClose();
  };
  return (
    <Popup
      open={open}
      onClose={close}
      position="center"
      title={title || t('iot.home.breakPopup.title')}
      showClose={!locked}
      dismissible={!locked}
      closeOnOverlay={false}
    >
      <Body>
        {image ? <Picture src={image} alt="" /> : null}
        <Tips>{plainText(breakTips) || t('iot.home.breakPopup.defaultTips')}</Tips>
        {removeAt && (
          <RemoveAt>
            {t('iot.home.breakPopup.removeAt', { time: formatDateTime(removeAt) })}
          </RemoveAt>
        )}
        {linkButton && (
          <LinkButton type="button" onClick={() => onOpenLink?.(link)}>
            {linkButton}
          </LinkButton>
        )}
        {canRemove && (
          <RemoveButton type="button" disabled={removing} aria-busy={removing} onClick={onRemove}>
            {removing ? t('iot.home.breakPopup.removing') : removeLabel}
          </RemoveButton>
        )}
        {closeButton && (
          <LinkButton type="button" onClick={close}>
            {closeButton}
          </LinkButton>
        )}
      </Body>
    </Popup>
  );
}
