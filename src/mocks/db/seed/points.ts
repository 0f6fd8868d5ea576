import type { Logistics, PointsGoods, StorePoint } from '@/api/types';
import { DAY, iso } from './accounts';

export const POINTS_GOODS: PointsGoods[] = [
  {
    id: 1,
    name: '品牌数据线',
    image: '/static/points/cable.png',
    images: ['/static/points/cable.png'],
    integral: 300,
    money: 0,
    marketPrice: 29,
    stock: 50,
    sales: 210,
    deliveryType: 1,
    categoryId: 1,
    detail: '<p>1 米 Type-C 快充数据线。</p>',
  },
  {
    id: 2,
    name: '保温杯',
    image: '/static/points/cup.png',
    images: ['/static/points/cup.png'],
    integral: 800,
    money: 9.9,
    marketPrice: 69,
    stock: 20,
    sales: 88,
    deliveryType: 1,
    categoryId: 1,
    detail: '<p>316 不锈钢保温杯 500ml。</p>',
  },
  {
    id: 3,
    name: '5 元话费券',
    image: '/static/points/voucher.png',
    images: [],
    integral: 500,
    money: 0,
    marketPrice: 5,
    stock: 999,
    sales: 1500,
    deliveryType: 3,
    categoryId: 2,
    detail: '<p>兑换后自动发放到卡内。</p>',
  },
  {
    id: 4,
    name: '门店自提 充电宝',
    image: '/static/points/power.png',
    images: [],
    integral: 1500,
    money: 19.9,
    marketPrice: 129,
    stock: 5,
    sales: 12,
    deliveryType: 2,
    categoryId: 1,
    detail: '<p>10000mAh，门店自提。</p>',
  },
  {
    id: 5,
    name: '限量蓝牙耳机',
    image: '/static/points/earphone.png',
    images: [],
    integral: 5000,
    money: 0,
    marketPrice: 299,
    stock: 0,
    sales: 30,
    deliveryType: 1,
    categoryId: 1,
    detail: '<p>已兑完。</p>',
  },
];

export const STORE_POINTS: StorePoint[] = [
  {
    id: 1,
    name: '南山科技园营业厅',
    address: '深圳市南山区科技园南区 1 栋',
    phone: '0755-88886666',
    hours: '09:00-21:00',
  },
  {
    id: 2,
    name: '福田会展中心营业厅',
    address: '深圳市福田区福华三路 88 号',
    phone: '0755-88887777',
    hours: '10:00-22:00',
  },
];

export function logisticsFor(expressNo: string, now: number): Logistics {
  return {
    expressName: '顺丰速运',
    expressNo,
    state: 1,
    traces: [
      { time: iso(now - 2 * 3_600_000), context: '【深圳南山】快递员正在派件' },
      { time: iso(now - DAY), context: '【深圳转运中心】已发出' },
      { time: iso(now - 2 * DAY), context: '【广州】已揽收' },
    ],
  };
}
