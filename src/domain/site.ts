/** Entities of the shop site: users, configuration pieces, menus, regions, help content and agents. */

import type { DictOption } from '@/lib/dict';

/** One entry of a backend dictionary: label, value, key, listClass (SPEC section 3). */
export type { DictOption };

/** Duration unit codes: 1 day, 2 month, 3 year (20 years or more reads as lifetime). */
export type DurationUnitCode = 1 | 2 | 3;

/** Platform of a mini-program user. */
export type MiniPlatform = 'wx' | 'ks' | 'dy';

/** One node of the province / city / county tree. */
export interface RegionNode {
  /** Region code, e.g. '440000' for a province, '440300' for a city, '440305' for a county. */
  value: string;
  /** Region name. */
  label: string;
  /** Cities of a province, counties of a city; absent or empty on a county. */
  children?: RegionNode[];
}

/** Mini-program user of one platform (wx, ks, dy) (SPEC section 3). */
export interface MiniUser {
  /** Platform open id of the user. */
  openId: string;
  /** Promo code the user arrived with. */
  promoCode: string;
  /** Nickname on the platform. */
  nickname: string;
  /** Avatar URL. */
  headPortrait: string;
  /** First index group (1 number group, 2 goods group); default 2. */
  indexFirstGroup: number;
}

/** The logged-in shopper (persisted); logged in means mobile is non-empty. */
export interface ShopUser {
  /** Display name. */
  nickname: string;
  /** Avatar URL. */
  avatar: string;
  /** Mobile number used to log in. */
  mobile: string;
}

/** One image of a carousel. */
export interface CarouselItem {
  /** Image path, absolute or relative to the configured domain. */
  image: string;
  /** Optional title. */
  title?: string;
  /** Where a tap goes: a page path ('/pages/...') or an http(s) link; empty for none. */
  link?: string;
}

/** One quick navigation entry on the shop index. */
export interface FastNavItem {
  /** Label. */
  title: string;
  /** Icon path. */
  icon: string;
  /** Page path or http(s) link. */
  link: string;
}

/** One entry of the shop's "mine" menu. */
export interface ShopMenuItem {
  /** Label. */
  title: string;
  /** Icon path. */
  icon: string;
  /** Menu type: 'page' opens a page path, 'url' an external address. */
  type: MenuType;
  /** Page path when type is 'page'. */
  path?: string;
  /** External address when type is 'url'. */
  url?: string;
}

/** A rich-text protocol or agreement. */
export interface ProtocolText {
  /** Title. */
  title: string;
  /** Rich-text HTML (sanitise before showing). */
  content: string;
  /** Last update. */
  updatedAt: string;
}

/** A question of the help centre (GET /api/shop/sysQuestion/list, view). */
export interface QuestionItem {
  /** Question id. */
  id: number;
  /** Question. */
  title: string;
  /** Category name. */
  category: string;
  /** Rich-text answer (only on view). */
  content?: string;
  /** Times viewed. */
  views: number;
  /** Last update. */
  updatedAt: string;
}

/** One downstream agent (extension: /api/shop/agent/downstreamList). */
export interface DownstreamAgent {
  /** Agent id. */
  id: number;
  /** Agent name. */
  name: string;
  /** Agent promo code. */
  promoCode: string;
  /** Whether it is a direct downstream of the current agent. */
  direct: boolean;
  /** Price markup set for it, yuan. */
  markup: number;
}

/** Menu types: 'page' opens a page, 'url' an external address; others are not yet supported. */
export type MenuType = 'page' | 'url' | (string & {});

/** A one-code (machine code) entry (GET /api/site/getOneCode, generalOneCodeById). */
export interface OneCode {
  /** Id. */
  id: number;
  /** Recharge variant: app, button, miniProgram, official, scan, rechargeNumber, onlineService, phoneService, videoTutorial, richText. */
  kind: string;
  /** Title. */
  title: string;
  /** Content (rich text, link, phone or video address by kind). */
  content: string;
  /** Image. */
  image: string;
}

/** GET /api/shop/customer/hotQuestionList item. */
export interface HotQuestion {
  /** Question id. */
  id: number;
  /** Question. */
  title: string;
}
