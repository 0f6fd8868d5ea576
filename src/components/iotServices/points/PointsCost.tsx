import { formatAmount } from '@/lib/money';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@/theme';

export interface PointsCostProps {
  /** Points needed. */
  integral: number;
  /** Extra cash in yuan (0 for none). */
  money: number;
  /** Larger text for a detail or total line. */
  large?: boolean;
}

const Line = styled.span<{ $large: boolean }>`
  font-size: ${({ $large }) => ($large ? theme.fontSizes.xl : theme.fontSizes.md)};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.danger};
  word-break: break-all;
`;

/** "300 points" or "800 points + ¥9.90": what a product or order costs. */
export function PointsCost({ integral, money, large = false }: PointsCostProps) {
  const { t } = useTranslation();
  // A missing or broken figure reads as 0 rather than as a message key.
  const points = t('iotServices.points.pointsAmount', {
    count: Number.isFinite(integral) ? integral : 0,
  });
  return (
    <Line $large={large}>
      {Number.isFinite(money) && money > 0
        ? t('iotServices.points.pointsPlusMoney', { points, money: formatAmount(money) })
        : points}
    </Line>
  );
}
