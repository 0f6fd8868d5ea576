import { useTranslation } from 'react-i18next';
import { HomeSwiper } from '@/components/iot/home/HomeSwiper';
import { Menus } from '@/components/iot/home/Menus';
import { AddonCard } from '@/components/iotServices/user/AddonCard';
import { AssetPanel } from '@/components/iotServices/user/AssetPanel';
import { LoadState } from '@/components/ui/LoadState';
import { UserHeader } from '@/components/iotServices/user/UserHeader';
import { nav } from '@/router/nav';
import type { PageProps } from '@/router/types';
import { useImageResolver } from '@/features/iot/images';
import { openLayoutMenu, openLink, userServiceMenus } from '@/features/iot/menus';
import { accelerateAddon, vipAddon } from '@/features/iot/products';
import { useSim } from '@/features/data/sim';
import { LanguageChoice } from '@/features/shell/language';

const DEFAULT_ELEMENTS = ['asset', 'vip', 'service'];

/** The card owner's centre: assets, VIP and acceleration, carousels and services from the layout. */
export default function UserCentrePage(_props: PageProps) {
  const { t } = useTranslation();
  const image = useImageResolver();
  const sim = useSim();
  const info = sim.data;
  const user = info?.simLayout?.user;
  const elements = user?.elements?.length
    ? user.elements.filter((item) => item.switch).map((item) => item.key)
    : DEFAULT_ELEMENTS;
  const services = userServiceMenus(user?.service, (key) => t(`iotServices.user.services.${key}`));

  return (
    <>
      <LoadState
        frame="block"
        loading={sim.loading && !info}
        error={sim.error}
        onRetry={sim.reload}
      >
        {info && (
          <>
            <UserHeader
              number={info.sourceType === 2 && info.deviceNo ? info.deviceNo : info.simNo}
              isDevice={info.sourceType === 2}
              avatar={image(info.simLayout?.avatar ?? '')}
              vipName={info.vipOrder?.validTag === 1 ? info.vipOrder.vipName : ''}
              operatorName={info.operatorTypeName}
            />
            {elements.map((key) => {
              if (key === 'asset')
                return (
                  <AssetPanel
                    key={key}
                    balance={info.balance ?? 0}
                    integral={info.integral ?? 0}
                    couponCoin={info.couponCoin ?? 0}
                    onBalance={() => void nav.navigateTo('/pages-sub/iot/user/asset')}
                    onPoints={() => void nav.navigateTo('/pages-sub/iot/integralLog/index')}
                    onCoins={() => void nav.navigateTo('/pages-sub/iot/couponExchange/index')}
                  />
                );
              if (key === 'vip')
                return (
                  <div key={key}>
                    <AddonCard
                      {...vipAddon(info.vipOrder)}
                      onBuy={() => void nav.navigateTo('/pages-sub/iot/user/vip')}
                    />
                    <AddonCard
                      {...accelerateAddon(info.accelerateOrder)}
                      onBuy={() => void nav.navigateTo('/pages-sub/iot/accelerate/index')}
                    />
                  </div>
                );
              if (key === 'service')
                return (
                  <Menus
                    key={key}
                    title={t('iotServices.user.service')}
                    menus={services}
                    maxMenuTimes={user?.maxMenuTimes}
                    onSelect={(menu) => void openLayoutMenu(menu)}
                    onMore={() => void nav.navigateTo('/pages-sub/iot/user/moreMenu')}
                  />
                );
              return null;
            })}
            <HomeSwiper
              carousels={user?.carousels}
              resolveImage={image}
              onSelect={(item) => void openLink(item.link, item.title)}
            />
          </>
        )}
      </LoadState>
      {/* Last, as on the shop's Mine, and there whatever the card's information does. */}
      <LanguageChoice />
    </>
  );
}
