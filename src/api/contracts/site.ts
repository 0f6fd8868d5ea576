/** Contracts of the configuration, site and shared answers (payment, acknowledgement, dictionaries, regions). */

import {
  bool,
  list,
  num,
  numOr,
  obj,
  openableUrl,
  optStr,
  reqStr,
  str,
  strList,
  type Check,
} from '../contract';

export const carousel = obj({ image: str, title: optStr, link: optStr });

export const menu = obj({ type: str, title: str, icon: str, path: optStr, url: optStr });

export const baseConfig = obj({
  front: obj({
    title: str,
    logo: str,
    indexCarousel: list(carousel),
    fastNav: list(obj({ title: str, icon: str, link: str })),
    shopTemplate: numOr(1),
    indexFirstGroup: numOr(2),
    kefuUrl: str,
    bottomTips: str,
  }),
  promoCode: str,
  promoName: str,
  isAgent: bool,
  showPaymentType: strList,
  shopMenu: list(menu),
});

export const genericConfig = obj({ orderQueryMode: numOr(1), loginAvatar: str });

export const protocol = obj({ title: str, content: str });

/** Payment answers: the cashier address is opened by the app, so it must be a safe one. */
export const payResult = obj({ orderSn: str, paid: bool, payMoney: numOr(0), payUrl: openableUrl });

/** An answer the app reads nothing from (a plain acknowledgement): any data passes. */
export const acknowledgement: Check = (value) => value;

/** A map of named lists (dictionary options by dictionary name). */
export const listsByName =
  (item: Check): Check =>
  (value, at) => {
    const record = obj({})(value, at) as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(record)) {
      result[key] = list(item)(entry, at === '(data)' ? key : `${at}.${key}`);
    }
    return result;
  };

export const smsSent = obj({ expireIn: numOr(60) });

export const wifiCode = obj({
  code: reqStr,
  qrText: str,
  wifiName: str,
  wifiType: str,
  expireAt: str,
});

export const oneCode = obj({ id: num, kind: str, title: str, content: str, image: str });

export const dictOption = obj({
  label: str,
  value: acknowledgement,
  key: optStr,
  listClass: optStr,
});

export const region: Check = obj({
  value: str,
  label: str,
  children: (value, at) => (value === undefined ? undefined : list(region)(value, at)),
});
