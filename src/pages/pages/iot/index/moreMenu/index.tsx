import { useTranslation } from 'react-i18next';
import type { SimLayoutMenu } from '@/api/types';
import { Menus } from '@/components/iot/home/Menus';
import { Empty } from '@/components/ui/Empty';
import { resolveImage } from '@/lib/image';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { useBaseConfig } from '@/features/data/baseConfig';
import { feedback } from '@/stores/feedback';
import { useIotStore } from '@/stores/iot';
import { useLayoutStore } from '@/stores/layout';
import { Column, IotPage } from '@/features/iot/layout';
import { isPreviewSim, menuOpensInPreview } from '@/features/iot/card';
import { useSim } from '@/features/data/sim';

/** Every menu of the card's layout, without the "more" cut-off of the home. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const sim = useSim().data ?? null;
  const simNo = useIotStore((state) => state.simNo);
  const domain = useBaseConfig()?.domain ?? '';
  const promoCode = useLayoutStore((state) => state.promoCode) || sim?.promoCode;
  const menus = (sim?.simLayout?.menus ?? []).filter((menu) => menu.switch !== false);
  const open = (menu: SimLayoutMenu) => {
    if (isPreviewSim(simNo) && !menuOpensInPreview(menu)) {
      feedback.toast(t('iot.home.previewBlocked'));
      return;
    }
    void nav.openMenu(menu, { promoCode, simNo });
  };
  return (
    <IotPage query={query}>
      <Column>
        {menus.length ? (
          <Menus
            menus={menus}
            maxMenuTimes={menus.length}
            title={t('iot.titles.moreMenu')}
            resolveIcon={(path) =>
              resolveImage(path, { domain, shopLayoutDomain: sim?.simShopLayout?.domain })
            }
            onSelect={open}
            onMore={() => undefined}
          />
        ) : (
          <Empty description={t('iot.moreMenu.empty')} />
        )}
      </Column>
    </IotPage>
  );
}
