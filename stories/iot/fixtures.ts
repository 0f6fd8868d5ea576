import type { BalanceOption, CouponActivity, PackageItem, UserCoupon } from '../../src/domain/iot';

export const BALANCE_OPTIONS: BalanceOption[] = [
  { id: 1, money: 30, giveMoney: 0, title: '30' },
  { id: 2, money: 50, giveMoney: 5, title: '50 + 5' },
  { id: 3, money: 100, giveMoney: 15, title: '100 + 15' },
  { id: 4, money: 200, giveMoney: 40, title: '200 + 40' },
];

export const ACTIVITIES: CouponActivity[] = [
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
    title: 'Top up 50, get 60',
    price: 50,
    faceValue: 60,
    desc: '',
    coupons: [],
  },
];

const base: PackageItem = {
  id: 1,
  name: 'Monthly 30 GB',
  price: 29,
  originalPrice: 39,
  flow: 30720,
  duration: 1,
  durationUnit: 2,
  desc: 'Valid this month, nationwide',
  tags: ['Best seller'],
  seckill: false,
  seckillStartAt: '',
  seckillEndAt: '',
  seckillStock: 0,
  recommend: true,
  renewable: true,
  effectModes: [1, 2],
};

export const PACKAGES: PackageItem[] = [
  base,
  {
    ...base,
    id: 4,
    name: 'Yearly unlimited',
    price: 499,
    originalPrice: 699,
    flow: -1,
    duration: 1,
    durationUnit: 3,
    tags: [],
    recommend: false,
  },
  {
    ...base,
    id: 6,
    name: 'Lifetime 1 TB',
    price: 999,
    originalPrice: 1999,
    flow: 1048576,
    duration: 20,
    durationUnit: 3,
    tags: [],
    recommend: false,
    desc: '',
  },
  {
    ...base,
    id: 5,
    name: 'Day pass 5 GB',
    price: 3,
    originalPrice: 3,
    flow: 5120,
    duration: 1,
    durationUnit: 1,
    tags: [],
    recommend: false,
    desc: '',
  },
];

/** A fixed clock for countdowns: 2026-11-22 10:30 UTC. */
export const NOW = Date.parse('2026-11-22T10:30:00.000Z');

export const SECKILL: PackageItem = {
  ...base,
  id: 11,
  name: 'Flash sale 100 GB',
  price: 19.9,
  originalPrice: 79,
  flow: 102400,
  seckill: true,
  seckillStartAt: '2026-11-22T10:00:00.000Z',
  seckillEndAt: '2026-11-22T11:00:00.000Z',
  seckillStock: 37,
  tags: ['Limited'],
  recommend: false,
  effectModes: [1],
};

export const COUPONS: UserCoupon[] = [
  {
    id: 101,
    couponId: 1,
    name: '¥5 off ¥20',
    type: 1,
    value: 5,
    minSpend: 20,
    startAt: '2026-11-01T00:00:00.000Z',
    endAt: '2026-12-17T00:00:00.000Z',
    state: 1,
    reason: '',
  },
  {
    id: 102,
    couponId: 2,
    name: '10% off packages',
    type: 2,
    value: 0.9,
    minSpend: 0,
    startAt: '2026-11-01T00:00:00.000Z',
    endAt: '2026-12-17T00:00:00.000Z',
    state: 1,
    reason: '',
  },
  {
    id: 103,
    couponId: 3,
    name: '¥30 off ¥100',
    type: 1,
    value: 30,
    minSpend: 100,
    startAt: '2026-11-01T00:00:00.000Z',
    endAt: '2026-12-17T00:00:00.000Z',
    state: 2,
    reason: 'Spend 100 yuan or more to use it',
  },
  {
    id: 104,
    couponId: 4,
    name: 'Welcome ¥10',
    type: 1,
    value: 10,
    minSpend: 0,
    startAt: '2026-09-01T00:00:00.000Z',
    endAt: '2026-10-01T00:00:00.000Z',
    state: 3,
    reason: 'Expired',
  },
];
