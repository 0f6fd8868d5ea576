import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@/api/call';
import * as shop from '@/api/declarations/shop';
import { HoldCard } from '@/components/shop/HoldCard';
import { LoadState } from '@/components/ui/LoadState';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { useLayoutStore } from '@/stores/layout';
import { loadStateOf, useResource } from '@/features/data/useResource';
import { composedQuery, missingQuery, queryOf } from '@/features/data/query';
import { useNumberHold } from '@/features/shop/numberHold';
import { localOperator } from '@/features/shop/operators';
import { OrderFlow } from '@/features/shop/OrderFlow';
import { useMutation } from '@/features/data/useMutation';

/** The fast-number order form: the number is held on arrival, then ordered in one step. */
export default function FastNumberFormPage({ query }: PageProps) {
  const { t } = useTranslation();
  const numberId = Number(query.numberId ?? 0);
  // Releasing changes the number's hold.
  const release = useMutation(shop.releaseNumber, {
    invalidates: [queryOf(shop.getNumberDetails, { id: numberId })],
  });
  const promoCode = useLayoutStore((s) => s.promoCode);
  const hold = useNumberHold(numberId);
  const asked = useRef(false);
  // The number, then the goods it is sold with.
  const data = useResource(
    numberId
      ? composedQuery(
          'goods/fastNumber/formSubmit',
          [shop.getNumberDetails, shop.getGoodsDetails],
          { numberId, promoCode },
          async () => {
            const number = await call(shop.getNumberDetails, { id: numberId });
            if (number.goodsId === undefined) throw new Error('no goods');
            const goods = await call(shop.getGoodsDetails, { id: number.goodsId, promoCode });
            return { number, goods };
          },
        )
      : missingQuery<never>('no number'),
  );

  useEffect(() => {
    const number = data.data?.number;
    if (!number || asked.current) return;
    asked.current = true;
    // Not held yet: on 32001 the client's dialog takes the shopper back to the number group.
    if (number.reservedUntil) hold.setHeldUntil(number.reservedUntil);
    else void hold.reserve();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.data]);

  return (
    <LoadState {...loadStateOf(data)} notFound={!(numberId > 0)}>
      {(value) => (
        <>
          <HoldCard
            number={localOperator(value.number, t)}
            {...hold.card}
            onRelease={() => {
              hold.setBusy(true);
              release.mutate({ numberId }).then(
                () => {
                  feedback.toast(t('shop.pretty.released'));
                  void nav.navigateBack();
                },
                () => hold.setBusy(false),
              );
            }}
            onContinue={() => document.getElementById('order-form-title')?.scrollIntoView()}
          />
          {hold.heldUntil && (
            <OrderFlow
              goods={value.goods}
              numberId={value.number.id}
              chosenNumber={value.number.mobile}
            />
          )}
        </>
      )}
    </LoadState>
  );
}
