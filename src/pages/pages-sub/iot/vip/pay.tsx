import type { PageProps } from '@/router/types';
import * as iot from '@/api/declarations/iot';
import { queryOf } from '@/features/data/query';
import { AddonCashier } from '@/features/iot/AddonPurchase';
import { queryId } from '@/features/iot/format';
import { vipToPicker } from '@/features/iot/products';
import { vipOrder } from '@/features/data/cardOrders';

/** Pays for a VIP membership with balance (pay password) or online; confirmed by the server. */
export default function VipPayPage({ query }: PageProps) {
  const id = queryId(query.id);
  return (
    <AddonCashier
      id={id}
      products={queryOf(iot.getVipList)}
      toPicker={vipToPicker}
      create={vipOrder(id)}
      paidPath="/pages-sub/iot/user/vip"
    />
  );
}
