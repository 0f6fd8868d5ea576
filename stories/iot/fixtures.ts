import type { BalanceOption, CouponActivity, PackageItem, UserCoupon } from '../../src/domain/iot';
import {
  BALANCE_OPTIONS as SEED_BALANCE_OPTIONS,
  COUPON_ACTIVITIES,
  PACKAGES as SEED_PACKAGES,
  seckillPackages,
  seedCoupons,
} from '../../src/mocks/db/seed';
import { judgeCoupons } from '../../src/mocks/services/coupons';

// The demo seed with its words in English: these stories render in English and read those words.

/** A fixed clock for countdowns: 2026-11-22 10:30 UTC. */
export const NOW = Date.parse('2026-11-22T10:30:00.000Z');

/** The recharge options of the demo, titled by amount and gift. */
export const BALANCE_OPTIONS: BalanceOption[] = SEED_BALANCE_OPTIONS.map((option) => ({
  ...option,
  title: option.giveMoney ? `${option.money} + ${option.giveMoney}` : String(option.money),
}));

const [topUp100, topUp50] = COUPON_ACTIVITIES;

/** The two recharge activities of the demo; the second one as an offer without coupons. */
export const ACTIVITIES: CouponActivity[] = [
  topUp100,
  { ...topUp50, title: 'Top up 50, get 60', desc: '', coupons: [] },
];

const seedPackage = (id: number) => SEED_PACKAGES.find((item) => item.id === id)!;

/** Monthly, yearly, lifetime and day packages of the demo. */
export const PACKAGES: PackageItem[] = [
  {
    ...seedPackage(1),
    name: 'Monthly 30 GB',
    desc: 'Valid this month, nationwide',
    tags: ['Best seller'],
  },
  { ...seedPackage(4), name: 'Yearly unlimited', desc: 'Valid for a year, unlimited', tags: [] },
  { ...seedPackage(6), name: 'Lifetime 1 TB', desc: '', tags: [] },
  { ...seedPackage(5), name: 'Day pass 5 GB', desc: '', tags: [] },
];

/** The flash sale running at NOW (10:00 to 11:00). */
export const SECKILL: PackageItem = {
  ...seckillPackages(NOW)[0],
  name: 'Flash sale 100 GB',
  desc: 'Valid this month, nationwide',
  tags: ['Limited'],
};

const COUPON_NAMES = ['¥5 off ¥20', '10% off packages', '¥30 off ¥100', 'Welcome ¥10'];

/** The seeded wallet of a demo card, judged against the 29 yuan monthly package at NOW. */
export const COUPONS: UserCoupon[] = judgeCoupons(seedCoupons(1, NOW), 29, NOW).map(
  (coupon, index) => ({ ...coupon, name: COUPON_NAMES[index] }),
);
