import type {
  AccelerateProduct,
  BalanceOption,
  CouponActivity,
  CouponExchangeItem,
  PackageItem,
  VipProduct,
} from '@/api/types';
import { iso } from './accounts';
import { VIP_PRIVILEGES } from './layouts';

type PackageBase = Pick<
  PackageItem,
  'id' | 'name' | 'price' | 'originalPrice' | 'flow' | 'duration' | 'durationUnit' | 'desc' | 'tags'
>;

/** A package outside any seckill; not recommended, not renewable, effective now, unless said. */
const pack = (base: PackageBase, more: Partial<PackageItem> = {}): PackageItem => ({
  ...base,
  seckill: false,
  seckillStartAt: '',
  seckillEndAt: '',
  seckillStock: 0,
  recommend: false,
  renewable: false,
  effectModes: [1],
  ...more,
});

/** Ordinary packages (seckill ones are computed against the clock in the handler). */
export const PACKAGES: PackageItem[] = [
  pack(
    {
      id: 1,
      name: '月包 30G',
      price: 29,
      originalPrice: 39,
      flow: 30720,
      duration: 1,
      durationUnit: 2,
      desc: '当月有效，全国通用',
      tags: ['热销'],
    },
    { recommend: true, renewable: true, effectModes: [1, 2] },
  ),
  pack(
    {
      id: 2,
      name: '月包 100G',
      price: 59,
      originalPrice: 79,
      flow: 102400,
      duration: 1,
      durationUnit: 2,
      desc: '当月有效，全国通用',
      tags: [],
    },
    { renewable: true, effectModes: [1, 2] },
  ),
  pack({
    id: 3,
    name: '季包 300G',
    price: 159,
    originalPrice: 237,
    flow: 307200,
    duration: 3,
    durationUnit: 2,
    desc: '三个月有效',
    tags: ['省 78 元'],
  }),
  pack({
    id: 4,
    name: '年包 无限流量',
    price: 499,
    originalPrice: 699,
    flow: -1,
    duration: 1,
    durationUnit: 3,
    desc: '一年有效，不限量',
    tags: ['不限量'],
  }),
  pack({
    id: 5,
    name: '日包 5G',
    price: 3,
    originalPrice: 5,
    flow: 5120,
    duration: 1,
    durationUnit: 1,
    desc: '当日有效',
    tags: [],
  }),
  pack({
    id: 6,
    name: '终身包 1T',
    price: 999,
    originalPrice: 1999,
    flow: 1048576,
    duration: 20,
    durationUnit: 3,
    desc: '长期有效',
    tags: [],
  }),
];

/** A seckill run of an ordinary package: its own id, name, price, window, stock and tag. */
const seckillOf = (
  base: PackageItem,
  id: number,
  name: string,
  price: number,
  [startAt, endAt]: [number, number],
  stock: number,
  tag: string,
): PackageItem => ({
  ...base,
  id,
  name,
  price,
  seckill: true,
  seckillStartAt: iso(startAt),
  seckillEndAt: iso(endAt),
  seckillStock: stock,
  tags: [tag],
  recommend: false,
  renewable: false,
  effectModes: [1],
});

/**
 * Seckill packages: one window running from the top of the current hour to the next, one starting
 * when it ends. Both are relative to the server's clock.
 */
export function seckillPackages(now: number): PackageItem[] {
  const hour = 3_600_000;
  const start = Math.floor(now / hour) * hour;
  return [
    seckillOf(PACKAGES[1], 11, '秒杀 月包 100G', 19.9, [start, start + hour], 37, '限时秒杀'),
    seckillOf(
      PACKAGES[2],
      12,
      '秒杀 季包 300G',
      99,
      [start + hour, start + 2 * hour],
      20,
      '即将开抢',
    ),
  ];
}

export const BALANCE_OPTIONS: BalanceOption[] = [
  { id: 1, money: 30, giveMoney: 0, title: '30 元' },
  { id: 2, money: 50, giveMoney: 5, title: '50 元 送 5 元' },
  { id: 3, money: 100, giveMoney: 15, title: '100 元 送 15 元' },
  { id: 4, money: 200, giveMoney: 40, title: '200 元 送 40 元' },
];

export const COUPON_ACTIVITIES: CouponActivity[] = [
  {
    id: 1,
    title: '充 100 得 130',
    price: 100,
    faceValue: 130,
    desc: '含 3 张 10 元套餐券',
    coupons: [{ name: '10 元套餐券', count: 3 }],
  },
  {
    id: 2,
    title: '充 50 得 60',
    price: 50,
    faceValue: 60,
    desc: '含 1 张 10 元套餐券',
    coupons: [{ name: '10 元套餐券', count: 1 }],
  },
];

export const VIP_PRODUCTS: VipProduct[] = [
  {
    id: 1,
    name: '黄金会员',
    logo: '/static/vip/gold.png',
    price: 19.9,
    originalPrice: 29.9,
    duration: 1,
    durationUnit: 3,
    privileges: VIP_PRIVILEGES,
  },
  {
    id: 2,
    name: '月度会员',
    logo: '/static/vip/silver.png',
    price: 3.9,
    originalPrice: 5,
    duration: 1,
    durationUnit: 2,
    privileges: VIP_PRIVILEGES,
  },
];

export const ACCELERATE_PRODUCTS: AccelerateProduct[] = [
  {
    id: 1,
    name: '5G 极速包 7 天',
    price: 9.9,
    duration: 7,
    durationUnit: 1,
    speed: '最高 300 Mbps',
    desc: '开通后立即生效',
  },
  {
    id: 2,
    name: '5G 极速包 30 天',
    price: 29.9,
    duration: 1,
    durationUnit: 2,
    speed: '最高 300 Mbps',
    desc: '开通后立即生效',
  },
];

export const EXCHANGE_ITEMS: CouponExchangeItem[] = [
  { id: 1, name: '5 元套餐券', coin: 10, value: 5, minSpend: 20, stock: 100 },
  { id: 2, name: '20 元套餐券', coin: 40, value: 20, minSpend: 100, stock: 10 },
  { id: 3, name: '50 元套餐券', coin: 200, value: 50, minSpend: 200, stock: 0 },
];
