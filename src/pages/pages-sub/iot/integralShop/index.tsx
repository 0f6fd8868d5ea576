import { useState } from 'react';
import * as points from '@/api/declarations/points';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/ui/LoadState';
import { PointsGoodsList } from '@/components/iotServices/points/PointsGoodsList';
import { PointsHeader } from '@/components/iotServices/points/PointsHeader';
import { Tabs } from '@/components/ui/Tabs';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { useImageResolver } from '@/features/iot/images';
import { useResource } from '@/features/data/useResource';

/** The points shop: the card's points, categories and products. */
export default function IntegralShopPage(_props: PageProps) {
  const { t } = useTranslation();
  const [category, setCategory] = useState('');
  const image = useImageResolver();
  const shop = useResource(points.getIntegralShopIndex, {
    categoryId: category ? Number(category) : undefined,
  });
  const data = shop.data;
  return (
    <LoadState
      frame="block"
      loading={shop.loading && !data}
      error={shop.error}
      onRetry={shop.reload}
    >
      {data && (
        <>
          <PointsHeader
            integral={data.integral}
            onLedger={() => void nav.navigateTo('/pages-sub/iot/integralLog/index')}
            onOrders={() => void nav.navigateTo('/pages-sub/iot/integralShop/order/index')}
            onTasks={() => void nav.navigateTo('/pages-sub/iot/task/index')}
          />
          <Tabs
            label={t('iotServices.points.categories')}
            activeKey={category}
            onChange={setCategory}
            items={[
              { key: '', label: t('iotServices.points.all') },
              ...data.categories.map((item) => ({ key: String(item.id), label: item.name })),
            ]}
          >
            <PointsGoodsList
              goods={data.goods}
              resolveImage={image}
              onSelect={(goods) =>
                void nav.navigateTo(`/pages-sub/iot/integralShop/details?id=${goods.id}`)
              }
            />
          </Tabs>
        </>
      )}
    </LoadState>
  );
}
