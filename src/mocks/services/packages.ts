import type { PackageItem, PayResult, SimPackageOrder, UserCoupon } from '@/api/types';
import { DAY, iso, nextId, PACKAGES, seckillPackages, type DemoCard } from '../db';
import { payFromBalance, payResult, PAY_TYPES } from './billing';
import { couponsFor, redeemCoupon, spendCoupon } from './coupons';
import { done, invalidInput, refuse, type Result } from './result';

/** Every package on sale at a moment: the seckill windows of that hour, then the ordinary ones. */
export const allPackages = (now = Date.now()): PackageItem[] => [
  ...seckillPackages(now),
  ...PACKAGES,
];

export const findPackage = (id: number, now = Date.now()) =>
  allPackages(now).find((pkg) => pkg.id === id);

/** GET /api/iot/packageChoose. */
export const packageChoice = (now = Date.now()) => ({
  seckill: seckillPackages(now),
  list: PACKAGES,
});

/** GET /api/iot/packageDetails: the package with its text and the card's coupons judged on it. */
export function packageDetail(
  card: DemoCard,
  id: number,
): Result<PackageItem & { detail: string; coupons: UserCoupon[] }> {
  const item = findPackage(id);
  if (!item) return invalidInput('Package not found');
  return done({
    ...item,
    detail: `<p>${item.desc}。流量用完后按 3 元/G 计费。</p>`,
    coupons: couponsFor(card, item.price),
  });
}

/** GET /api/iot/simCouponList: the card's coupons, judged on a package when one is named. */
export function couponsForPackage(card: DemoCard, packageId: number): UserCoupon[] {
  const item = packageId ? findPackage(packageId) : undefined;
  return couponsFor(card, item ? item.price : null);
}

/** Days a package runs: day, month (30 days) or year (365 days) units. */
export function packageDays(item: PackageItem): number {
  if (item.durationUnit === 1) return item.duration;
  if (item.durationUnit === 2) return item.duration * 30;
  return item.duration * 365;
}

export interface BuyPackageInput {
  packageId: number;
  payType: string;
  /** 1 now, 2 from the first of next month. */
  effectMode: number;
  userCouponId: number;
  payPassword: string;
}

/** Puts a package that takes effect now on the card: flow added, service on, end date pushed. */
function applyPackage(card: DemoCard, item: PackageItem, now: number): void {
  const days = packageDays(item);
  card.info.status = 1;
  card.info.needBuyPackage = false;
  card.info.simStatus = card.info.arrearsBalance ? card.info.simStatus : 1;
  const total = card.info.totalFlow ?? 0;
  card.info.totalFlow = item.flow === -1 || total === -1 ? -1 : total + item.flow;
  card.info.isInfiniteFlow = card.info.totalFlow === -1;
  card.info.endAt = iso(Math.max(Date.parse(card.info.endAt ?? '') || now, now) + days * DAY);
  card.info.surplusTime = Math.round((Date.parse(card.info.endAt) - now) / DAY);
}

/**
 * Buys a package: from the balance (pay password, then the charge, paid at once) or online
 * (waiting for the provider, unless a coupon makes it free). The coupon is used and the order
 * listed either way.
 */
export function buyPackage(card: DemoCard, input: BuyPackageInput): Result<PayResult> {
  const now = Date.now();
  const item = findPackage(input.packageId, now);
  if (!item) return invalidInput('Package not found');
  if (!PAY_TYPES.includes(input.payType)) return invalidInput('Unknown pay type');
  if (item.seckill) {
    if (now < Date.parse(item.seckillStartAt)) return refuse(-1, 'The seckill has not started yet');
    if (now >= Date.parse(item.seckillEndAt)) return refuse(-1, 'The seckill has ended');
  }
  const effectMode = input.effectMode;
  if (!item.effectModes.includes(effectMode))
    return invalidInput('This package cannot take effect that way');
  const redeemed = redeemCoupon(card, input.userCouponId, item.price);
  if (!redeemed.ok) return redeemed;
  const { pay, coupon } = redeemed.data;
  const paid = input.payType === 'balance' || pay === 0;
  if (input.payType === 'balance') {
    const refused = payFromBalance(card, input.payPassword, pay, `订购套餐 ${item.name}`);
    if (refused) return refused;
  }
  if (coupon) spendCoupon(coupon);
  const startAt =
    effectMode === 2
      ? new Date(new Date(now).getFullYear(), new Date(now).getMonth() + 1, 1).getTime()
      : now;
  const order: SimPackageOrder = {
    id: nextId(),
    orderSn: `PKG${now}`,
    packageName: item.name,
    payMoney: pay,
    payType: input.payType,
    status: paid ? (effectMode === 2 ? 2 : 1) : 0,
    startAt: iso(startAt),
    endAt: iso(startAt + packageDays(item) * DAY),
    createdAt: iso(now),
  };
  card.packageOrders.unshift(order);
  if (paid && effectMode === 1) applyPackage(card, item, now);
  return done(payResult(order.orderSn, pay, paid));
}

/** GET /api/iot/renewPackageOption. */
export const renewOptions = (card: DemoCard) => ({
  currentPackageId: card.renewPackageId,
  list: PACKAGES.filter((p) => p.renewable),
});

/** Sets (or with 0 clears) the package the card renews with. */
export function setRenewPackage(card: DemoCard, packageId: number): Result<null> {
  if (packageId && !PACKAGES.some((p) => p.id === packageId && p.renewable))
    return invalidInput('This package cannot auto-renew');
  card.renewPackageId = packageId;
  return done(null);
}

/** Stops the pay-per-use volume package of an unlimited card. */
export function closeVolumePackage(card: DemoCard): Result<null> {
  if (!card.info.volumePackageId) return invalidInput('No volume package to close');
  card.info.volumePackageId = 0;
  card.info.volume = null;
  return done(null);
}

/** Daily usage of the last 7 or 30 days, the same on every call for a card. */
export function usageHistory(card: DemoCard, days: number, now = Date.now()) {
  const span = days === 30 ? 30 : 7;
  return Array.from({ length: span }, (_, i) => ({
    date: iso(now - (span - 1 - i) * DAY).slice(0, 10),
    flow: ((card.id * 97 + i * 131) % 900) + 100,
  }));
}
