/** The layout of an IoT card: home and user page elements, header, menus, tab bar, popups. */

import type { CarouselItem, MenuType } from './site';

/** One menu entry of a card layout (SPEC section 2, "Menu entries by type"). */
export interface SimLayoutMenu {
  /** Menu type. */
  type: MenuType;
  /** Label. */
  title: string;
  /** Icon path or built-in icon name. */
  icon: string;
  /** Page path for 'page' (a path containing type=page opens with redirect). */
  path?: string;
  /** External address for 'url'; '{promoCode}' and '{simNo}' are substituted. */
  url?: string;
  /** Badge text, empty for none. */
  badge?: string;
  /** Whether the entry shows. */
  switch?: boolean;
}

/** One item of a card layout's tab bar. */
export interface SimLayoutTabBarItem {
  /** Page path, e.g. 'pages/iot/index/index'. */
  path: string;
  /** Whether this item shows. */
  switch: boolean;
  /** Label shown under the icon. */
  text?: string;
  /** Icon path. */
  iconPath?: string;
  /** Icon path when selected. */
  selectedIconPath?: string;
}

/** The card layout's tab bar. */
export interface SimLayoutTabBar {
  /** Whether the tab bar shows at all. */
  switch: boolean;
  /** Whether the middle item bulges. */
  middleBulge?: boolean;
  /** The items. */
  items: SimLayoutTabBarItem[];
}

/** The popup shown on the IoT home. */
export interface SimLayoutPopup {
  /** Whether it shows. */
  switch: boolean;
  /** Title. */
  title: string;
  /** Rich-text content. */
  content: string;
}

/** Home header styles. */
export type SimLayoutHeaderKey = 'default' | 'gradual' | 'simple';

/** Data of the home header. */
export interface SimLayoutHeaderData {
  /** Background colour or gradient start. */
  background?: string;
  /** Gradient end colour (gradual header). */
  backgroundEnd?: string;
  /** Background image path. */
  backgroundImage?: string;
  /** Text colour. */
  color?: string;
  /** Whether the greeting shows. */
  showGreeting?: boolean;
}

/** An element of the IoT home or user page, in display order. */
export interface SimLayoutElement {
  /** Element kind: 'flowCard', 'menus', 'notice', 'swiper', 'itemCard', 'warranty', 'statusTips'. */
  key: string;
  /** Whether it shows. */
  switch: boolean;
  /** Title, where the element has one. */
  title?: string;
}

/** The card's layout configuration (simLayout). */
export interface SimLayout {
  /** Layout id (reachable in preview as iotPreview=IotLayout:{id}). */
  id?: number;
  /** Layout name. */
  name?: string;
  /** Logo path. */
  logo?: string;
  /** Default avatar path. */
  avatar?: string;
  /** Whether the refresh button shows on the flow card. */
  refreshSwitch?: boolean;
  /** Whether the package marquee (lamp) shows. */
  packageLamp?: boolean;
  /** Customer-service link of this layout. */
  kefuUrl?: string;
  /** Notice text (rich text allowed). */
  notice?: string;
  /** Menus shown before "more" (default 10). */
  maxMenuTimes?: number;
  /** Home menus. */
  menus?: SimLayoutMenu[];
  /** Home carousels. */
  carousels?: CarouselItem[];
  /** Home popup. */
  popup?: SimLayoutPopup;
  /** Tab bar. */
  tabBar?: SimLayoutTabBar;
  /** User page settings. */
  user?: {
    /** Elements of the user page. */
    elements: SimLayoutElement[];
    /** Carousels of the user page. */
    carousels: CarouselItem[];
    /** Menus shown before "more" on the user page. */
    maxMenuTimes: number;
    /** Service menus of the user page. */
    service: SimLayoutMenu[];
  };
  /** IoT home settings. */
  index?: {
    /** Elements of the home in display order. */
    elements: SimLayoutElement[];
    /** Header style and its data. */
    header: { key: SimLayoutHeaderKey; data: SimLayoutHeaderData };
  };
}

/** Break-rule popup attributes. */
export interface BreakPopupAttr {
  /** Title. */
  title: string;
  /** Button text. */
  buttonText: string;
  /** Where the button goes (page path or link), '' to close. */
  buttonLink: string;
  /** Image path. */
  image: string;
}
