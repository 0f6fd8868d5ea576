import type { BaseConfig, GenericConfig } from '@/api/types';
import { db, DEMO } from '../db';
import { done, invalidInput, type Result } from './result';

/**
 * The shop's look and menus for a promo code: an agent's code names the shop after the agent;
 * an unknown code falls back to the official shop. Relative image paths resolve against
 * imageBase (the pictures the demo API draws itself).
 */
/**
 * The ways to pay each agent takes, in its order: the card owners' agent takes the card's balance
 * too, one agent takes WeChat Pay alone; the official shop and the others take both online ways.
 */
const PAY_TYPES: Record<string, string[]> = {
  [DEMO.agentPromoCode]: ['wechat', 'alipay', 'balance'],
  AGENT012: ['wechat'],
};

/** The demo operator's service promise, in its own words. */
const SERVICE_PROMISES = [
  { title: '正品保障', text: '所有号码与号卡均由持牌运营商直接提供。' },
  { title: '价格透明', text: '所见即所付，无隐藏月费，无额外收费。' },
  { title: '极速发货', text: '订单 48 小时内发货，可在订单列表中查看物流。' },
  { title: '真人客服', text: '客服每天 9:00 至 21:00 在线为您服务。' },
];

export function baseConfig(promoCode: string, imageBase: string): BaseConfig {
  const known =
    promoCode === DEMO.agentPromoCode || db.agents.some((a) => a.promoCode === promoCode);
  const agent = db.agents.find((a) => a.promoCode === promoCode);
  const code = known ? promoCode : '';
  return {
    front: {
      title: agent ? `${agent.name}号卡商城` : '号卡商城',
      keywords: '流量卡,靓号,宽带',
      description: '正规运营商号卡，在线选号，包邮到家。',
      logo: '/static/logo.png',
      indexCarousel: [
        {
          image: '/static/banner/1.png',
          title: '大流量卡',
          link: '/pages/goods/index?goodsId=101',
        },
        {
          image: '/static/banner/2.png',
          title: '靓号专区',
          link: '/pages/index/index?indexFirstGroup=1',
        },
      ],
      bottomTips: '<p>所有号卡均需实名登记，请使用本人身份证下单。</p>',
      ipcCode: '粤ICP备12345678号',
      kefuUrl: 'https://kefu.example.com/chat',
      kefuQr: '/static/kefu-qr.png',
      kefuMobile: '400-800-1234',
      followQr: '/static/follow-qr.png',
      shopTemplate: 1,
      fastNav: [
        { title: '流量卡', icon: '/static/nav/card.png', link: '/pages/goods/general/index' },
        { title: '靓号', icon: '/static/nav/pretty.png', link: '/pages/index/VanityNumber/index' },
        { title: '极速号', icon: '/static/nav/fast.png', link: '/pages/goods/fastNumber/index' },
        { title: '查订单', icon: '/static/nav/order.png', link: '/pages/order/index' },
      ],
      suggest: true,
      indexSearch: true,
      indexFirstGroup: agent ? 1 : 0,
      showInviteRegister: !!agent,
      serviceHours: '每天 9:00-21:00',
      hotSearchWords: ['888', '666', '168', '520', '1314'],
      servicePromises: SERVICE_PROMISES,
    },
    promoCode: code,
    promoName: agent?.name ?? '官方直营',
    isAgent: promoCode === DEMO.agentPromoCode,
    domain: imageBase,
    inviteCode: code ? `INV-${code}` : '',
    douyinMpImId: '',
    kuaishouMpImId: '',
    showPaymentType: PAY_TYPES[code] ?? ['wechat', 'alipay'],
    shopMenu: [
      { title: '我的订单', icon: 'order', type: 'page', path: '/pages/order/index' },
      { title: '常见问题', icon: 'question', type: 'page', path: '/pages/customer/question/index' },
      { title: '卡片自助', icon: 'card', type: 'page', path: '/pages/iot/login/index' },
      {
        title: '官方网站',
        icon: 'link',
        type: 'url',
        url: 'https://www.example.com/?promo={promoCode}',
      },
    ],
  };
}

export const GENERIC_CONFIG: GenericConfig = {
  orderQueryMode: 1,
  loginAvatar: '/static/login-avatar.png',
};

const EVENTS = /^[a-z][a-z0-9_]{1,39}$/;

/** A tracking event: lower-case snake case, 2-40 characters. */
export const reportEvent = (event: string): Result<null> =>
  EVENTS.test(event) ? done(null) : invalidInput('event is required');
