import type { DownstreamAgent, QuestionItem, ShopOrder } from '@/api/types';
import { DAY, DEMO, iso } from './accounts';

export const QUESTIONS: QuestionItem[] = [
  {
    id: 1,
    title: '收到卡后如何激活？',
    category: '激活',
    content: '<p>插卡开机后，按短信提示完成实名认证即可激活。</p>',
    views: 3210,
    updatedAt: '2026-10-01T08:00:00.000Z',
  },
  {
    id: 2,
    title: '为什么上不了网？',
    category: '使用',
    content: '<p>请检查是否已实名、是否有可用套餐，以及 APN 是否为 cmnet。</p>',
    views: 2890,
    updatedAt: '2026-10-02T08:00:00.000Z',
  },
  {
    id: 3,
    title: '多久能发货？',
    category: '物流',
    content: '<p>工作日 16 点前下单当天发货，一般 2-3 天送达。</p>',
    views: 2100,
    updatedAt: '2026-10-03T08:00:00.000Z',
  },
  {
    id: 4,
    title: '可以退款吗？',
    category: '售后',
    content: '<p>未激活的卡可在签收 7 天内申请退款。</p>',
    views: 1500,
    updatedAt: '2026-10-04T08:00:00.000Z',
  },
  {
    id: 5,
    title: '套餐怎么续费？',
    category: '使用',
    content: '<p>进入卡片首页，点击“套餐订购”即可续费，也可开启自动续费。</p>',
    views: 1320,
    updatedAt: '2026-10-05T08:00:00.000Z',
  },
  {
    id: 6,
    title: '如何修改收货地址？',
    category: '物流',
    content: '<p>发货前可联系客服修改地址。</p>',
    views: 800,
    updatedAt: '2026-10-06T08:00:00.000Z',
  },
];

export const AGENTS: DownstreamAgent[] = [
  { id: 11, name: '华南一级代理', promoCode: 'AGENT011', direct: true, markup: 5 },
  { id: 12, name: '华东一级代理', promoCode: 'AGENT012', direct: true, markup: 0 },
  // Reached through AGENT011: not direct, so setting its price answers 33001.
  { id: 21, name: '深圳二级代理', promoCode: 'AGENT021', direct: false, markup: 3 },
];

/** The shop orders of the demo mobile: shipped, waiting for payment, done. */
export function seedShopOrders(now: number): ShopOrder[] {
  return [
    {
      id: 5001,
      orderSn: 'SO202611200001',
      goodsId: 101,
      goodsName: '移动星辰卡 29元 100G',
      goodsImage: '/static/goods/101.png',
      mobile: '13512345678',
      name: '张三',
      contactMobile: DEMO.shopMobile,
      address: '广东省深圳市南山区科技园南区 1 栋 101',
      payMoney: 0,
      status: 3,
      expressName: '顺丰速运',
      expressNo: 'SF1234567890',
      createdAt: iso(now - 3 * DAY),
    },
    {
      id: 5002,
      orderSn: 'SO202611210002',
      goodsId: 202,
      goodsName: '精品靓号套餐 59元',
      goodsImage: '/static/goods/202.png',
      mobile: '13888886666',
      name: '张三',
      contactMobile: DEMO.shopMobile,
      address: '广东省深圳市南山区科技园南区 1 栋 101',
      payMoney: 588,
      status: 0,
      expressName: '',
      expressNo: '',
      createdAt: iso(now - DAY),
    },
    {
      id: 5003,
      orderSn: 'SO202610100003',
      goodsId: 301,
      goodsName: '千兆宽带 一年 599元',
      goodsImage: '/static/goods/301.png',
      mobile: '',
      name: '张三',
      contactMobile: DEMO.shopMobile,
      address: '广东省深圳市南山区科技园南区 1 栋 101',
      payMoney: 599,
      status: 4,
      expressName: '',
      expressNo: '',
      createdAt: iso(now - 40 * DAY),
    },
  ];
}
