import { call } from '@/api/call';
import { useState } from 'react';
import * as points from '@/api/declarations/points';
import * as iot from '@/api/declarations/iot';
import { composedQuery, missingQuery } from '@/features/data/query';
import { IncompleteLink } from '@/components/ui/IncompleteLink';
import { useTranslation } from 'react-i18next';
import { ApiCode, isApiError } from '@/api/errors';
import { trackOrder } from '@/api/tracking';
import { PaymentKeyboard } from '@/components/iot/home/PaymentKeyboard';
import { LoadState } from '@/components/ui/LoadState';
import { CheckoutPanel } from '@/components/iotServices/points/CheckoutPanel';
import { i18next } from '@/i18n';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { SIM_KEY } from '@/features/data/sim';
import { feedback } from '@/stores/feedback';
import { useMiniUserStore } from '@/stores/miniUser';
import { afterOverlaysClose } from '@/components/ui/overlayHistory';
import { queryId } from '@/features/iot/format';
import { useImageResolver } from '@/features/iot/images';
import { useCheckoutSelection } from '@/stores/checkoutSelection';
import { useMutation } from '@/features/data/useMutation';
import { fetchSim } from '@/features/data/sim';
import { useResource, loadStateOf } from '@/features/data/useResource';

const PAGE = '/pages-sub/iot/integralShop/payment';

/**
 * Order confirmation: quantity, address or pick-up point, points total. Points are spent with the
 * pay password when the order is placed; a cash part is then paid at the cashier.
 */
export default function PointsPaymentPage({ query }: PageProps) {
  const { t } = useTranslation();
  const goodsId = queryId(query.goodsId);
  const image = useImageResolver();
  const [quantity, setQuantity] = useState(1);
  const [asking, setAsking] = useState(false);
  const [wrong, setWrong] = useState(false);
  const chosenAddressId = useMiniUserStore((state) => state.iotSimAddressId);
  const store = useCheckoutSelection((state) => state.stores[goodsId] ?? null);
  const { pending, mutate } = useMutation();
  const remote = useResource(
    // Without the product there is nothing to ask the server: the link is incomplete.
    goodsId
      ? composedQuery(
          'integralShop/payment',
          [points.getIntegralShopGoodsDetails, points.getSimAddressList, iot.getSimInfo],
          goodsId,
          async () => {
            const [goods, addresses, sim] = await Promise.all([
              call(points.getIntegralShopGoodsDetails, { id: goodsId }),
              call(points.getSimAddressList),
              fetchSim(),
            ]);
            return { goods, addresses, sim };
          },
        )
      : missingQuery('no goods'),
  );

  const data = remote.data;
  const address = data
    ? (data.addresses.find((item) => item.id === chosenAddressId) ??
      data.addresses.find((item) => item.isDefault) ??
      data.addresses[0] ??
      null)
    : null;

  const place = (payPassword?: string) =>
    mutate(
      async () => {
        if (!data) return;
        try {
          const order = await call(points.buyShopGoods, {
            goodsId,
            quantity,
            addressId: data.goods.deliveryType === 1 ? address?.id : undefined,
            storeId: data.goods.deliveryType === 2 ? store?.id : undefined,
            payPassword,
          });
          setAsking(false);
          trackOrder('points', order.orderSn, window.location.hash);
          feedback.toast(String(i18next.t('iotServices.checkout.placed')), { kind: 'success' });
          await afterOverlaysClose();
          await nav.redirectTo(
            order.money > 0
              ? `/pages-sub/iot/integralShop/cashier?id=${order.id}`
              : `/pages-sub/iot/integralShop/order/details?id=${order.id}`,
          );
        } catch (error) {
          // 41001 asks for the pay password, 41002 says it was wrong; both are ours to show.
          if (isApiError(error) && error.code === ApiCode.callerHandled1) {
            setWrong(false);
            setAsking(true);
          } else if (isApiError(error) && error.code === ApiCode.callerHandled2) {
            setWrong(true);
            setAsking(true);
          }
        }
      },
      { invalidates: [SIM_KEY] },
    );

  const submit = () => {
    if (data?.sim.existPayPassword) {
      setWrong(false);
      setAsking(true);
    } else void place();
  };

  if (!goodsId) {
    return (
      <IncompleteLink
        actionLabel={t('iotServices.orders.goShop')}
        onAction={() => void nav.redirectTo('/pages-sub/iot/integralShop/index')}
      />
    );
  }
  return (
    <LoadState {...loadStateOf(remote)} frame="block">
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
            onSubmit={submit}
          />
          <PaymentKeyboard
            open={asking}
            title={t('iotServices.checkout.payPasswordTitle')}
            error={wrong ? t('iotServices.checkout.wrongPassword') : null}
            verifying={pending}
            onComplete={(password) => void place(password)}
            onClose={() => setAsking(false)}
          />
        </>
      )}
    </LoadState>
  );
}
