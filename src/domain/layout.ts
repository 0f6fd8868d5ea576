/** The layout of an IoT card: home and user page elements, header, menus, tab bar, popups. */

import { coded } from './codes';
import type * as v from 'valibot';
import {
  bool,
  list,
  numOr,
  obj,
  oneOf,
  optNum,
  optStr,
  soft,
  str,
  type Field,
  type Shape,
} from '@/lib/schema';
import { carouselItem, shopMenuItem } from './site';

// A layout is the operator's configuration: every part of it may be missing, and the home falls
// back to its defaults for a missing part (a missing element list shows the default elements, a
// missing switch shows the entry). So the optional parts stay missing when they are missing
// (`maybe...` below) rather than reading as an empty list or `false`.

/** A flag that may be missing (null reads as missing); broken, it is left out. */
export const optBool = /* @__PURE__ */ soft(bool, undefined);

/** A list that may be missing (null reads as missing); broken items are dropped. */
/* @__NO_SIDE_EFFECTS__ */
export const maybeList = <S extends Field<unknown>>(item: S) => soft(list(item), undefined);

/** An object that may be missing (null reads as missing); broken, it is left out. */
/* @__NO_SIDE_EFFECTS__ */
export const maybeObj = <E extends v.ObjectEntries>(entries: E) =>
  soft(obj(entries) as Field<v.InferOutput<v.ObjectSchema<E, undefined>>>, undefined);

/** An object with a stand-in for a missing or broken one (reported). */
/* @__NO_SIDE_EFFECTS__ */
export const objOr = <E extends v.ObjectEntries>(
  entries: E,
  fallback: v.InferOutput<v.ObjectSchema<E, undefined>>,
) => soft(obj(entries) as Field<v.InferOutput<v.ObjectSchema<E, undefined>>>, fallback);

/** One menu entry of a card layout (docs/requirements.md section 2, "Menu entries by type"). */
export const simLayoutMenu = obj({
  ...shopMenuItem.entries,
  /** Badge text, empty for none. */
  badge: optStr,
  /** Whether the entry shows (missing: it shows). */
  switch: optBool,
});
export type SimLayoutMenu = Shape<typeof simLayoutMenu>;

/** One item of a card layout's tab bar. */
export const simLayoutTabBarItem = obj({
  /** Page path, e.g. 'pages/iot/index/index'. */
  path: str,
  /** Whether this item shows. */
  switch: bool,
  /** Label shown under the icon. */
  text: optStr,
  /** Icon path. */
  iconPath: optStr,
  /** Icon path when selected. */
  selectedIconPath: optStr,
});
export type SimLayoutTabBarItem = Shape<typeof simLayoutTabBarItem>;

/** The card layout's tab bar. */
export const simLayoutTabBar = obj({
  /** Whether the tab bar shows at all. */
  switch: bool,
  /** Whether the middle item bulges. */
  middleBulge: optBool,
  /** The items. */
  items: list(simLayoutTabBarItem),
});
export type SimLayoutTabBar = Shape<typeof simLayoutTabBar>;

/** The popup shown on the IoT home. */
export const simLayoutPopup = obj({
  /** Whether it shows. */
  switch: bool,
  /** Title. */
  title: str,
  /** Rich-text content. */
  content: str,
});
export type SimLayoutPopup = Shape<typeof simLayoutPopup>;

/** Home header styles. */
export const SIM_LAYOUT_HEADER_KEYS = ['default', 'gradual', 'simple'] as const;

/** Home header styles. */
export type SimLayoutHeaderKey = (typeof SIM_LAYOUT_HEADER_KEYS)[number];

/** Data of the home header. */
export const simLayoutHeaderData = obj({
  /** Background colour or gradient start. */
  background: optStr,
  /** Gradient end colour (gradual header). */
  backgroundEnd: optStr,
  /** Background image path. */
  backgroundImage: optStr,
  /** Text colour. */
  color: optStr,
  /** Whether the greeting shows (missing: it shows). */
  showGreeting: optBool,
});
export type SimLayoutHeaderData = Shape<typeof simLayoutHeaderData>;

/** An element of the IoT home or user page, in display order. */
export const simLayoutElement = obj({
  /** Element kind: 'flowCard', 'menus', 'notice', 'swiper', 'itemCard', 'warranty', 'statusTips'. */
  key: str,
  /** Whether it shows (the home shows an element whose switch is missing; the user page does not). */
  switch: optBool,
  /** Title, where the element has one. */
  title: optStr,
});
export type SimLayoutElement = Shape<typeof simLayoutElement>;

/** The card's layout configuration (simLayout). */
export const simLayout = obj({
  /** Layout id (reachable in preview as iotPreview=IotLayout:{id}). */
  id: optNum,
  /** Layout name. */
  name: optStr,
  /** Logo path. */
  logo: optStr,
  /** Default avatar path. */
  avatar: optStr,
  /** Whether the refresh button shows on the flow card. */
  refreshSwitch: optBool,
  /** Whether the package marquee (lamp) shows. */
  packageLamp: optBool,
  /** Customer-service link of this layout. */
  kefuUrl: optStr,
  /** Notice text (rich text allowed). */
  notice: optStr,
  /** Menus shown before "more" (default 10). */
  maxMenuTimes: optNum,
  /** Home menus. */
  menus: maybeList(simLayoutMenu),
  /** Home carousels. */
  carousels: maybeList(carouselItem),
  /** Home popup. */
  popup: maybeObj(simLayoutPopup.entries),
  /** Tab bar. */
  tabBar: maybeObj(simLayoutTabBar.entries),
  /** User page settings. */
  user: maybeObj({
    /** Elements of the user page. */
    elements: list(simLayoutElement),
    /** Carousels of the user page. */
    carousels: list(carouselItem),
    /** Menus shown before "more" on the user page. */
    maxMenuTimes: numOr(0),
    /** Service menus of the user page. */
    service: list(simLayoutMenu),
  }),
  /** IoT home settings. */
  index: maybeObj({
    /** Elements of the home in display order (missing: the default elements). */
    elements: maybeList(simLayoutElement),
    /** Header style and its data (missing or broken: the default header). */
    header: objOr(
      {
        /** Header style. */
        key: coded(oneOf(SIM_LAYOUT_HEADER_KEYS, 'default'), {
          default: 'the standard header',
          gradual: 'the standard header, with a compact bar once the page scrolls',
          simple: 'one line: logo, card number and actions',
        }),
        /** Header data (missing or broken: none). */
        data: objOr(simLayoutHeaderData.entries, {}),
      },
      { key: 'default', data: {} },
    ),
  }),
});
export type SimLayout = Shape<typeof simLayout>;

/** Break-rule popup attributes. */
export const breakPopupAttr = obj({
  /** Title. */
  title: str,
  /** Button text. */
  buttonText: str,
  /** Where the button goes (page path or link), '' to close. */
  buttonLink: str,
  /** Image path. */
  image: str,
});
export type BreakPopupAttr = Shape<typeof breakPopupAttr>;
