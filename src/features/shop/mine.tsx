import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MineHeader } from '@/components/shop/MineHeader';
import { Button } from '@/components/ui/Button';
import { ImagePreview } from '@/components/ui/ImagePreview';
import * as shop from '@/api/declarations/shop';
import { serverNow } from '@/api/serverTime';
import type { ShopMenuItem } from '@/api/types';
import { APP_VERSION } from '@/lib/appVersion';
import { copyText } from '@/lib/clipboard';
import { resolveImage } from '@/lib/image';
import { greetingKey } from '@/lib/greeting';
import { maskPhone } from '@/lib/phoneMask';
import { nav } from '@/router/nav';
import { useBaseConfig } from '@/features/data/baseConfig';
import { useGenericConfig } from '@/features/data/config';
import { previewFailed, saveImage } from '@/features/media/images';
import { feedback } from '@/stores/feedback';
import { useLayoutStore } from '@/stores/layout';
import { useShopUserStore } from '@/stores/shopUser';
import { openPage } from '@/features/shop/links';
import { useMutation } from '@/features/data/useMutation';
import { logOutShopUser } from '@/features/data/personal';
import { LanguageChoice } from '@/features/shell/language';

/** One entry of the mine page. */
export interface MineEntry {
  key: string;
  title: string;
  value?: string;
  open: () => void;
}

/** What both mine layouts show: who is logged in, the entries, and logging out. */
export function useMine() {
  const { t } = useTranslation();
  // Logging out forgets every data of the person below, so the write names nothing.
  const ending = useMutation(shop.shopLogout);
  const user = useShopUserStore();
  const config = useBaseConfig();
  const greeting = t(`shop.greeting.${greetingKey(new Date(serverNow()).getHours())}`);
  const loggedIn = !!user.mobile;
  const [followOpen, setFollowOpen] = useState(false);
  const image = (path: string | undefined) =>
    path ? resolveImage(path, { domain: config?.domain }) : '';
  // A logged-in shopper without a picture of their own shows the configured login avatar.
  const loginAvatar = useGenericConfig(loggedIn && !user.avatar).config.loginAvatar;
  const avatar = image(user.avatar || (loggedIn ? loginAvatar : ''));
  const followQr = image(config?.front.followQr);
  const inviteCode = config?.front.showInviteRegister ? (config.inviteCode ?? '').trim() : '';
  const copyInvite = async () => {
    const label = t('shop.mineConfigured.inviteCode');
    if (await copyText(inviteCode)) {
      feedback.toast(t('common.copySuccess', { label }), { kind: 'success' });
    } else {
      feedback.toast(t('ui.copyFailed'));
    }
  };

  const menuEntries: MineEntry[] = (config?.shopMenu ?? []).map((menu: ShopMenuItem, index) => ({
    key: `menu-${index}`,
    title: menu.title,
    open: () =>
      void nav.openMenu(
        { type: menu.type, path: menu.path, url: menu.url },
        { promoCode: useLayoutStore.getState().promoCode },
      ),
  }));

  const entries: MineEntry[] = [
    {
      key: 'orders',
      title: t('shop.mine.orders'),
      open: () => void openPage('/pages/order/index'),
    },
    {
      key: 'numbers',
      title: t('shop.titles.vanity'),
      open: () => void openPage('/pages/index/VanityNumber/index'),
    },
    ...(config?.isAgent
      ? [
          {
            key: 'agent',
            title: t('shop.titles.agent'),
            open: () => void openPage('/pages/index/agent/index'),
          },
        ]
      : []),
    ...menuEntries.filter(
      (_entry, index) => config?.shopMenu[index]?.path !== '/pages/order/index',
    ),
    ...(inviteCode
      ? [
          {
            key: 'invite',
            title: t('shop.mineConfigured.invite'),
            value: inviteCode,
            open: () => void copyInvite(),
          },
        ]
      : []),
    ...(followQr
      ? [{ key: 'follow', title: t('shop.mineConfigured.follow'), open: () => setFollowOpen(true) }]
      : []),
    {
      key: 'service',
      title: t('shop.mine.service'),
      open: () => void openPage('/pages/customer/index'),
    },
    {
      key: 'payment',
      title: t('shell.titles.payment'),
      open: () => void openPage('/pages/about/payment'),
    },
    {
      key: 'promise',
      title: t('shell.titles.promise'),
      open: () => void openPage('/pages/about/promise'),
    },
    {
      key: 'about',
      title: t('shell.titles.about'),
      open: () => void openPage('/pages/about/textTemplate'),
    },
    {
      key: 'update',
      title: t('shell.titles.appUpdate'),
      value: APP_VERSION,
      open: () => void openPage('/pages-sub/appUpdate/index'),
    },
  ];

  const logout = async () => {
    const ok = await feedback.dialog({
      title: t('shop.mine.logoutTitle'),
      message: t('shop.mine.logoutMessage'),
      buttons: [
        { key: 'cancel', label: t('common.cancel') },
        { key: 'logout', label: t('shop.mine.logout'), primary: true },
      ],
    });
    if (ok !== 'logout') return;
    try {
      await ending.mutate();
    } catch {
      // the local session ends anyway
    }
    // The session and everything of the person on this phone go (drafts, kept lists, data).
    logOutShopUser();
    feedback.toast(t('shop.mine.loggedOut'));
  };

  return {
    nickname: user.nickname,
    maskedMobile: maskPhone(user.mobile),
    loggedIn,
    avatar,
    followQr,
    followOpen,
    closeFollow: () => setFollowOpen(false),
    greeting,
    entries,
    login: () => void openPage('/pages/login/index', { redirect: '/pages/user/index' }),
    logout: () => void logout(),
  };
}

const Foot = styled.div`
  padding: ${({ theme }) => theme.space.md};
`;

/**
 * Both mine layouts: the header, the entries as the layout draws them (`children`), the language
 * switch, and logging out.
 */
export function MineFrame({
  children,
}: {
  children: (mine: ReturnType<typeof useMine>) => ReactNode;
}) {
  const { t } = useTranslation();
  const mine = useMine();
  return (
    <>
      <MineHeader
        nickname={mine.nickname}
        maskedMobile={mine.maskedMobile}
        greeting={mine.greeting}
        onLogin={mine.login}
        avatar={mine.avatar}
      />
      {children(mine)}
      {mine.followQr && (
        <ImagePreview
          open={mine.followOpen}
          images={[mine.followQr]}
          onClose={mine.closeFollow}
          onSave={(url) => void saveImage(url)}
          onError={previewFailed}
        />
      )}
      <LanguageChoice />
      {mine.loggedIn && (
        <Foot>
          <Button block round variant="danger" onClick={mine.logout}>
            {t('shop.mine.logout')}
          </Button>
        </Foot>
      )}
    </>
  );
}
