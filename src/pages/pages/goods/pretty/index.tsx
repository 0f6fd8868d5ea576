import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { getNumberDetails, releaseNumber, reserveNumber } from '@/api/shop';
import { serverOffset } from '@/api/serverTime';
import { HoldCard } from '@/components/shop/HoldCard';
import { LoadState } from '@/components/ui/LoadState';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { openPage, shopUrl } from '@/features/shop/links';
import { useResource } from '@/features/data/useResource';
import { localOperator } from '@/features/shop/operators';

const Links = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** Number reservation: hold a number for a while, see how long it is held, release it. */
export default function NumberReservationPage({ query }: PageProps) {
  const { t } = useTranslation();
  const numberId = Number(query.numberId ?? 0);
  const number = useResource(
    () => (numberId > 0 ? getNumberDetails(numberId) : Promise.reject(new Error('no number'))),
    [numberId],
  );
  const [busy, setBusy] = useState(false);
  const [heldUntil, setHeldUntil] = useState<string | null>(null);
  const item = number.data;
  const until = heldUntil ?? item?.reservedUntil ?? '';
  const goodsId = query.goodsId || String(item?.goodsId ?? '');

  const reserve = async () => {
    if (!item) return;
    setBusy(true);
    try {
      const held = await reserveNumber(item.id);
      setHeldUntil(held.reservedUntil);
      feedback.toast(t('shop.pretty.reserved'), { kind: 'success' });
    } catch {
      // 32001 and other failures are explained by the client's dialog or toast
    } finally {
      setBusy(false);
    }
  };

  const release = async () => {
    if (!item) return;
    setBusy(true);
    try {
      await releaseNumber(item.id);
      setHeldUntil('');
      feedback.toast(t('shop.pretty.released'));
    } catch {
      // told by the client
    } finally {
      setBusy(false);
    }
  };

  return (
    <LoadState
      notFound={!(numberId > 0)}
      loading={number.loading && !item}
      error={number.error}
      onRetry={number.reload}
    >
      {item && (
        <>
          <HoldCard
            number={localOperator(item, t)}
            heldUntil={until}
            serverOffsetMs={serverOffset()}
            onExpire={() => {
              setHeldUntil('');
              feedback.toast(t('shop.pretty.expired'));
            }}
            busy={busy}
            onReserve={() => void reserve()}
            onRelease={() => void release()}
            onContinue={() =>
              void nav.navigateTo(
                shopUrl('/pages/goods/index', { goodsId, numberId: String(item.id) }),
              )
            }
          />
          <Links>
            <CellGroup inset>
              <Cell
                title={t('shop.titles.prettyPackage')}
                isLink
                onClick={() =>
                  void openPage('/pages/goods/pretty/package', {
                    numberId: String(item.id),
                    goodsId,
                  })
                }
              />
              {until && (
                <Cell
                  title={t('shop.titles.prettyComment')}
                  isLink
                  onClick={() =>
                    void openPage('/pages/goods/pretty/comment', { numberId: String(item.id) })
                  }
                />
              )}
            </CellGroup>
          </Links>
        </>
      )}
    </LoadState>
  );
}
