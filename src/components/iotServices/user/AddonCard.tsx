import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { VipPrivileges } from '@/domain/iot';
import { formatDate, parseServerDate } from '@/lib/dateTime';
import { calendarDaysUntil } from '../../iot/home/format';
import { Tag } from '../../ui/Tag';
import { PrivilegeList } from './PrivilegeList';
import { theme } from '@/theme';

export interface AddonCardProps {
  /** What kind of add-on: a VIP membership or an acceleration package. */
  kind: 'vip' | 'accelerate';
  /** Product name; '' when the card has none. */
  name: string;
  /** Starts (ISO). */
  startAt?: string;
  /** Ends (ISO). */
  endAt?: string;
  /** Validity tag: 1 valid, 0 expired, 2 not started. */
  validTag?: number;
  /** Speed description of an acceleration package. */
  speed?: string;
  /** Privileges of a VIP. */
  privileges?: VipPrivileges | null;
  /** Today, for the days left (defaults to now). */
  now?: Date;
  /** Opens the products to buy or renew; the button shows only when given. */
  onBuy?: () => void;
}

const Card = styled.section<{ $vip: boolean }>`
  margin: ${theme.space.md};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  border: 1px solid ${({ $vip }) => ($vip ? theme.colors.vipDecorative : theme.colors.border)};
  background: ${theme.colors.surface};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

const Name = styled.h2<{ $vip: boolean }>`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  color: ${({ $vip }) => ($vip ? theme.colors.vip : theme.colors.text)};
  word-break: break-word;
`;

const Line = styled.p`
  margin: ${theme.space.xs} 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textSecondary};
`;

const Privileges = styled(PrivilegeList)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${theme.space.sm};
  margin: ${theme.space.md} 0 0;

  small {
    font-size: ${theme.fontSizes.xs};
  }
`;

const Buy = styled.button`
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.md};
  border: 0;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.brand};
  color: ${theme.colors.onBrand};
  font-size: ${theme.fontSizes.sm};
`;

/** The card's current VIP or acceleration package: validity, days left, speed or privileges. */
export function AddonCard({
  kind,
  name,
  startAt = '',
  endAt = '',
  validTag = 1,
  speed = '',
  privileges = null,
  now = new Date(),
  onBuy,
}: AddonCardProps) {
  const { t } = useTranslation();
  const vip = kind === 'vip';
  const start = parseServerDate(startAt);
  const end = parseServerDate(endAt);
  const daysLeft = end ? calendarDaysUntil(end, now) : 0;
  const active = !!name && validTag === 1 && daysLeft >= 0;
  return (
    <Card
      $vip={vip}
      aria-label={vip ? t('iotServices.addon.vipLabel') : t('iotServices.addon.accLabel')}
    >
      <Head>
        <Name $vip={vip}>
          {name || (vip ? t('iotServices.addon.noVip') : t('iotServices.addon.noAcc'))}
        </Name>
        {name && (
          <Tag type={active ? 'success' : validTag === 2 ? 'primary' : 'default'}>
            {active
              ? t('iotServices.addon.valid')
              : validTag === 2
                ? t('iotServices.addon.notStarted')
                : t('iotServices.addon.expired')}
          </Tag>
        )}
        {onBuy && (
          <Buy type="button" onClick={onBuy}>
            {name ? t('iotServices.addon.renew') : t('iotServices.addon.buy')}
          </Buy>
        )}
      </Head>
      {name && start && end && (
        <Line>
          {t('iotServices.addon.period', { start: formatDate(start), end: formatDate(end) })}
          {active && ` · ${t('iotServices.addon.daysLeft', { count: daysLeft })}`}
        </Line>
      )}
      {name && speed && <Line>{t('iotServices.addon.speed', { speed })}</Line>}
      {name && privileges && privileges.items.length > 0 && <Privileges privileges={privileges} />}
    </Card>
  );
}
