import { useTranslation } from 'react-i18next';
import * as iot from '@/api/declarations/iot';
import { queryOf } from '@/features/data/query';
import { AddonCard } from '@/components/iotServices/user/AddonCard';
import { ActionBar } from '@/components/ui/form/formStyles';
import { Button, MainAction } from '@/components/ui/Button';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { AddonShop } from '@/features/iot/AddonShop';
import { accelerateAddon, accelerateToPicker } from '@/features/iot/products';

/** Acceleration: the current package with speed and validity, and the packages to buy. */
export default function AcceleratePage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <AddonShop
      products={queryOf(iot.getAccelerateList)}
      toPicker={accelerateToPicker}
      pickerLabel={t('iotServices.addon.accProducts')}
      emptyText={t('iotServices.addon.noProducts')}
      current={({ sim, list }) => {
        const current = sim.accelerateOrder;
        const product = list.find((item) => item.id === current?.accelerateId);
        return <AddonCard {...accelerateAddon(current)} speed={product?.speed} />;
      }}
      actions={({ selected }) => (
        <ActionBar>
          <MainAction
            disabled={!selected}
            onClick={() => void nav.navigateTo(`/pages-sub/iot/accelerate/cashier?id=${selected}`)}
          >
            {t('iotServices.addon.buy')}
          </MainAction>
          <Button block onClick={() => void nav.navigateTo('/pages-sub/iot/accelerate/order')}>
            {t('iotServices.addon.accOrders')}
          </Button>
        </ActionBar>
      )}
    />
  );
}
