import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dateTime';
import { expiryState, plainText } from './format';
import { raisedCardSurface } from '../../ui/surfaces';
import { theme } from '@/theme';

export interface WarrantyProps {
  /** Warranty expiry date, backend or ISO form; '' when none (warrantyExpireDate). */
  warrantyExpireDate?: string | null;
  /** Short tag next to the date, e.g. '1 year' (warrantyExpireTag). */
  warrantyExpireTag?: string | null;
  /** Warranty terms from the backend; markup is stripped and shown as plain text (warrantyContent). */
  warrantyContent?: string | null;
  /** The current time; decides whether the warranty has ended. */
  now: Date;
  /** Heading (defaults to the translated "Warranty"). */
  title?: string | null;
}

const Card = styled.section`
  margin: ${theme.space.md};
  padding: ${theme.space.lg};
  ${raisedCardSurface}
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
`;

const Tag = styled.span`
  padding: 0 ${theme.space.sm};
  border: 1px solid ${theme.colors.brand};
  border-radius: ${theme.radii.round};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
`;

const DateLine = styled.p`
  margin: ${theme.space.sm} 0 0;
  font-weight: ${theme.fontWeights.medium};
  color: ${theme.colors.text};
  &[data-expired] {
    color: ${theme.colors.danger};
  }
`;

const Content = styled.p`
  margin: ${theme.space.sm} 0 0;
  color: ${theme.colors.textSecondary};
  font-size: ${theme.fontSizes.sm};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** The card's warranty: until when, a short tag and the terms. */
export function Warranty({
  warrantyExpireDate,
  warrantyExpireTag,
  warrantyContent,
  now,
  title,
}: WarrantyProps) {
  const { t } = useTranslation();
  const heading = title || t('iot.home.warranty.title');
  const expiry = expiryState(warrantyExpireDate, now);
  const content = plainText(warrantyContent);
  return (
    <Card aria-label={heading}>
      <Head>
        <Heading>{heading}</Heading>
        {warrantyExpireTag ? <Tag>{warrantyExpireTag}</Tag> : null}
      </Head>
      {expiry.kind === 'none' ? (
        <Content>{t('iot.home.warranty.none')}</Content>
      ) : (
        <DateLine data-expired={expiry.kind === 'expired' || undefined}>
          {expiry.kind === 'expired'
            ? `${t('iot.home.warranty.expired')} (${formatDate(expiry.date)})`
            : t('iot.home.warranty.until', { date: formatDate(expiry.date) })}
        </DateLine>
      )}
      {content ? <Content>{content}</Content> : null}
    </Card>
  );
}
