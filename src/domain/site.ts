/** Entities of the shop site: users, configuration pieces, menus, regions, help content and agents. */

import { coded, type Meanings } from './codes';
import * as v from 'valibot';
import {
  bool,
  dictOption,
  type DictOption,
  list,
  num,
  numOr,
  obj,
  optStr,
  reqStr,
  str,
  type Field,
  type Shape,
  dateTime,
} from '@/lib/schema';

// Entities the backend sends are schemas (src/lib/schema.ts): the type is read from the schema, so
// the check of an answer and the type the pages use cannot drift apart. Doc comments sit on the
// schema's fields; the types carry them to the pages.

/** One entry of a backend dictionary: label, value, key, listClass (docs/requirements.md section 3). */
export { dictOption, type DictOption };

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

/** The schema of the region tree (recursive, so its type is written out above). */
/* @__NO_SIDE_EFFECTS__ */
function regionTree(): Field<RegionNode> {
  const node = obj({
    value: str,
    label: str,
    children: v.optional(v.lazy(() => list(node))),
  }) as Field<RegionNode>;
  return node;
}
export const regionNode = /* @__PURE__ */ regionTree();

/** Mini-program user of one platform (wx, ks, dy) (docs/requirements.md section 3). */
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

/** The logged-in shopper (persisted); logged in means mobile is non-empty (POST /api/shop/login). */
export const shopUser = obj({
  /** Display name. */
  nickname: str,
  /** Avatar URL. */
  avatar: str,
  /** Mobile number used to log in. */
  mobile: reqStr,
});
export type ShopUser = Shape<typeof shopUser>;

/** One image of a carousel. */
export const carouselItem = obj({
  /** Image path, absolute or relative to the configured domain. */
  image: str,
  /** Optional title. */
  title: optStr,
  /** Where a tap goes: a page path ('/pages/...') or an http(s) link; empty for none. */
  link: optStr,
});
export type CarouselItem = Shape<typeof carouselItem>;

/** One quick navigation entry on the shop index. */
export const fastNavItem = obj({
  /** Label. */
  title: str,
  /** Icon path. */
  icon: str,
  /** Page path or http(s) link. */
  link: str,
});
export type FastNavItem = Shape<typeof fastNavItem>;

/** Menu types: 'page' opens a page, 'url' an external address; others are not yet supported. */
export type MenuType = 'page' | 'url' | (string & {});

/** One entry of the shop's "mine" menu. */
export const shopMenuItem = obj({
  /** Label. */
  title: str,
  /** Icon path. */
  icon: str,
  /** Menu type: 'page' opens a page path, 'url' an external address. */
  type: coded(str as Field<MenuType>, {
    page: 'opens a page path',
    url: 'opens an external address',
    miniProgram: 'a mini program: not supported on the web (the app says so)',
  }),
  /** Page path when type is 'page'. */
  path: optStr,
  /** External address when type is 'url'. */
  url: optStr,
});
export type ShopMenuItem = Shape<typeof shopMenuItem>;

/** A rich-text protocol or agreement. */
export const protocolText = obj({
  /** Title. */
  title: str,
  /** Rich-text HTML (sanitise before showing). */
  content: str,
  /** Last update. */
  updatedAt: dateTime,
});
export type ProtocolText = Shape<typeof protocolText>;

/**
 * A question of the help centre as the lists show it: its id and title, then what the list adds
 * (`more`). The one home of the help centre's question, for its full list and its hot list.
 */
/* @__NO_SIDE_EFFECTS__ */
const helpQuestion = <E extends v.ObjectEntries>(more: E) =>
  obj({
    /** Question id. */
    id: num,
    /** Question. */
    title: str,
    ...more,
  });

/** A question of the help centre (GET /api/shop/sysQuestion/list, view). */
export const questionItem = /* @__PURE__ */ helpQuestion({
  /** Category name. */
  category: str,
  /** Rich-text answer (only on view). */
  content: optStr,
  /** Times viewed. */
  views: numOr(0),
  /** Last update. */
  updatedAt: dateTime,
});
export type QuestionItem = Shape<typeof questionItem>;

/** One downstream agent (extension: /api/shop/agent/lowerList). */
export const downstreamAgent = obj({
  /** Agent id. */
  id: num,
  /** Agent name. */
  name: str,
  /** Agent promo code. */
  promoCode: str,
  /** Whether it is a direct downstream of the current agent. */
  direct: bool,
  /** Price markup set for it, yuan. */
  markup: numOr(0),
});
export type DownstreamAgent = Shape<typeof downstreamAgent>;

/** The recharge variants of a machine code, in the order they are offered. */
export const RECHARGE_KINDS = [
  'rechargeNumber',
  'button',
  'scan',
  'official',
  'miniProgram',
  'app',
  'onlineService',
  'phoneService',
  'videoTutorial',
  'richText',
] as const;
export type RechargeKind = (typeof RECHARGE_KINDS)[number];

/** What each recharge variant offers. */
const RECHARGE_KIND_MEANINGS = {
  rechargeNumber: 'enter the number to recharge',
  button: 'a button opening an address',
  scan: 'scan a code',
  official: 'the official account',
  miniProgram: 'a mini program',
  app: 'the app',
  onlineService: 'online customer service',
  phoneService: 'phone customer service',
  videoTutorial: 'a video tutorial',
  richText: 'rich text',
} as const satisfies Meanings<RechargeKind>;

/** A one-code (machine code) entry (GET /api/site/getOneCode, generalOneCodeById). */
export const oneCode = obj({
  /** Id. */
  id: num,
  /** Recharge variant: app, button, miniProgram, official, scan, rechargeNumber, onlineService, phoneService, videoTutorial, richText. */
  kind: coded(str, RECHARGE_KIND_MEANINGS),
  /** Title. */
  title: str,
  /** Content (rich text, link, phone or video address by kind). */
  content: str,
  /** Image. */
  image: str,
});
export type OneCode = Shape<typeof oneCode>;

/** GET /api/shop/customer/hotQuestionList item: a help-centre question's id and title. */
export const hotQuestion = /* @__PURE__ */ helpQuestion({});
export type HotQuestion = Shape<typeof hotQuestion>;

/** A third-party account bound to the card (GET /api/iot/getSimOauthList). */
export const simOauth = obj({
  /** Binding id. */
  id: num,
  /** Platform: 'wechat', 'alipay'. */
  platform: str,
  /** Nickname. */
  nickname: str,
  /** Avatar. */
  avatar: str,
  /** Bound at. */
  createdAt: dateTime,
});
export type SimOauth = Shape<typeof simOauth>;
