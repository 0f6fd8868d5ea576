import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { call } from '@/api/call';
import * as shop from '@/api/declarations/shop';
import { GoodsDetail } from '@/components/shop/GoodsDetail';
import { LoadState } from '@/components/ui/LoadState';
import { MainAction } from '@/components/ui/Button';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { useLayoutStore } from '@/stores/layout';
import { shopUrl } from '@/features/shop/links';
import { useResource } from '@/features/data/useResource';
import { composedQuery } from '@/features/data/query';
import { localOperator } from '@/features/shop/operators';
import { prefetchRichText } from '@/components/ui/RichText';

// The package's description is rich text: its sanitiser comes with this page's code, not after
// the details, so the button under it does not move down when it shows.
prefetchRichText();

const Foot = styled.div`
  padding: ${({ theme }) => theme.space.md};
`;

/** The package a reserved number comes with. */
export default function NumberPackagePage({ query }: PageProps) {
  const { t } = useTranslation();
  const numberId = Number(query.numberId ?? 0);
  const promoCode = useLayoutStore((s) => s.promoCode);
  // The number (when the link names one), then the package: the link's, else the number's.
  const linkGoodsId = query.goodsId ?? '';
  const data = useResource(
    composedQuery(
      'goods/pretty/package',
      [shop.getNumberDetails, shop.getGoodsDetails],
      { numberId, goodsId: linkGoodsId, promoCode },
      async () => {
        const number = numberId > 0 ? await call(shop.getNumberDetails, { id: numberId }) : null;
        const goodsId = Number(linkGoodsId || number?.goodsId || 0);
        if (!goodsId) throw new Error('no package');
        return { number, goods: await call(shop.getGoodsDetails, { id: goodsId, promoCode }) };
      },
    ),
  );
  const value = data.data;
  return (
    <LoadState
      notFound={!(numberId > 0) && !(Number(query.goodsId) > 0)}
      loading={data.loading && !value}
      error={data.error}
      onRetry={data.reload}
    >
      {value && (
        <>
          <GoodsDetail goods={localOperator(value.goods, t)} />
          <Foot>
            <MainAction
              onClick={() =>
                void nav.navigateTo(
                  shopUrl(
                    value.number?.reservedUntil
                      ? '/pages/goods/index'
                      : '/pages/goods/pretty/index',
                    {
                      goodsId: String(value.goods.id),
                      numberId: value.number ? String(value.number.id) : '',
                    },
                  ),
                )
              }
            >
              {value.number?.reservedUntil ? t('shop.pretty.continue') : t('shop.pretty.reserve')}
            </MainAction>
          </Foot>
        </>
      )}
    </LoadState>
  );
}
