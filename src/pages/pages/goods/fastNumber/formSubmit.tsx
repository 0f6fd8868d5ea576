import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getGoodsDetails, getNumberDetails, releaseNumber, reserveNumber } from '@/api/shop';
import { serverOffset } from '@/api/serverTime';
import { HoldCard } from '@/components/shop/HoldCard';
import { LoadState } from '@/components/ui/LoadState';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { useLayoutStore } from '@/stores/layout';
import { useResource } from '@/features/data/useResource';
import { localOperator } from '@/features/shop/operators';
import { OrderFlow } from '@/features/shop/OrderFlow';

/** The fast-number order form: the number is held on arrival, then ordered in one step. */
export default function FastNumberFormPage({ query }: PageProps) {
  const { t } = useTranslation();
  const numberId = Number(query.numberId ?? 0);
  const promoCode = useLayoutStore((s) => s.promoCode);
  const [heldUntil, setHeldUntil] = useState('');
  const [busy, setBusy] = useState(false);
  const asked = useRef(false);
  const data = useResource(async () => {
    if (!numberId) throw new Error('no number');
    const number = await getNumberDetails(numberId);
    return { number, goods: await getGoodsDetails(number.goodsId, promoCode) };
  }, [numberId, promoCode]);

  const reserve = async () => {
    setBusy(true);
    try {
      const held = await reserveNumber(numberId);
      setHeldUntil(held.reservedUntil);
    } catch {
      // 32001: the client's dialog takes the shopper back to the number group
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    const number = data.data?.number;
    if (!number || asked.current) return;
    asked.current = true;
    if (number.reservedUntil) setHeldUntil(number.reservedUntil);
    else void reserve();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.data]);

  const value = data.data;
  return (
    <LoadState
      notFound={!(numberId > 0)}
      loading={data.loading && !value}
      error={data.error}
      onRetry={data.reload}
    >
      {value && (
        <>
          <HoldCard
            number={localOperator(value.number, t)}
            heldUntil={heldUntil}
            serverOffsetMs={serverOffset()}
            onExpire={() => {
              setHeldUntil('');
              feedback.toast(t('shop.pretty.expired'));
            }}
            busy={busy}
            onReserve={() => void reserve()}
            onRelease={() => {
              setBusy(true);
              releaseNumber(numberId).then(
                () => {
                  feedback.toast(t('shop.pretty.released'));
                  void nav.navigateBack();
                },
                () => setBusy(false),
              );
            }}
            onContinue={() => document.getElementById('order-form-title')?.scrollIntoView()}
          />
          {heldUntil && (
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
