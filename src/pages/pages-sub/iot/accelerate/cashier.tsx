import { useTranslation } from 'react-i18next';
import { createAccelerateOrder, getAccelerateList, getSimInfo } from '@/api/iot';
import { LoadState } from '@/components/ui/LoadState';
import { Empty } from '@/components/ui/Empty';
import type { PageProps } from '@/router/types';
import { AddonPurchase } from '@/features/iot/AddonPurchase';
import { queryId } from '@/features/iot/format';
import { accelerateToPicker } from '@/features/iot/products';
import { useResource } from '@/features/data/useResource';

/** Pays for an acceleration package with balance (pay password) or online. */
export default function AccelerateCashierPage({ query }: PageProps) {
  const { t } = useTranslation();
  const id = queryId(query.id);
  const data = useResource(async () => {
    const [sim, list] = await Promise.all([getSimInfo(), getAccelerateList()]);
    return { sim, product: list.find((item) => item.id === id) ?? null };
  }, [id]);
  const product = data.data?.product;
  return (
    <LoadState
      frame="block"
      data={data.data}
      loading={data.loading}
      error={data.error}
      onRetry={data.reload}
    >
      {data.data &&
        (product ? (
          <AddonPurchase
            product={accelerateToPicker(product)}
            balance={data.data.sim.balance ?? 0}
            needsPassword={!!data.data.sim.existPayPassword}
            create={(payType, payPassword) =>
              createAccelerateOrder({ accelerateId: id, payType, payPassword })
            }
            paidPath="/pages-sub/iot/accelerate/order"
          />
        ) : (
          <Empty description={t('iotServices.addon.notFound')} />
        ))}
    </LoadState>
  );
}
