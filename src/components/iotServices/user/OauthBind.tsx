import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { theme } from '@/theme';

export interface OauthBindProps {
  /** Whether binding can start here: WeChat only authorises inside its own browser. */
  available: boolean;
  /** A binding is on its way (the button spins and ignores taps). */
  binding?: boolean;
  /** Starts binding the WeChat account of this browser. */
  onBind: () => void;
  /**
   * Why the last way back from WeChat bound nothing: it was not started on this phone, it took
   * too long, the owner did not allow it, or this browser cannot keep a binding's check.
   */
  refusal?: OauthBindRefusal | null;
}

export type OauthBindRefusal = 'notStarted' | 'expired' | 'declined' | 'unavailable';

const Box = styled.section`
  margin: ${theme.space.md};
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.colors.textSecondary};
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.normal};
`;

const Refusal = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.warningSoft};
  color: ${theme.colors.warning};
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.normal};
`;

/**
 * Binds the WeChat account of this browser to the card; outside WeChat it says where to go. A
 * way back that bound nothing says why above the button.
 */
export function OauthBind({ available, binding = false, onBind, refusal }: OauthBindProps) {
  const { t } = useTranslation();
  return (
    <Box aria-label={t('iotServices.oauth.bindTitle')}>
      {refusal && <Refusal role="alert">{t(`iotServices.oauth.refused.${refusal}`)}</Refusal>}
      <Button
        variant="primary"
        block
        round
        disabled={!available}
        loading={binding}
        aria-describedby={available ? undefined : 'oauth-bind-hint'}
        onClick={onBind}
      >
        {t('iotServices.oauth.bind')}
      </Button>
      <Hint id="oauth-bind-hint">
        {available ? t('iotServices.oauth.bindNote') : t('iotServices.oauth.bindOutside')}
      </Hint>
    </Box>
  );
}
