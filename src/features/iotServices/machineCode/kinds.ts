import { RECHARGE_KINDS, type RechargeKind } from '@/domain/site';

/** The recharge variants of a machine code, in the order they are offered (src/domain/site.ts). */
export { RECHARGE_KINDS, type RechargeKind };

export const isRechargeKind = (value: string): value is RechargeKind =>
  (RECHARGE_KINDS as readonly string[]).includes(value);
