/** The envelope, paging and dictionaries shared by every call. */

import { coded, PAY_TYPES, type Meanings } from '@/domain/codes';
import * as v from 'valibot';
import { dictOption } from '@/domain/site';
import {
  bool,
  byName,
  list,
  numOr,
  obj,
  openableUrl,
  reqStr,
  soft,
  str,
  type Field,
  type Shape,
} from '@/lib/schema';

/** The envelope of every JSON response. */
export interface ApiEnvelope<T = unknown> {
  /** 0 on success; otherwise a code of the error catalogue (docs/requirements.md section 8). */
  code: number;
  /** Human-readable message; may be empty. */
  message: string;
  /** The payload; null on failure. */
  data: T;
  /** Server clock when the response was made, epoch milliseconds. */
  serverTime?: number;
}

/** A page of a list. Requests take `page` (from 1) and `pageSize` (default 10, max 50). */
export interface Paged<T> {
  /** Items of this page. */
  list: T[];
  /** Total number of items over all pages. */
  total: number;
  /** The page returned, from 1. */
  page: number;
  /** Items per page. */
  pageSize: number;
  /** Whether a next page exists. */
  hasMore: boolean;
}

/** Paging parameters of every list call. */
export const pageQuery = /* @__PURE__ */ pagedQuery({});

/** The query of a list call: its own parameters and the paging ones. */
/* @__NO_SIDE_EFFECTS__ */
export function pagedQuery<E extends v.ObjectEntries>(entries: E) {
  return v.object({
    /** Page number, from 1. */
    page: v.optional(v.number()),
    /** Items per page (default 10, max 50). */
    pageSize: v.optional(v.number()),
    ...entries,
  });
}
export type PageQuery = v.InferInput<typeof pageQuery>;

/** POST /api/dictData/options response: dictionary name to its options. */
export const dictOptionsMap = byName(list(dictOption));
export type DictOptionsMap = Shape<typeof dictOptionsMap>;

/** Dict names the shop asks for. */
const DICT_NAMES = [
  'OperatorOptions',
  'BrandStatusOptions',
  'SimStatusOptions',
  'OrderStatusOptions',
  'PackageOrderStatusOptions',
  'PointsOrderStatusOptions',
  'CategoryOptions',
] as const;
export type DictName = (typeof DICT_NAMES)[number];
export const dictName = coded(v.picklist(DICT_NAMES), {
  OperatorOptions: 'operators',
  BrandStatusOptions: 'brand statuses',
  SimStatusOptions: 'card statuses',
  OrderStatusOptions: 'shop order statuses',
  PackageOrderStatusOptions: 'package order statuses',
  PointsOrderStatusOptions: 'points order statuses',
  CategoryOptions: 'goods categories',
} satisfies Meanings<DictName>);

/**
 * Where a payment is made: 'jsapi' inside WeChat's browser, whose own bridge
 * (WeixinJSBridge getBrandWCPayRequest) takes WeChat Pay. Sent with the pay and order calls as
 * `payScene`; absent elsewhere, where the cashier address (`payUrl`) is opened.
 */
export const payScene = coded(v.optional(v.picklist(['jsapi'])), {
  jsapi: "inside WeChat's browser: WeChat's bridge parameters",
});
export type PayScene = v.InferInput<typeof payScene>;

/** The way to pay of a pay or order call, and where it is made. */
export const payFields = { payType: coded(v.string(), PAY_TYPES), payScene };

/** The summary's words on `payScene` of the calls that take it. */
export const JSAPI_NOTE =
  " payScene 'jsapi' (inside WeChat) asks for WeChat's bridge parameters (jsapi) with WeChat Pay.";

/**
 * The parameters of WeChat's JSAPI bridge for one payment (getBrandWCPayRequest), answered with a
 * pay or order call sent with `payScene: 'jsapi'` for WeChat Pay. Missing (or broken: it is then
 * left out) where the server has none: the cashier address is used instead.
 */
const jsapiParams = v.object({
  /** The official account's app id. */
  appId: reqStr,
  /** Seconds since the epoch, as text. */
  timeStamp: reqStr,
  /** Random text of the signature. */
  nonceStr: reqStr,
  /** 'prepay_id=...'. */
  package: reqStr,
  /** 'RSA' (API v3) or 'MD5' / 'HMAC-SHA256' (API v2). */
  signType: coded(reqStr, { RSA: 'API v3', MD5: 'API v2', 'HMAC-SHA256': 'API v2' }),
  /** The signature of the other fields. */
  paySign: reqStr,
});
export type WechatJsapi = Shape<typeof jsapiParams>;
export const wechatJsapi = /* @__PURE__ */ soft(jsapiParams as Field<WechatJsapi>, undefined);

/**
 * The answer of a call that creates an order or asks to pay one: where to pay, and whether nothing
 * is left to pay. Never proof of payment by itself: the order's own status is.
 */
export const payResult = obj({
  /** Order number. */
  orderSn: str,
  /** Whether it is fully paid already (balance, or zero amount). */
  paid: bool,
  /** Amount to pay. */
  payMoney: numOr(0),
  /** Cashier address for online payment ('' when paid); an unsafe address breaks the answer. */
  payUrl: openableUrl,
  /** WeChat's bridge parameters, when asked with `payScene: 'jsapi'` for WeChat Pay. */
  jsapi: wechatJsapi,
});
export type PayResult = Shape<typeof payResult>;

/** The body of a call that pays an existing unpaid order again. */
export const payOrderBody = v.object({
  /** Order id. */
  id: v.number(),
  ...payFields,
});
