import { createAccelerateOrder } from '@/api/iot';
import type { PageProps } from '@/router/types';
import { AddonCashier } from '@/features/iot/AddonPurchase';
import { queryId } from '@/features/iot/format';
import { accelerateToPicker } from '@/features/iot/products';
import { loadAccelerateProducts } from '@/features/data/iotAddons';

/** Pays for an acceleration package with balance (pay password) or online. */
export default function AccelerateCashierPage({ query }: PageProps) {
  const id = queryId(query.id);
  return (
    <AddonCashier
      id={id}
      loadList={loadAccelerateProducts}
      toPicker={accelerateToPicker}
      create={(payType, payPassword) =>
        createAccelerateOrder({ accelerateId: id, payType, payPassword })
      }
      paidPath="/pages-sub/iot/accelerate/order"
    />
  );
}
