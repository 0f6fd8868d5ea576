import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { getGoodsDetails, getNumberDetails } from '@/api/shop';
import { GoodsDetail } from '@/components/shop/GoodsDetail';
import { LoadState } from '@/components/ui/LoadState';
import { MainAction } from '@/components/ui/Button';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { useLayoutStore } from '@/stores/layout';
import { shopUrl } from '@/features/shop/links';
import { useResource } from '@/features/data/useResource';
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
  const data = useResource(async () => {
    const number = numberId > 0 ? await getNumberDetails(numberId) : null;
    const goodsId = Number(query.goodsId || number?.goodsId || 0);
    if (!goodsId) throw new Error('no package');
    return { number, goods: await getGoodsDetails(goodsId, promoCode) };
  }, [numberId, query.goodsId, promoCode]);
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
