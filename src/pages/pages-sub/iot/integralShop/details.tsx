import { formatAmount } from '@/lib/money';
import * as points from '@/api/declarations/points';
import { missingQuery, queryOf } from '@/features/data/query';
import styled from 'styled-components';
import { IncompleteLink } from '@/components/ui/IncompleteLink';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/features/shell/pageTitle';
import { LoadState } from '@/components/ui/LoadState';
import { PointsCost } from '@/components/iotServices/points/PointsCost';
import { Thumb } from '@/components/ui/Thumb';
import { MainAction } from '@/components/ui/Button';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import { RichText } from '@/components/ui/RichText';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { queryId } from '@/features/iot/format';
import { useImageResolver } from '@/features/iot/images';
import { useResource, loadStateOf } from '@/features/data/useResource';

const Head = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  padding-bottom: calc(${({ theme }) => theme.space.md} + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.colors.surface};
`;

/** One points product: pictures, cost, stock, how it is delivered, details and redeem. */
export default function GoodsDetailsPage({ query }: PageProps) {
  const { t } = useTranslation();
  const id = queryId(query.id);
  const image = useImageResolver();
  // Without an id there is nothing to ask the server: the link is incomplete.
  const goods = useResource(
    id ? queryOf(points.getIntegralShopGoodsDetails, { id }) : missingQuery('no goods'),
  );
  const item = goods.data;
  usePageTitle(item?.name);
  if (!id) {
    return (
      <IncompleteLink
        actionLabel={t('iotServices.orders.goShop')}
        onAction={() => void nav.redirectTo('/pages-sub/iot/integralShop/index')}
      />
    );
  }
  return (
    <LoadState {...loadStateOf(goods)} frame="block">
      {item && (
        <>
          <Head>
            <Thumb src={image(item.images[0] ?? item.image)} size="10rem" />
            <h2 style={{ margin: 0, fontSize: 'inherit' }}>{item.name}</h2>
            <PointsCost integral={item.integral} money={item.money} large />
          </Head>
          <CellGroup>
            <Cell
              title={t('iotServices.points.marketPrice', { price: formatAmount(item.marketPrice) })}
              value={t('iotServices.points.stock', { count: item.stock })}
            />
            <Cell
              title={t(`iotServices.points.delivery.${item.deliveryType}`, {
                defaultValue: t('common.unknown'),
              })}
            />
          </CellGroup>
          <CellGroup title={t('iotServices.points.detail')}>
            <Head>
              <RichText html={item.detail ?? ''} />
            </Head>
          </CellGroup>
          <Bar>
            <MainAction
              disabled={item.stock <= 0}
              onClick={() =>
                void nav.navigateTo(`/pages-sub/iot/integralShop/payment?goodsId=${item.id}`)
              }
            >
              {item.stock > 0 ? t('iotServices.points.redeem') : t('iotServices.points.soldOut')}
            </MainAction>
          </Bar>
        </>
      )}
    </LoadState>
  );
}
