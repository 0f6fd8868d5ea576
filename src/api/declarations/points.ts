import * as v from 'valibot';
import { coded } from '@/domain/codes';
import { POINTS_ORDER_MEANINGS } from '@/domain/points';
import { mobile } from './fields';
import { integralLog } from '@/domain/iot';
import { pointsGoods, pointsOrder, simAddress, storePoint, taskCenter } from '@/domain/points';
import { any, list, numOr, obj, paged } from '@/lib/schema';
import { endpoint } from '../declare';
import { buyShopGoodsBody, integralShopIndex } from '../types/points';
import { pageQuery, payOrderBody, payResult } from '../types/common';

// The points shop and the card's delivery addresses (card calls: Sim-No and Sim-Token).

export const getIntegralShopIndex = endpoint({
  method: 'GET',
  path: '/api/iot/integralShopIndex',
  summary: "The points shop: the card's points, banners, categories and goods (of a category).",
  origin: 'spec',
  auth: 'card',
  input: v.object({ categoryId: v.optional(v.number()) }),
  answer: integralShopIndex,
});

export const getIntegralShopGoodsDetails = endpoint({
  method: 'GET',
  path: '/api/iot/integralShopGoodsDetails',
  summary: 'One product of the points shop.',
  origin: 'spec',
  auth: 'card',
  input: v.object({ id: v.number() }),
  answer: pointsGoods,
});

export const getGoodsShopStore = endpoint({
  method: 'GET',
  path: '/api/iot/goodsShopStore',
  summary: 'The pick-up points of a product.',
  origin: 'spec',
  auth: 'card',
  input: v.object({ goodsId: v.number() }),
  answer: list(storePoint),
});

export const buyShopGoods = endpoint({
  method: 'POST',
  path: '/api/iot/buyShopGoods',
  summary:
    'Orders a points product: the points are spent at once (pay password once set: 41001 asks, 41002 refuses; 30001 out of stock); cash, if any, is paid later.',
  origin: 'spec',
  auth: 'card',
  input: buyShopGoodsBody,
  answer: pointsOrder,
  codes: [41001, 41002, 30001],
  createsOrder: true,
});

export const getShopOrderList = endpoint({
  method: 'GET',
  path: '/api/iot/shopOrderList',
  summary: "The card's points-shop orders, a page at a time ('' status: all).",
  origin: 'spec',
  auth: 'card',
  input: v.object({
    ...pageQuery.entries,
    /** Order status, '' for all. */
    status: v.optional(v.union([coded(v.number(), POINTS_ORDER_MEANINGS), v.literal('')])),
  }),
  answer: paged(pointsOrder),
});

export const getShopOrderDetails = endpoint({
  method: 'GET',
  path: '/api/iot/shopOrderDetails',
  summary: 'One points-shop order with its logistics.',
  origin: 'spec',
  auth: 'card',
  input: v.object({ id: v.number() }),
  answer: pointsOrder,
});

export const cancelShopOrder = endpoint({
  method: 'POST',
  path: '/api/iot/cancelShopOrder',
  summary: 'Cancels an unpaid points order (the points are returned).',
  origin: 'spec',
  auth: 'card',
  input: v.object({ id: v.number() }),
  answer: any,
});

export const repayShopOrder = endpoint({
  method: 'POST',
  path: '/api/iot/repayShopOrder',
  summary:
    "Pays the cash part of an unpaid points order again, online. payScene 'jsapi' (inside WeChat) asks for WeChat's bridge parameters (jsapi) with WeChat Pay.",
  origin: 'spec',
  auth: 'card',
  input: payOrderBody,
  answer: payResult,
  createsOrder: true,
});

// The points ledger

export const getSimIntegralLogList = endpoint({
  method: 'GET',
  path: '/api/iot/simIntegralLogList',
  summary: 'The points ledger of the card, a page at a time.',
  origin: 'spec',
  auth: 'card',
  input: pageQuery,
  answer: paged(integralLog),
});

// Delivery addresses

export const getSimAddressList = endpoint({
  method: 'GET',
  path: '/api/iot/simAddressList',
  summary: "The card's delivery addresses, the default first.",
  origin: 'spec',
  auth: 'card',
  answer: list(simAddress),
});

export const setSimAddress = endpoint({
  method: 'POST',
  path: '/api/iot/setSimAddress',
  summary: 'Adds (id 0) or edits a delivery address; answers the address saved.',
  origin: 'spec',
  auth: 'card',
  input: v.object({
    id: v.number(),
    name: v.string(),
    mobile,
    provinceCode: v.string(),
    province: v.optional(v.string()),
    cityCode: v.string(),
    city: v.optional(v.string()),
    countyCode: v.string(),
    county: v.optional(v.string()),
    detail: v.string(),
    isDefault: v.boolean(),
  }),
  answer: simAddress,
});

export const delSimAddress = endpoint({
  method: 'POST',
  path: '/api/iot/delSimAddress',
  summary: 'Deletes a delivery address.',
  origin: 'spec',
  auth: 'card',
  input: v.object({ id: v.number() }),
  answer: any,
});

export const setDefaultSimAddress = endpoint({
  method: 'POST',
  path: '/api/iot/setDefaultSimAddress',
  summary: 'Makes a delivery address the default.',
  origin: 'spec',
  auth: 'card',
  input: v.object({ id: v.number() }),
  answer: any,
});

// Tasks

export const getTaskCenter = endpoint({
  method: 'GET',
  path: '/api/iot/taskCenter',
  summary: "The card's tasks and sign-in state.",
  origin: 'spec',
  auth: 'card',
  answer: taskCenter,
});

export const generalSignIn = endpoint({
  method: 'POST',
  path: '/api/iot/generalSignIn',
  summary: 'The daily sign-in (points once a day).',
  origin: 'spec',
  auth: 'card',
  answer: obj({
    /** Points granted. */
    integral: numOr(0),
    /** Consecutive sign-in days. */
    signDays: numOr(0),
  }),
});
