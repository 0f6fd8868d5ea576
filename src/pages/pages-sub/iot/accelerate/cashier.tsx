import { useTranslation } from 'react-i18next';
import { createAccelerateOrder, getAccelerateList, getSimInfo } from '@/api/iot';
import { LoadState } from '@/components/iot-user/LoadState';
import { Empty } from '@/components/ui/Empty';
import type { PageProps } from '@/router/types';
import { AddonPurchase } from '../_shared/AddonPurchase';
import { queryId } from '../_shared/hooks';
import { accelerateToPicker } from '../_shared/products';
import { useRemote } from '../_shared/useRemote';

/** Pays for an acceleration package with balance (pay password) or online. */
export default function AccelerateCashierPage({ query }: PageProps) {
  const { t } = useTranslation();
  const id = queryId(query.id);
  const data = useRemote(async () => {
    const [sim, list] = await Promise.all([getSimInfo(), getAccelerateList()]);
    return { sim, product: list.find((item) => item.id === id) ?? null };
  }, [id]);
  const product = data.data?.product;
  return (
    <LoadState loading={data.loading} error={data.error} onRetry={data.reload}>
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
