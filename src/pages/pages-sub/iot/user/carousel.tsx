import { useTranslation } from 'react-i18next';
import { HomeSwiper } from '@/components/iot/home/HomeSwiper';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import { Empty } from '@/components/ui/Empty';
import type { PageProps } from '@/router/types';
import { CardInfoState } from '@/features/iot/CardInfo';
import { useSim } from '@/features/data/sim';
import { useImageResolver } from '@/features/iot/images';
import { openLink } from '@/features/iot/menus';

/** Every promotion of the user centre: the carousel, then each promotion as a row. */
export default function UserCarouselPage(_props: PageProps) {
  const { t } = useTranslation();
  const image = useImageResolver();
  const sim = useSim();
  const layout = sim.data?.simLayout;
  const carousels = layout?.user?.carousels?.length
    ? layout.user.carousels
    : (layout?.carousels ?? []);
  return (
    <CardInfoState card={sim}>
      {carousels.length ? (
        <>
          <HomeSwiper
            carousels={carousels}
            resolveImage={image}
            onSelect={(item) => void openLink(item.link, item.title)}
          />
          <CellGroup inset>
            {carousels.map((item, index) => (
              <Cell
                key={`${item.image}-${index}`}
                title={item.title || t('iotServices.user.promotion', { index: index + 1 })}
                isLink={!!item.link}
                onClick={item.link ? () => void openLink(item.link, item.title) : undefined}
              />
            ))}
          </CellGroup>
        </>
      ) : (
        <Empty description={t('iotServices.user.noPromotions')} />
      )}
    </CardInfoState>
  );
}
