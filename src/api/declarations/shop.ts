import * as v from 'valibot';
import { coded } from '@/domain/codes';
import { SHOP_ORDER_STATUSES } from '@/domain/order';
import { idCard, idPhoto, mobile, mobileWithCode, numberRemark, promoCode } from './fields';
import { goodsItem } from '@/domain/goods';
import { numberItem } from '@/domain/numbers';
import { logistics, shopOrder } from '@/domain/order';
import { downstreamAgent, hotQuestion, questionItem, shopUser } from '@/domain/site';
import { any, list, num, obj, paged, reqStr, str } from '@/lib/schema';
import { endpoint } from '../declare';
import { IP_LOCATION_PATH, NUMBER_LIST_PATH } from './paths';
import { pagedQuery, payOrderBody, payResult } from '../types/common';
import {
  certSide,
  createShopOrderBody,
  goodsListQuery,
  goodsListResult,
  numberListQuery,
} from '../types/shop';
import { ipLocation, singlePageInfo } from '../types/site';

// The shop's calls: numbers, goods, help, and (beyond docs/requirements.md section 7) the shopper's orders, number
// holds, ID documents and agent pricing. The shop session is the Session-ID header.

export const getNumberList = endpoint({
  method: 'GET',
  path: NUMBER_LIST_PATH,
  summary: 'Numbers for sale, filtered and paged.',
  origin: 'spec',
  input: numberListQuery,
  answer: paged(numberItem),
});

export const getGoodsList = endpoint({
  method: 'GET',
  path: '/api/shop/goodsList',
  summary: 'Goods in groups.',
  origin: 'spec',
  input: goodsListQuery,
  answer: goodsListResult,
});

export const getIpLocation = endpoint({
  method: 'GET',
  path: IP_LOCATION_PATH,
  summary: 'Where the visitor appears to be.',
  origin: 'spec',
  answer: ipLocation,
});

export const getSinglePageInfo = endpoint({
  method: 'GET',
  path: '/api/shop/singlePageInfo',
  summary: 'A featured single page by its code.',
  origin: 'spec',
  input: v.object({ pageCode: v.string(), promoCode }),
  answer: singlePageInfo,
  codes: [40001],
});

export const getQuestionList = endpoint({
  method: 'GET',
  path: '/api/shop/sysQuestion/list',
  summary: 'Help-centre questions, paged.',
  origin: 'spec',
  input: pagedQuery({
    keyword: v.optional(v.string()),
    category: v.optional(v.string()),
  }),
  answer: paged(questionItem),
});

export const getQuestion = endpoint({
  method: 'GET',
  path: '/api/shop/sysQuestion/view',
  summary: 'One help-centre question with its answer.',
  origin: 'spec',
  input: v.object({ id: v.number() }),
  answer: questionItem,
});

export const getHotQuestionList = endpoint({
  method: 'GET',
  path: '/api/shop/customer/hotQuestionList',
  summary: 'The hot questions of customer service (a list).',
  origin: 'spec',
  input: v.object({ promoCode }),
  answer: list(hotQuestion),
});

export const getGoodsDetails = endpoint({
  method: 'GET',
  path: '/api/shop/goodsDetails',
  summary: 'One goods item.',
  origin: 'extension',
  input: v.object({ id: v.number(), promoCode }),
  answer: goodsItem,
});

export const getNumberDetails = endpoint({
  method: 'GET',
  path: '/api/shop/numberDetails',
  summary: "One number, with this session's hold when it has one.",
  origin: 'extension',
  input: v.object({ id: v.number() }),
  answer: numberItem,
});

export const shopLogin = endpoint({
  method: 'POST',
  path: '/api/shop/login',
  summary: 'Order-query login by mobile and SMS code; binds the Session-ID to the shopper.',
  origin: 'extension',
  input: mobileWithCode,
  answer: shopUser,
});

export const shopLogout = endpoint({
  method: 'POST',
  path: '/api/shop/logout',
  summary: 'Ends the order-query session.',
  origin: 'extension',
  auth: 'shop',
  answer: any,
});

export const reserveNumber = endpoint({
  method: 'POST',
  path: '/api/shop/reserveNumber',
  summary: 'Holds a number for this session for 15 minutes.',
  origin: 'extension',
  input: v.object({ numberId: v.number() }),
  answer: numberItem,
  codes: [32001],
});

export const releaseNumber = endpoint({
  method: 'POST',
  path: '/api/shop/releaseNumber',
  summary: 'Releases a number held by this session.',
  origin: 'extension',
  input: v.object({ numberId: v.number() }),
  answer: any,
});

export const createShopOrder = endpoint({
  method: 'POST',
  path: '/api/shop/createOrder',
  summary: 'Places an order (a repeated Order-Session-ID gets the same order back).',
  origin: 'extension',
  input: createShopOrderBody,
  answer: shopOrder,
  codes: [30001, 30003, 32001],
  createsOrder: true,
});

export const getShopOrderList = endpoint({
  method: 'GET',
  path: '/api/shop/orderList',
  summary: 'Orders of the logged-in shopper, paged.',
  origin: 'extension',
  auth: 'shop',
  input: pagedQuery({
    status: v.optional(v.union([coded(v.number(), SHOP_ORDER_STATUSES), v.literal('')])),
  }),
  answer: paged(shopOrder),
});

export const getShopOrderDetails = endpoint({
  method: 'GET',
  path: '/api/shop/orderDetails',
  summary: 'One order of the logged-in shopper (or one this session placed).',
  origin: 'extension',
  auth: 'shop',
  input: v.object({ id: v.number() }),
  answer: shopOrder,
});

export const getShopOrderLogistics = endpoint({
  method: 'GET',
  path: '/api/shop/orderLogistics',
  summary: 'Logistics of one order.',
  origin: 'extension',
  auth: 'shop',
  input: v.object({ id: v.number() }),
  answer: logistics,
});

export const payShopOrder = endpoint({
  method: 'POST',
  path: '/api/shop/payOrder',
  summary:
    "Starts paying an unpaid order: where to pay, never proof of payment. The provider's page returns the shopper to /shop/#/pages/order/pay/index?id={id}&returned=1. payScene 'jsapi' (inside WeChat) asks for WeChat's bridge parameters (jsapi) with WeChat Pay.",
  origin: 'extension',
  auth: 'shop',
  input: payOrderBody,
  answer: payResult,
  codes: [40001],
});

export const queryShopOrders = endpoint({
  method: 'POST',
  path: '/api/shop/orderQuery',
  summary: 'Orders of a mobile and ID card number (order query mode 2).',
  origin: 'extension',
  input: v.object({ mobile, idCard }),
  answer: list(shopOrder),
});

export const getMyHolds = endpoint({
  method: 'GET',
  path: '/api/shop/myHolds',
  summary: 'Numbers this session holds right now.',
  origin: 'extension',
  answer: list(numberItem),
});

export const saveNumberRemark = endpoint({
  method: 'POST',
  path: '/api/shop/numberRemark',
  summary: 'A remark for the operator about a held number (at most 140 characters).',
  origin: 'extension',
  input: v.object({ numberId: v.number(), remark: numberRemark }),
  answer: obj({ numberId: num, remark: str }),
  codes: [32001],
});

export const uploadCertImage = endpoint({
  method: 'POST',
  path: '/api/shop/certUpload',
  summary: 'One ID document image (multipart: side, file), JPEG or PNG, up to 5 MB.',
  origin: 'extension',
  input: v.object({ side: certSide, file: idPhoto }),
  upload: true,
  answer: obj({ /** Address of the stored image. */ url: reqStr }),
});

export const resetOrderCert = endpoint({
  method: 'POST',
  path: '/api/shop/resetCert',
  summary: 'Replaces the ID document images of an order.',
  origin: 'extension',
  input: v.object({
    orderSn: v.string(),
    front: v.string(),
    back: v.string(),
    holding: v.string(),
  }),
  answer: obj({ orderSn: str }),
});

export const getDownstreamAgents = endpoint({
  method: 'GET',
  path: '/api/shop/agent/lowerList',
  summary: 'Downstream agents of the current promo code.',
  origin: 'extension',
  input: v.object({ promoCode: v.string() }),
  answer: list(downstreamAgent),
  codes: [40001],
});

export const saveLowerCustom = endpoint({
  method: 'POST',
  path: '/api/shop/agent/saveLowerCustom',
  summary: 'Sets the markup of a direct downstream agent; an empty markup clears it.',
  origin: 'extension',
  input: v.object({
    promoCode: v.string(),
    agentId: v.number(),
    markup: v.union([v.number(), v.literal(''), v.null()]),
  }),
  answer: downstreamAgent,
  codes: [33001, 40001],
  keepEmpty: true,
});
