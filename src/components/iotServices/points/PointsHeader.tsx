import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface PointsHeaderProps {
  /** Points of the card. */
  integral: number;
  /** Opens the points ledger. */
  onLedger: () => void;
  /** Opens the points orders. */
  onOrders: () => void;
  /** Opens the task centre to earn more. */
  onTasks: () => void;
}

const Panel = styled.section`
  margin: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
`;

const Label = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Amount = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  word-break: break-all;
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Link = styled.button`
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.onBrand};
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The points balance at the top of the points shop, with ledger, orders and tasks. */
export function PointsHeader({ integral, onLedger, onOrders, onTasks }: PointsHeaderProps) {
  const { t } = useTranslation();
  return (
    <Panel aria-label={t('iotServices.points.myPoints')}>
      <Label>{t('iotServices.points.myPoints')}</Label>
      <Amount>{Math.max(0, Math.floor(integral)).toLocaleString('en-US')}</Amount>
      <Links>
        <Link type="button" onClick={onLedger}>
          {t('iotServices.points.ledger')}
        </Link>
        <Link type="button" onClick={onOrders}>
          {t('iotServices.points.orders')}
        </Link>
        <Link type="button" onClick={onTasks}>
          {t('iotServices.points.earn')}
        </Link>
      </Links>
    </Panel>
  );
}
