import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@/theme';

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
  margin: ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.brand};
  color: ${theme.colors.onBrand};
`;

const Label = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
`;

const Amount = styled.p`
  margin: ${theme.space.xs} 0 ${theme.space.md};
  font-size: ${theme.fontSizes.display};
  font-weight: ${theme.fontWeights.bold};
  line-height: 1;
  word-break: break-all;
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const Link = styled.button`
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.colors.onBrand};
  border-radius: ${theme.radii.round};
  background: transparent;
  color: ${theme.colors.onBrand};
  font-size: ${theme.fontSizes.sm};
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
