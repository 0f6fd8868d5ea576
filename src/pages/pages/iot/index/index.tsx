import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@/api/call';
import * as iot from '@/api/declarations/iot';
import { serverNow } from '@/api/serverTime';
import type { CarouselItem, PackageItem, SimLayoutMenu } from '@/api/types';
import { IotHome } from '@/components/iot/home/IotHome';
import { breakLinkMenu, homeCard } from '@/features/iot/home/homeView';
import type { SimStatusTipKind } from '@/components/iot/home/SimStatusTips';
import { PullRefresh } from '@/components/ui/PullRefresh';
import { resolveImage } from '@/lib/image';
import { nav, type PageUrl, runtimeUrl } from '@/router/nav';
import { opensInPreview } from '@/router/preview';
import { resolveTabBar } from '@/router/tabBar';
import type { PageProps } from '@/router/types';
import { useBaseConfig } from '@/features/data/baseConfig';
import { feedback } from '@/stores/feedback';
import { useIotStore } from '@/stores/iot';
import { useLayoutStore } from '@/stores/layout';
import { IotPage } from '@/features/iot/layout';
import { LoadState } from '@/components/ui/LoadState';
import { isPreviewSim, menuOpensInPreview, usePreviewIntroOpen } from '@/features/iot/card';
import { loadStateOf } from '@/features/data/useResource';
import { logoutIot, refreshSim, SIM_KEY, useSim } from '@/features/data/sim';
import { useData } from '@/features/data/useData';
import { queryOf } from '@/features/data/query';
import { useMutation } from '@/features/data/useMutation';

/** Where each card alert's action leads. */
const STATUS_TARGETS: Record<SimStatusTipKind, PageUrl> = {
  cancelled: '/pages/iot/index/customer/index',
  cancelling: '/pages/iot/index/customer/index',
  replacing: '/pages/iot/login/index',
  arrears: '/pages/iot/index/balance/index',
  suspended: '/pages/iot/index/customer/index',
  realName: '/pages/iot/index/realnameAuth/index',
  platformAuth: '/pages/iot/index/realnameAuth/platform',
  needCoupon: '/pages/iot/index/couponChoose/index',
  needPackage: '/pages/iot/index/package/index',
  bindPhone: '/pages/iot/index/bindPhone/index',
  offline: '/pages/iot/index/switchNet/index',
};

// The layout popup shows once per visit of the app, not on every return to the home.
let layoutPopupClosed = false;

/** The card home drawn from the card's simLayout. */
export default function Page({ query }: PageProps) {
  const { t } = useTranslation();
  const simNo = useIotStore((state) => state.simNo);
  const domain = useBaseConfig()?.domain ?? '';
  const [refreshing, setRefreshing] = useState(false);
  const [popupClosed, setPopupClosed] = useState(layoutPopupClosed);
  const [breakClosed, setBreakClosed] = useState(false);
  const { pending: removingBreak, mutate } = useMutation();
  const [now, setNow] = useState(() => new Date(serverNow()));
  const resource = useSim();

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date(serverNow())), 60_000);
    return () => clearInterval(timer);
  }, []);

  const preview = isPreviewSim(simNo);
  // In a preview, the layout's own popup waits for the preview explanation to be closed, so that
  // two dialogs never lie on top of each other.
  const previewIntroOpen = usePreviewIntroOpen(preview);
  const sim = resource.data ?? null;
  const layout = sim?.simLayout ?? null;
  const values = { promoCode: useLayoutStore.getState().promoCode || sim?.promoCode, simNo };

  // The package lamp lists what the card can buy; a preview has no card, so it shows a sample.
  const lampOn = Boolean(layout?.packageLamp);
  const packageChoice = queryOf(iot.getPackageChoose);
  const packages = useData(lampOn && !preview ? packageChoice.key : null, packageChoice.load);
  const lampPackages = (() => {
    const listed = (value: unknown) => (Array.isArray(value) ? value : []);
    const result = packages.data;
    const all = [...listed(result?.seckill), ...listed(result?.list)] as PackageItem[];
    const named = all.filter((item) => item && typeof item.name === 'string' && item.name);
    return named.slice(0, 6).map(({ name, price }) => ({ name, price }));
  })();
  const lamp = preview ? [{ name: t('iot.home.lampSample') }] : lampPackages;

  const refresh = async () => {
    if (preview) {
      await resource.reload();
      return;
    }
    setRefreshing(true);
    await refreshSim({ indicator: true });
    setRefreshing(false);
  };

  const openPath = (path: PageUrl) => {
    if (preview && !opensInPreview(path)) {
      feedback.toast(t('iot.home.previewBlocked'));
      return;
    }
    void nav.navigateTo(path);
  };

  const onMenu = (menu: SimLayoutMenu) => {
    if (preview && !menuOpensInPreview(menu)) {
      feedback.toast(t('iot.home.previewBlocked'));
      return;
    }
    void nav.openMenu(menu, values);
  };

  const onCarousel = (item: CarouselItem) => {
    const link = item.link?.trim();
    if (!link) return;
    if (/^https?:\/\//.test(link)) void nav.openMenu({ type: 'url', url: link }, values);
    else openPath(runtimeUrl(link.startsWith('/') ? link : `/${link}`));
  };

  const removeBreak = async () => {
    try {
      const removed = await mutate(() => call(iot.simRemoveBreak).then(() => true), {
        invalidates: [SIM_KEY],
      });
      if (removed) feedback.toast(t('iot.home.breakRemoved'), { kind: 'success' });
    } catch {
      // The API client has told the user why.
    }
  };

  const logout = async () => {
    const pressed = await feedback.dialog({
      message: t('iot.home.logoutConfirm'),
      buttons: [
        { key: 'cancel', label: t('common.cancel') },
        { key: 'ok', label: t('iot.home.header.logout'), primary: true },
      ],
    });
    if (pressed === 'ok') await logoutIot();
  };

  // The app frame already draws the layout's tab bar on this page (from the stored card): the home
  // leaves its own out then, so that there is one tab bar, not two.
  const frameTabBar = resolveTabBar('pages/iot/index/index', sim?.simLayout) !== null;
  const homeLayout = (data: NonNullable<typeof sim>) => {
    const chosen = data.simLayout ?? layout;
    return frameTabBar && chosen?.tabBar
      ? { ...chosen, tabBar: { ...chosen.tabBar, switch: false } }
      : chosen;
  };

  const body = (data: NonNullable<typeof sim>) => (
    <PullRefresh refreshing={refreshing} onRefresh={() => void refresh()}>
      <IotHome
        layout={homeLayout(data)}
        card={homeCard(data)}
        now={now}
        refreshing={refreshing}
        showPopup={!popupClosed && !previewIntroOpen}
        showBreak={!breakClosed}
        removingBreak={removingBreak}
        resolveImage={(path) =>
          resolveImage(path, { domain, shopLayoutDomain: data.simShopLayout?.domain })
        }
        onRefresh={() => void refresh()}
        onMenu={onMenu}
        onMore={() => openPath('/pages/iot/index/moreMenu/index')}
        onCarousel={onCarousel}
        onStatusAction={(kind) => openPath(STATUS_TARGETS[kind])}
        onRemoveBreak={data.allowRemoveBreak ? () => void removeBreak() : undefined}
        onBreakLink={(link) => {
          const menu = breakLinkMenu(link, data.breakPopupAttr?.title);
          if (menu) onMenu(menu);
        }}
        onCloseBreak={() => setBreakClosed(true)}
        onPopupClose={() => {
          layoutPopupClosed = true;
          setPopupClosed(true);
        }}
        onTab={(item) => {
          const path = item.path.replace(/^\/+/, '');
          if (path !== 'pages/iot/index/index') openPath(runtimeUrl(`/${path}`));
        }}
        onSwitchCard={preview ? undefined : () => void nav.navigateTo('/pages/iot/login/index')}
        onLogout={preview ? undefined : () => void logout()}
        lampPackages={lamp}
        onPackageLamp={() => openPath('/pages/iot/index/package/index')}
      />
    </PullRefresh>
  );

  return (
    <IotPage query={query}>
      {sim ? (
        body(sim)
      ) : (
        <LoadState
          {...loadStateOf(resource)}
          frame="block"
          rows={6}
          caption={t('iot.home.loading')}
        >
          {body}
        </LoadState>
      )}
    </IotPage>
  );
}
