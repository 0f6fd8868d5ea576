import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { theme } from '@/theme';

export interface MineHeaderProps {
  /** Display name ('' when logged out). */
  nickname: string;
  /** Masked mobile ('' when logged out). */
  maskedMobile: string;
  /** Greeting for the time of day, already translated. */
  greeting: string;
  /** Called to log in (shown when logged out). */
  onLogin: () => void;
  /** The shopper's picture (already resolved); the name's first letter when empty. */
  avatar?: string;
}

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.lg} ${theme.space.md};
  background: ${theme.colors.brand};
  color: ${theme.colors.onBrand};
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: 50%;
  background: ${theme.colors.surface};
  color: ${theme.colors.brand};
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
  p {
    margin: ${theme.space.xxs} 0 0;
    font-size: ${theme.fontSizes.sm};
  }
`;

/** The top of the mine page: who is logged in, or a login button. */
export function MineHeader({ nickname, maskedMobile, greeting, onLogin, avatar }: MineHeaderProps) {
  const { t } = useTranslation();
  const loggedIn = !!maskedMobile;
  return (
    <Head>
      <Avatar aria-hidden="true">
        {avatar ? <img src={avatar} alt="" /> : (nickname || t('shop.mine.guest')).slice(0, 1)}
      </Avatar>
      <Text>
        <h2>{loggedIn ? nickname || maskedMobile : t('shop.mine.guest')}</h2>
        <p>{loggedIn ? `${greeting} · ${maskedMobile}` : t('shop.mine.loginHint')}</p>
      </Text>
      {!loggedIn && (
        <Button size="small" round onClick={onLogin}>
          {t('shop.mine.login')}
        </Button>
      )}
    </Head>
  );
}
