import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as shop from '@/api/declarations/shop';
import type { NumberItem } from '@/api/types';
import { usePageTitle } from '@/features/shell/pageTitle';
import { GoodsDetail } from '@/components/shop/GoodsDetail';
import { LoadState } from '@/components/ui/LoadState';
import { Button } from '@/components/ui/Button';
import type { PageProps } from '@/router/types';
import { useLayoutStore } from '@/stores/layout';
import { openPage } from '@/features/shop/links';
import { useResource } from '@/features/data/useResource';
import { composedQuery, missingQuery, queryOf } from '@/features/data/query';
import { localOperator } from '@/features/shop/operators';
import { OrderFlow } from '@/features/shop/OrderFlow';
import { prefetchRichText } from '@/components/ui/RichText';

// The goods' description is rich text: its sanitiser comes with this page's code, not after the
// details, so the order form under it does not move down when it shows.
prefetchRichText();

const Choose = styled.div`
  padding: 0 ${({ theme }) => theme.space.md};
`;

/** Goods ordered without a number chosen first: no number to read. */
const NO_NUMBER = composedQuery<NumberItem | null>('goods/noNumber', [], undefined, () =>
  Promise.resolve(null),
);

/** Modes in which the shopper picks the number before ordering. */
const CHOOSE_MODES = new Set([1, 5, 6]);

/** Goods detail with its package and the order form. */
export default function GoodsPage({ query }: PageProps) {
  const { t } = useTranslation();
  const goodsId = Number(query.goodsId ?? query.id ?? 0);
  const numberId = Number(query.numberId ?? 0);
  const promoCode = useLayoutStore((s) => s.promoCode);
  const goods = useResource(
    goodsId > 0 ? queryOf(shop.getGoodsDetails, { id: goodsId, promoCode }) : missingQuery('no id'),
  );
  const number = useResource(
    numberId > 0 ? queryOf(shop.getNumberDetails, { id: numberId }) : NO_NUMBER,
  );
  usePageTitle(goods.data?.name);
  const item = goods.data;
  const held = number.data?.reservedUntil ? number.data : null;

  return (
    <LoadState
      notFound={!(goodsId > 0)}
      loading={goods.loading && !item}
      error={goods.error}
      onRetry={goods.reload}
    >
      {item && (
        <>
          <GoodsDetail goods={localOperator(item, t)} />
          {CHOOSE_MODES.has(item.selectMode) && !held && (
            <Choose>
              <Button
                block
                round
                onClick={() =>
                  void openPage(
                    item.category === 3
                      ? '/pages/index/VanityNumber/index'
                      : '/pages/goods/general/index',
                    { goodsId: String(item.id) },
                  )
                }
              >
                {t('shop.goods.chooseNumber')}
              </Button>
            </Choose>
          )}
          <OrderFlow goods={item} numberId={held ? held.id : 0} chosenNumber={held?.mobile ?? ''} />
        </>
      )}
    </LoadState>
  );
}
