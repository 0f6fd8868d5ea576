import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SimOauth } from '@/domain/site';
import { formatDate, parseServerDate } from '@/lib/dateTime';
import { Thumb } from '../../ui/Thumb';
import { Button } from '../../ui/Button';
import { Empty } from '../../ui/Empty';
import { ListRow, RowList, RowNote, RowText } from '../../ui/listRow';
import { theme } from '@/theme';

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

const List = styled(RowList)`
  margin: ${theme.space.md} 0;
`;

const Text = styled(RowText)`
  flex: 1;
  word-break: break-word;
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
          <ListRow key={account.id}>
            <Thumb src={resolveImage(account.avatar)} size="2.5rem" />
            <Text>
              <span>
                {platform} · {account.nickname}
              </span>
              {bound && (
                <RowNote>{t('iotServices.oauth.boundAt', { date: formatDate(bound) })}</RowNote>
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
          </ListRow>
        );
      })}
    </List>
  );
}
