import type { SimLayoutMenu } from '@/api/types';
import { nav } from '@/router/nav';
import { useIotStore } from '@/stores/iot';
import { currentSim } from '@/features/data/simKey';

/** Opens a layout menu entry with the card's promo code and sim number for url placeholders. */
export function openLayoutMenu(menu: SimLayoutMenu) {
  const { simNo } = useIotStore.getState();
  return nav.openMenu(menu, { promoCode: currentSim(simNo)?.promoCode, simNo });
}

/** Service entries every user centre offers, before the layout's own. */
export const BUILT_IN_SERVICES = [
  { key: 'integralShop', icon: 'points', path: '/pages-sub/iot/integralShop/index' },
  { key: 'task', icon: 'task', path: '/pages-sub/iot/task/index' },
  { key: 'couponExchange', icon: 'coupon', path: '/pages-sub/iot/couponExchange/index' },
  { key: 'vip', icon: 'vip', path: '/pages-sub/iot/vip/index' },
  { key: 'accelerate', icon: 'speed', path: '/pages-sub/iot/accelerate/index' },
  { key: 'oauth', icon: 'wechat', path: '/pages-sub/iot/user/oauth' },
  { key: 'machineCode', icon: 'scan', path: '/pages-sub/iot/machineCode/index' },
] as const;

/**
 * The user centre's service menus: built-in ones (translated) then the layout's. A service the
 * layout switches off (an entry with its path and `switch: false`) is not shown, built-in or not.
 */
export function userServiceMenus(
  layoutMenus: readonly SimLayoutMenu[] | undefined,
  title: (key: (typeof BUILT_IN_SERVICES)[number]['key']) => string,
): SimLayoutMenu[] {
  const listed = (layoutMenus ?? []).filter((menu) => menu && typeof menu === 'object');
  const samePath = (a?: string, b?: string) =>
    Boolean(a && b) && a?.replace(/^\/+/, '') === b?.replace(/^\/+/, '');
  const off = (path: string) =>
    listed.some((menu) => menu.switch === false && samePath(menu.path, path));
  const builtIn: SimLayoutMenu[] = BUILT_IN_SERVICES.filter((item) => !off(item.path)).map(
    (item) => ({
      type: 'page',
      title: title(item.key),
      icon: item.icon,
      path: item.path,
      switch: true,
    }),
  );
  const own = listed.filter(
    (menu) =>
      menu.switch !== false && !BUILT_IN_SERVICES.some((item) => samePath(item.path, menu.path)),
  );
  return [...builtIn, ...own];
}

/** Opens a carousel link: a page path in the app, or an http(s) address in the web view. */
export function openLink(link: string | undefined, title = '') {
  if (!link) return Promise.resolve(null);
  const external = /^https?:\/\//i.test(link);
  return openLayoutMenu({
    type: external ? 'url' : 'page',
    title,
    icon: '',
    ...(external ? { url: link } : { path: link }),
  });
}
