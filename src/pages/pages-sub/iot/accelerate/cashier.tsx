import type { PageProps } from '@/router/types';
import * as iot from '@/api/declarations/iot';
import { queryOf } from '@/features/data/query';
import { AddonCashier } from '@/features/iot/AddonPurchase';
import { queryId } from '@/features/iot/format';
import { accelerateToPicker } from '@/features/iot/products';
import { accelerateOrder } from '@/features/data/cardOrders';

/** Pays for an acceleration package with balance (pay password) or online. */
export default function AccelerateCashierPage({ query }: PageProps) {
  const id = queryId(query.id);
  return (
    <AddonCashier
      id={id}
      products={queryOf(iot.getAccelerateList)}
      toPicker={accelerateToPicker}
      create={accelerateOrder(id)}
      paidPath="/pages-sub/iot/accelerate/order"
    />
  );
}
