/** The recharge variants of a machine code, in the order they are offered. */
export const RECHARGE_KINDS = [
  'rechargeNumber',
  'button',
  'scan',
  'official',
  'miniProgram',
  'app',
  'onlineService',
  'phoneService',
  'videoTutorial',
  'richText',
] as const;

export type RechargeKind = (typeof RECHARGE_KINDS)[number];

export const isRechargeKind = (value: string): value is RechargeKind =>
  (RECHARGE_KINDS as readonly string[]).includes(value);
