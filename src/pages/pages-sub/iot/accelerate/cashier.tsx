import type { PageProps } from '@/router/types';
import { AddonCashier } from '@/features/iot/AddonPurchase';
import { queryId } from '@/features/iot/format';
import { accelerateToPicker } from '@/features/iot/products';
import { accelerateOrder } from '@/features/data/cardOrders';
import { loadAccelerateProducts } from '@/features/data/iotAddons';

/** Pays for an acceleration package with balance (pay password) or online. */
export default function AccelerateCashierPage({ query }: PageProps) {
  const id = queryId(query.id);
  return (
    <AddonCashier
      id={id}
      loadList={loadAccelerateProducts}
      toPicker={accelerateToPicker}
      create={accelerateOrder(id)}
      paidPath="/pages-sub/iot/accelerate/order"
    />
  );
}
