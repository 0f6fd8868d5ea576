import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAccelerateList, getSimInfo } from '@/api/iot';
import { AddonCard } from '@/components/iot-user/AddonCard';
import { LoadState } from '@/components/ui/LoadState';
import { ProductPicker } from '@/components/iot-user/ProductPicker';
import { ActionBar } from '@/components/points/formStyles';
import { Button } from '@/components/ui/Button';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { accelerateToPicker } from '@/features/iot/products';
import { useResource } from '@/features/data/useResource';

/** Acceleration: the current package with speed and validity, and the packages to buy. */
export default function AcceleratePage(_props: PageProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(0);
  const data = useResource(async () => {
    const [sim, list] = await Promise.all([getSimInfo(), getAccelerateList()]);
    return { sim, list };
  }, []);
  const current = data.data?.sim.accelerateOrder;
  const list = data.data?.list ?? [];
  const selected = chosen || list[0]?.id || 0;
  const product = list.find((item) => item.id === current?.accelerateId);
  return (
    <LoadState
      frame="block"
      data={data.data}
      loading={data.loading}
      error={data.error}
      onRetry={data.reload}
    >
      <AddonCard
        kind="accelerate"
        name={current?.accelerateName ?? ''}
        startAt={current?.startAt}
        endAt={current?.endAt}
        validTag={current?.validTag}
        speed={product?.speed}
      />
      <ProductPicker
        products={list.map(accelerateToPicker)}
        selectedId={selected}
        label={t('iotServices.addon.accProducts')}
        emptyText={t('iotServices.addon.noProducts')}
        onSelect={setChosen}
      />
      <ActionBar>
        <Button
          variant="primary"
          size="large"
          block
          round
          disabled={!selected}
          onClick={() => void nav.navigateTo(`/pages-sub/iot/accelerate/cashier?id=${selected}`)}
        >
          {t('iotServices.addon.buy')}
        </Button>
        <Button block onClick={() => void nav.navigateTo('/pages-sub/iot/accelerate/order')}>
          {t('iotServices.addon.accOrders')}
        </Button>
      </ActionBar>
    </LoadState>
  );
}
