import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { getSinglePageInfo } from '@/api/shop';
import { usePageTitle } from '@/features/shell/pageTitle';
import { Banner } from '@/components/shop/Banner';
import { GoodsCard } from '@/components/shop/GoodsCard';
import { LoadState } from '@/components/ui/LoadState';
import { Card } from '@/components/shop/parts';
import { Button } from '@/components/ui/Button';
import { Popup } from '@/components/ui/Popup';
import { RichText } from '@/components/ui/RichText';
import { resolveImage } from '@/lib/image';
import type { PageProps } from '@/router/types';
import { useBaseConfig } from '@/features/data/baseConfig';
import { useLayoutStore } from '@/stores/layout';
import { openPage } from '@/features/shop/links';
import { useResource } from '@/features/data/useResource';
import { localOperator } from '@/features/shop/operators';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;

const PopupBody = styled.div`
  padding: ${({ theme }) => theme.space.md};
`;

/** The popup's picture; a background so a picture that fails to load leaves no broken icon. */
const PopupPicture = styled.div<{ $src: string }>`
  height: 10rem;
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft} center / cover no-repeat;
  background-image: url('${({ $src }) => $src}');
`;

const Foot = styled.div`
  padding: ${({ theme }) => theme.space.md};
`;

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
    () =>
      pageCode ? getSinglePageInfo(pageCode, promoCode) : Promise.reject(new Error('no code')),
    [pageCode, promoCode],
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
          <List>
            {page.goods.map((goods) => (
              <GoodsCard
                key={goods.id}
                goods={localOperator(goods, t)}
                onSelect={(id) => void openPage('/pages/goods/index', { goodsId: String(id) })}
              />
            ))}
          </List>
          <Foot>
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
          </Foot>
          <Popup open={popupOpen} onClose={closePopup} title={page.title}>
            <PopupBody>
              <PopupPicture aria-hidden="true" $src={resolveImage(page.popupImage, { domain })} />
              <Button variant="primary" block round onClick={closePopup}>
                {t('shop.single.popupOk')}
              </Button>
            </PopupBody>
          </Popup>
        </>
      )}
    </LoadState>
  );
}
