import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Popup } from '@/components/ui/Popup';
import { plainText } from './format';
import { theme } from '@/theme';

export interface LayoutPopupProps {
  /** Whether the popup shows (simLayout.popup.switch and not yet closed). */
  open: boolean;
  /** Heading (popup.title). */
  title?: string | null;
  /** Content (popup.content); rich text is shown as plain text. */
  content?: string | null;
  /** The user closed the popup. */
  onClose: () => void;
}

const Body = styled.div`
  padding: 0 ${theme.space.lg} ${theme.space.lg};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const OkButton = styled.button`
  width: 100%;
  min-height: ${theme.sizes.tapTarget};
  margin-top: ${theme.space.lg};
  border: 0;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.text};
  color: ${theme.colors.surface};
`;

/** The operator's announcement popup of the card home (simLayout.popup). */
export function LayoutPopup({ open, title, content, onClose }: LayoutPopupProps) {
  const { t } = useTranslation();
  return (
    <Popup
      open={open}
      onClose={onClose}
      position="center"
      title={title || undefined}
      ariaLabel={t('iot.home.notice.label')}
    >
      <Body>
        <Text>{plainText(content)}</Text>
        <OkButton type="button" onClick={onClose}>
          {t('iot.home.popup.ok')}
        </OkButton>
      </Body>
    </Popup>
  );
}
