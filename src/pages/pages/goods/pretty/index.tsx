import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as shop from '@/api/declarations/shop';
import { HoldCard } from '@/components/shop/HoldCard';
import { LoadState } from '@/components/ui/LoadState';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { feedback } from '@/stores/feedback';
import { openPage, shopUrl } from '@/features/shop/links';
import { loadStateOf } from '@/features/data/useResource';
import { useNumberDetails, useNumberHold } from '@/features/shop/numberHold';
import { localOperator } from '@/features/shop/operators';
import { useMutation } from '@/features/data/useMutation';
import { queryOf } from '@/features/data/query';

const Links = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** Number reservation: hold a number for a while, see how long it is held, release it. */
export default function NumberReservationPage({ query }: PageProps) {
  const { t } = useTranslation();
  const numberId = Number(query.numberId ?? 0);
  const number = useNumberDetails(numberId);
  const loaded = number.data;
  const hold = useNumberHold(loaded?.id ?? numberId, {
    heldOnServer: loaded?.reservedUntil,
    onReserved: () => feedback.toast(t('shop.pretty.reserved'), { kind: 'success' }),
  });
  const until = hold.heldUntil;
  // Releasing changes the number's details (no longer held).
  const releasing = useMutation(shop.releaseNumber, {
    invalidates: [queryOf(shop.getNumberDetails, { id: loaded?.id ?? numberId })],
  });
  const goodsId = query.goodsId || String(loaded?.goodsId ?? '');

  const release = async () => {
    if (!loaded) return;
    hold.setBusy(true);
    try {
      await releasing.mutate({ numberId: loaded.id });
      hold.setHeldUntil('');
      feedback.toast(t('shop.pretty.released'));
    } catch {
      // told by the client
    } finally {
      hold.setBusy(false);
    }
  };

  return (
    <LoadState {...loadStateOf(number)} notFound={!(numberId > 0)}>
      {(item) => (
        <>
          <HoldCard
            number={localOperator(item, t)}
            {...hold.card}
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
