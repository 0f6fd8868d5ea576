import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Popup } from '@/components/ui/Popup';
import { Button } from '@/components/ui/Button';

export interface PreviewBadgeProps {
  /** Name of the previewed layout (or its preview number). */
  name: string;
  /** Shows the one-time explanation of preview mode. */
  showIntro: boolean;
  /** The user closed the explanation. */
  onIntroClose: () => void;
  /** The user asked to leave preview mode. */
  onExit: () => void;
}

const Bar = styled.div`
  position: sticky;
  /* Under the app's navigation bar, which sets --sticky-top. */
  top: var(--sticky-top, 0px);
  z-index: ${({ theme }) => theme.zIndices.navBar};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Label = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Exit = styled.button`
  flex: none;
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg} ${theme.space.lg}`};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;

/** The marker every IoT page shows while an operator previews a card layout. */
export function PreviewBadge({ name, showIntro, onIntroClose, onExit }: PreviewBadgeProps) {
  const { t } = useTranslation();
  return (
    <>
      <Bar role="status">
        <Label>{t('iot.home.previewMarker', { name })}</Label>
        <Exit type="button" onClick={onExit}>
          {t('iot.home.previewExit')}
        </Exit>
      </Bar>
      <Popup
        open={showIntro}
        position="center"
        title={t('iot.home.previewTitle')}
        onClose={onIntroClose}
        showClose={false}
      >
        <Body>
          <p>{t('iot.home.previewBody')}</p>
          <Button variant="primary" block round onClick={onIntroClose}>
            {t('iotHome.popup.ok')}
          </Button>
        </Body>
      </Popup>
    </>
  );
}
