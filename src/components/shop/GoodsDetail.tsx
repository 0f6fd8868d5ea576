import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Price } from '@/components/ui/Price';
import { RichText } from '@/components/ui/RichText';
import type { GoodsItem } from '@/domain/goods';
import { GoodsTags } from './GoodsTags';
import { Card, Muted, Row } from './parts';
import { theme } from '@/theme';

export interface GoodsDetailProps {
  /** The goods item. */
  goods: GoodsItem;
}

const Name = styled.h2`
  margin: 0 0 ${theme.space.xs};
  font-size: ${theme.fontSizes.xl};
  line-height: ${theme.lineHeights.tight};
`;

/** The rich-text detail, set off from the figures above it. */
const Detail = styled.div`
  margin-top: ${theme.space.sm};
`;

const Specs = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.xs};
  margin: ${theme.space.sm} 0;
  text-align: center;
  div {
    padding: ${theme.space.xs};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.brandSoft};
  }
  dt {
    color: ${theme.colors.textSecondary};
    font-size: ${theme.fontSizes.xs};
  }
  dd {
    margin: 0;
    font-weight: ${theme.fontWeights.bold};
    color: ${theme.colors.brand};
  }
`;

/** Goods header: name, tags, monthly fee, the package in figures and the rich-text detail. */
export function GoodsDetail({ goods }: GoodsDetailProps) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="goods-name">
      <Name id="goods-name">{goods.name}</Name>
      <Row>
        <GoodsTags goods={goods} />
      </Row>
      <Row>
        <Price
          amount={goods.monthlyFee}
          originalAmount={goods.originalFee > goods.monthlyFee ? goods.originalFee : undefined}
          size="lg"
        />
        <Muted>{t('shop.goods.perMonth')}</Muted>
      </Row>
      {goods.discountMonths > 0 && (
        <Muted>{t('shop.goods.discount', { months: goods.discountMonths })}</Muted>
      )}
      <Specs>
        <div>
          <dt>{t('shop.goods.generalFlow')}</dt>
          <dd>{goods.generalFlow} GB</dd>
        </div>
        <div>
          <dt>{t('shop.goods.directedFlow')}</dt>
          <dd>{goods.directedFlow} GB</dd>
        </div>
        <div>
          <dt>{t('shop.goods.calls')}</dt>
          <dd>{t('shop.goods.minutesShort', { n: goods.callMinutes })}</dd>
        </div>
      </Specs>
      <Muted>{t('shop.goods.age', { min: goods.minAge, max: goods.maxAge })}</Muted>
      {goods.detail && (
        <Detail>
          <RichText html={goods.detail} />
        </Detail>
      )}
    </Card>
  );
}
