import { useTranslation } from 'react-i18next';
import { createVipOrder, getSimInfo, getVipList } from '@/api/iot';
import { LoadState } from '@/components/ui/LoadState';
import { Empty } from '@/components/ui/Empty';
import type { PageProps } from '@/router/types';
import { AddonPurchase } from '@/features/iot/AddonPurchase';
import { queryId } from '@/features/iot/format';
import { vipToPicker } from '@/features/iot/products';
import { useResource } from '@/features/data/useResource';

/** Pays for a VIP membership with balance (pay password) or online; confirmed by the server. */
export default function VipPayPage({ query }: PageProps) {
  const { t } = useTranslation();
  const id = queryId(query.id);
  const data = useResource(async () => {
    const [sim, list] = await Promise.all([getSimInfo(), getVipList()]);
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
            product={vipToPicker(product)}
            balance={data.data.sim.balance ?? 0}
            needsPassword={!!data.data.sim.existPayPassword}
            create={(payType, payPassword) => createVipOrder({ vipId: id, payType, payPassword })}
            paidPath="/pages-sub/iot/user/vip"
          />
        ) : (
          <Empty description={t('iotServices.addon.notFound')} />
        ))}
    </LoadState>
  );
}
