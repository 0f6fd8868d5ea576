import type { SimLayout } from '@/api/types';
import { tabIconFor, type TabIconName } from '@/lib/tabIcon';
import { SHOP_INDEX, SINGLE_INDEX, TAB_ROUTES } from './routes';

export interface ResolvedTab {
  path: string;
  /** Label key for shop tabs, or the layout's own text. */
  labelKey?: 'shell.tabs.home' | 'shell.tabs.orders' | 'shell.tabs.customer' | 'shell.tabs.mine';
  text?: string;
  icon: TabIconName;
}

export interface ResolvedTabBar {
  /** 'shop' for the shop's four tabs, 'layout' for the tabs of the card layout. */
  kind: 'shop' | 'layout';
  items: ResolvedTab[];
  activeIndex: number;
  middleBulge: boolean;
}

const SHOP_TABS: ResolvedTab[] = [
  { path: SHOP_INDEX, labelKey: 'shell.tabs.home', icon: 'home' },
  { path: 'pages/order/index', labelKey: 'shell.tabs.orders', icon: 'orders' },
  { path: 'pages/customer/index', labelKey: 'shell.tabs.customer', icon: 'service' },
  { path: 'pages/user/index', labelKey: 'shell.tabs.mine', icon: 'mine' },
];

/**
 * Which tab bar shows on a path: the card layout's when its tab bar is switched on and the path is
 * one of its switched-on items; otherwise the shop's four tabs on the shop's tab pages; else none.
 */
export function resolveTabBar(
  rawPath: string,
  layout: SimLayout | null | undefined,
): ResolvedTabBar | null {
  const path = rawPath.replace(/^\/+/, '') || SHOP_INDEX;
  const normalized = path === SINGLE_INDEX ? SHOP_INDEX : path;
  const tabBar = layout?.tabBar;
  if (tabBar?.switch && Array.isArray(tabBar.items)) {
    const items = tabBar.items.filter((item) => item && item.switch && item.path);
    const clean = (p: string) => p.replace(/^\/+/, '').split('?')[0];
    const listed = tabBar.items.find((item) => item && clean(item.path ?? '') === normalized);
    const activeIndex = items.findIndex((item) => clean(item.path) === normalized);
    if (activeIndex >= 0) {
      return {
        kind: 'layout',
        items: items.map((item) => ({
          path: clean(item.path),
          text: item.text ?? '',
          icon: tabIconFor(item.path),
        })),
        activeIndex,
        middleBulge: Boolean(tabBar.middleBulge),
      };
    }
    // The layout lists this path but switched it off: no tab bar here.
    if (listed) return null;
  }
  const shopIndex = TAB_ROUTES.findIndex((route) => route.path === normalized);
  if (shopIndex < 0) return null;
  return { kind: 'shop', items: SHOP_TABS, activeIndex: shopIndex, middleBulge: false };
}
