import { call } from '@/api/call';
import { useState } from 'react';
import * as iot from '@/api/declarations/iot';
import { composedQuery } from '@/features/data/query';
import { useTranslation } from 'react-i18next';
import type { CouponExchangeItem } from '@/api/types';
import { ExchangeList } from '@/components/iotServices/user/ExchangeList';
import { LoadState } from '@/components/ui/LoadState';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import { i18next } from '@/i18n';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { confirmAction } from '@/features/iot/confirm';
import { fetchSim } from '@/features/data/sim';
import { useResource, loadStateOf } from '@/features/data/useResource';
import { useMutation } from '@/features/data/useMutation';
import { SIM_KEY } from '@/features/data/sim';

/** Exchange coupon coins for package coupons; the coupon then shows when buying a package. */
export default function CouponExchangePage(_props: PageProps) {
  const { t } = useTranslation();
  const exchangeCoupon = useMutation(iot.exchangeCoupon, { invalidates: [SIM_KEY] });
  const [exchanging, setExchanging] = useState(0);
  const data = useResource(
    composedQuery(
      'couponExchange/coinsAndItems',
      [iot.getSimInfo, iot.getCouponExchangeList],
      undefined,
      async () => {
        const [sim, items] = await Promise.all([fetchSim(), call(iot.getCouponExchangeList)]);
        return { coins: sim.couponCoin ?? 0, items };
      },
    ),
  );

  const exchange = async (item: CouponExchangeItem) => {
    if (exchanging) return;
    const ok = await confirmAction(
      t('iotServices.coupon.confirm', { count: item.coin, name: item.name }),
      t('iotServices.coupon.exchange'),
    );
    if (!ok) return;
    setExchanging(item.id);
    try {
      await exchangeCoupon.mutate({ itemId: item.id });
      feedback.toast(String(i18next.t('iotServices.coupon.done', { name: item.name })), {
        kind: 'success',
      });
      await data.reload();
    } catch {
      // The API client told the user why (not enough coins, sold out).
    } finally {
      setExchanging(0);
    }
  };

  return (
    <LoadState {...loadStateOf(data)} frame="block">
      {data.data && (
        <>
          <CellGroup inset>
            <Cell
              title={t('iotServices.coupon.myCoins')}
              value={String(data.data.coins)}
              label={t('iotServices.coupon.coinLog')}
              isLink
              onClick={() => void nav.navigateTo('/pages-sub/iot/couponExchange/order')}
            />
          </CellGroup>
          <ExchangeList
            items={data.data.items}
            coins={data.data.coins}
            exchangingId={exchanging}
            onExchange={(item) => void exchange(item)}
          />
        </>
      )}
    </LoadState>
  );
}
