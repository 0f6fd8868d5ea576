/**
 * Contracts still read by the iot lines of ../contracts.ts (carousel and menu by ./iot.ts and
 * ./points.ts too). The site, shop, card login, region and app-domain answers are declared in
 * ../declarations/; this file goes when the iot contracts have moved as well.
 */

import { bool, numOr, obj, openableUrl, optStr, reqStr, str, type Check } from '../contract';

export const carousel = obj({ image: str, title: optStr, link: optStr });

export const menu = obj({ type: str, title: str, icon: str, path: optStr, url: optStr });

export const protocol = obj({ title: str, content: str });

/** Payment answers: the cashier address is opened by the app, so it must be a safe one. */
export const payResult = obj({ orderSn: str, paid: bool, payMoney: numOr(0), payUrl: openableUrl });

/** An answer the app reads nothing from (a plain acknowledgement): any data passes. */
export const acknowledgement: Check = (value) => value;

export const smsSent = obj({ expireIn: numOr(60) });

export const wifiCode = obj({
  code: reqStr,
  qrText: str,
  wifiName: str,
  wifiType: str,
  expireAt: str,
});
