import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getGoodsDetails, getNumberDetails } from '@/api/shop';
import { releaseNumber } from '@/api/shopOrder';
import { HoldCard } from '@/components/shop/HoldCard';
import { LoadState } from '@/components/ui/LoadState';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { useLayoutStore } from '@/stores/layout';
import { loadStateOf, useResource } from '@/features/data/useResource';
import { useNumberHold } from '@/features/shop/numberHold';
import { localOperator } from '@/features/shop/operators';
import { OrderFlow } from '@/features/shop/OrderFlow';
import { useMutation } from '@/features/data/useMutation';

/** The fast-number order form: the number is held on arrival, then ordered in one step. */
export default function FastNumberFormPage({ query }: PageProps) {
  const { t } = useTranslation();
  const { mutate } = useMutation();
  const numberId = Number(query.numberId ?? 0);
  const promoCode = useLayoutStore((s) => s.promoCode);
  const hold = useNumberHold(numberId);
  const asked = useRef(false);
  const data = useResource(async () => {
    if (!numberId) throw new Error('no number');
    const number = await getNumberDetails(numberId);
    if (number.goodsId === undefined) throw new Error('no goods');
    return { number, goods: await getGoodsDetails(number.goodsId, promoCode) };
  }, [numberId, promoCode]);

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
              mutate(() => releaseNumber(numberId)).then(
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
