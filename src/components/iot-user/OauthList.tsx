import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SimOauth } from '@/domain/iot';
import { formatDate, parseServerDate } from '../iot-home/format';
import { Thumb } from '../points/Thumb';
import { Button } from '../ui/Button';
import { Empty } from '../ui/Empty';

export interface OauthListProps {
  /** Accounts bound to the card. */
  accounts: readonly SimOauth[];
  /** Turns an avatar path into an address; identity by default. */
  resolveImage?: (path: string) => string;
  /** Id of the binding being removed, so its button spins. */
  unbindingId?: number;
  /** Asks to unbind an account; the page confirms first. */
  onUnbind: (account: SimOauth) => void;
}

const List = styled.ul`
  margin: ${({ theme }) => theme.space.md} 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Text = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  word-break: break-word;
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Third-party accounts (WeChat, Alipay) bound to the card, each with unbind. */
export function OauthList({
  accounts,
  resolveImage = (p) => p,
  unbindingId = 0,
  onUnbind,
}: OauthListProps) {
  const { t } = useTranslation();
  if (!accounts.length) return <Empty description={t('iotServices.oauth.empty')} />;
  return (
    <List aria-label={t('iotServices.oauth.list')}>
      {accounts.map((account) => {
        const bound = parseServerDate(account.createdAt);
        const platform =
          account.platform === 'wechat'
            ? t('iotServices.oauth.wechat')
            : account.platform === 'alipay'
              ? t('iotServices.oauth.alipay')
              : account.platform;
        return (
          <Row key={account.id}>
            <Thumb src={resolveImage(account.avatar)} size="2.5rem" />
            <Text>
              <span>
                {platform} · {account.nickname}
              </span>
              {bound && (
                <Muted>{t('iotServices.oauth.boundAt', { date: formatDate(bound) })}</Muted>
              )}
            </Text>
            <Button
              size="small"
              round
              variant="danger"
              loading={unbindingId === account.id}
              aria-label={`${t('iotServices.oauth.unbind')} ${account.nickname}`}
              onClick={() => onUnbind(account)}
            >
              {t('iotServices.oauth.unbind')}
            </Button>
          </Row>
        );
      })}
    </List>
  );
}
