import { useEffect, useState } from 'react';
import {
  getIntegralShopGoodsDetails,
  getSimAddressList,
  getSimInfo,
  repayShopOrder,
} from '@/api/iot';
import { buyShopGoodsWithPassword } from '@/api/iotServices';
import type { PayResult, PointsOrder } from '@/api/types';
import { PaymentSheets } from '@/components/iot/PaymentSheets';
import { LoadState } from '@/components/iot-user/LoadState';
import { CheckoutPanel } from '@/components/points/CheckoutPanel';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { useMiniUserStore } from '@/stores/miniUser';
import { resetPayment, startPayment, usePaymentSheets } from '@/stores/payment';
import { afterOverlaysClose, queryId, useImageResolver } from '../_shared/hooks';
import { useCheckoutSelection } from '../_shared/selection';
import { usePending, useRemote } from '../_shared/useRemote';

const PAGE = '/pages-sub/iot/integralShop/payment';

/** Order confirmation: quantity, address or pick-up point, points total, pay password. */
export default function PointsPaymentPage({ query }: PageProps) {
  const goodsId = queryId(query.goodsId);
  const image = useImageResolver();
  const [quantity, setQuantity] = useState(1);
  const chosenAddressId = useMiniUserStore((state) => state.iotSimAddressId);
  const store = useCheckoutSelection((state) => state.stores[goodsId] ?? null);
  const sheets = usePaymentSheets();
  const { pending, run } = usePending();
  const remote = useRemote(async () => {
    const [goods, addresses, sim] = await Promise.all([
      getIntegralShopGoodsDetails(goodsId),
      getSimAddressList(),
      getSimInfo(),
    ]);
    return { goods, addresses, sim };
  }, [goodsId]);
  useEffect(() => () => resetPayment(), []);

  const data = remote.data;
  const address = data
    ? (data.addresses.find((item) => item.id === chosenAddressId) ??
      data.addresses.find((item) => item.isDefault) ??
      data.addresses[0] ??
      null)
    : null;

  const submit = () =>
    run(async () => {
      if (!data) return;
      const placed: { order: PointsOrder | null } = { order: null };
      const outcome = await startPayment({
        payType: 'balance',
        amount: Math.round(data.goods.money * quantity * 100) / 100,
        needsPassword: !!data.sim.existPayPassword,
        create: async (payPassword): Promise<PayResult> => {
          placed.order ??= await buyShopGoodsWithPassword({
            goodsId,
            quantity,
            addressId: data.goods.deliveryType === 1 ? address?.id : undefined,
            storeId: data.goods.deliveryType === 2 ? store?.id : undefined,
            payPassword,
          });
          // Points are spent with the order; a cash part is paid at the cashier afterwards.
          const order = placed.order;
          if (order.money > 0) return repayShopOrder({ id: order.id, payType: 'wechat' });
          return { orderSn: order.orderSn, paid: true, payMoney: 0, payUrl: '' };
        },
      });
      if (placed.order) {
        const { id } = placed.order;
        await afterOverlaysClose();
        await nav.redirectTo(
          `/pages-sub/iot/integralShop/order/details?id=${id}${outcome === 'paid' ? '&placed=1' : ''}`,
        );
      }
    });

  return (
    <LoadState loading={remote.loading} error={remote.error} onRetry={remote.reload}>
      {data && (
        <>
          <CheckoutPanel
            goods={data.goods}
            quantity={quantity}
            integral={data.sim.integral ?? 0}
            address={address}
            store={store}
            resolveImage={image}
            submitting={pending}
            onQuantity={setQuantity}
            onPickAddress={() => {
              useMiniUserStore.getState().setSelectAddressBackPath(`${PAGE}?goodsId=${goodsId}`);
              void nav.navigateTo('/pages-sub/iot/integralShop/address/index?select=1');
            }}
            onPickStore={() =>
              void nav.navigateTo(`/pages-sub/iot/integralShop/storePoint?goodsId=${goodsId}`)
            }
            onSubmit={() => void submit()}
          />
          <PaymentSheets {...sheets} />
        </>
      )}
    </LoadState>
  );
}
