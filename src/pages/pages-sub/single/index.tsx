import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as shop from '@/api/declarations/shop';
import { usePageTitle } from '@/features/shell/pageTitle';
import { Banner } from '@/components/shop/Banner';
import { GoodsCard } from '@/components/shop/GoodsCard';
import { LoadState } from '@/components/ui/LoadState';
import { Card } from '@/components/shop/parts';
import { Button } from '@/components/ui/Button';
import { Popup } from '@/components/ui/Popup';
import { SingleFoot, SingleGoodsList, SinglePopupContent } from '@/components/shop/SinglePage';
import { RichText } from '@/components/ui/RichText';
import { resolveImage } from '@/lib/image';
import type { PageProps } from '@/router/types';
import { useBaseConfig } from '@/features/data/baseConfig';
import { useLayoutStore } from '@/stores/layout';
import { openPage } from '@/features/shop/links';
import { missingQuery, queryOf } from '@/features/data/query';
import { useResource } from '@/features/data/useResource';
import { localOperator } from '@/features/shop/operators';

/** The featured single page: the shop index while a single-page code is set. */
export default function SinglePage({ query }: PageProps) {
  const { t } = useTranslation();
  const storedCode = useLayoutStore((s) => s.pageCode);
  const promoCode = useLayoutStore((s) => s.promoCode);
  const domain = useBaseConfig()?.domain;
  const pageCode = query.pageCode || storedCode;
  const prevent = useLayoutStore((s) => s.singlePopupPrevent);
  const [popupOpen, setPopupOpen] = useState(false);

  useEffect(() => {
    if (query.pageCode) useLayoutStore.getState().setPageCode(query.pageCode);
  }, [query.pageCode]);

  const info = useResource(
    pageCode ? queryOf(shop.getSinglePageInfo, { pageCode, promoCode }) : missingQuery('no code'),
  );
  usePageTitle(info.data?.title);

  useEffect(() => {
    if (info.data?.popupImage && !prevent) setPopupOpen(true);
  }, [info.data, prevent]);

  const closePopup = () => {
    setPopupOpen(false);
    useLayoutStore.getState().setSinglePopupPrevent(true);
  };

  const page = info.data;
  return (
    <LoadState loading={info.loading && !page} error={info.error} onRetry={info.reload}>
      {page && (
        <>
          <Banner
            label={t('shop.home.carousel')}
            slides={[{ image: resolveImage(page.banner, { domain }), title: page.title, link: '' }]}
            onOpen={() => undefined}
          />
          <Card>
            <RichText html={page.content} label={page.title} />
          </Card>
          <SingleGoodsList>
            {page.goods.map((goods) => (
              <GoodsCard
                key={goods.id}
                goods={localOperator(goods, t)}
                onSelect={(id) => void openPage('/pages/goods/index', { goodsId: String(id) })}
              />
            ))}
          </SingleGoodsList>
          <SingleFoot>
            <Button
              block
              round
              onClick={() => {
                // Leaving the featured page for the full shop drops the single-page code.
                useLayoutStore.getState().setPageCode('');
                void openPage('/pages/index/index');
              }}
            >
              {t('shop.single.allGoods')}
            </Button>
          </SingleFoot>
          <Popup open={popupOpen} onClose={closePopup} title={page.title}>
            <SinglePopupContent
              picture={resolveImage(page.popupImage, { domain })}
              okLabel={t('shop.single.popupOk')}
              onOk={closePopup}
            />
          </Popup>
        </>
      )}
    </LoadState>
  );
}
