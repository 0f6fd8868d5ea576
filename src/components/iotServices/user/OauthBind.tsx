import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../ui/Button';

export interface OauthBindProps {
  /** Whether binding can start here: WeChat only authorises inside its own browser. */
  available: boolean;
  /** A binding is on its way (the button spins and ignores taps). */
  binding?: boolean;
  /** Starts binding the WeChat account of this browser. */
  onBind: () => void;
}

const Box = styled.section`
  margin: ${({ theme }) => theme.space.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/** Binds the WeChat account of this browser to the card; outside WeChat it says where to go. */
export function OauthBind({ available, binding = false, onBind }: OauthBindProps) {
  const { t } = useTranslation();
  return (
    <Box aria-label={t('iotServices.oauth.bindTitle')}>
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
