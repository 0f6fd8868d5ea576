import type { OperatorType } from '@/domain/numbers';
import type { BreakPopupProps } from './BreakPopup';
import type { FlowCardProps } from './FlowCard';
import type { SimStatusTipKind } from './SimStatusTips';
import type { WarrantyProps } from './Warranty';

/** What the card home's header shows about the card. */
export interface HomeCardHeader {
  /** Card number. */
  simNo?: string;
  /** Device number (shown instead of the card number on a device). */
  deviceNo?: string;
  /** Source type: 1 card, 2 device. */
  sourceType?: number;
  /** Operator of the card (default 4, mobile). */
  operatorType?: OperatorType;
  /** Balance in yuan (default 0; the simple header leaves it out). */
  balance?: number;
  /** Name of the VIP in force, null when none. */
  vipName?: string | null;
}

/** The figures of the flow card. */
export type HomeCardFlow = Pick<
  FlowCardProps,
  | 'useFlow'
  | 'totalFlow'
  | 'surplusFlow'
  | 'surplusUnit'
  | 'dayUseFlow'
  | 'monthUseFlow'
  | 'isInfiniteFlow'
  | 'status'
  | 'endAt'
>;

/** The warranty of the device. */
export type HomeCardWarranty = Pick<
  WarrantyProps,
  'warrantyExpireDate' | 'warrantyExpireTag' | 'warrantyContent'
>;

/** The values of the card details (item card), already readable. */
export interface HomeCardDetails {
  /** ICCID. */
  iccid?: string;
  /** IMEI of the device the card sits in. */
  imei?: string;
  /** APN. */
  apn?: string;
  /** Operator name. */
  operatorName?: string;
  /** Bound phone number, masked. */
  mobile?: string;
  /** Points. */
  integral?: number;
  /** Coupon coins. */
  couponCoin?: number;
}

/** The break rule in force on the card (break popup). */
export type HomeCardBreak = Pick<
  BreakPopupProps,
  | 'title'
  | 'breakTips'
  | 'breakNoClose'
  | 'breakRemoveAt'
  | 'allowRemoveBreak'
  | 'image'
  | 'buttonText'
  | 'buttonLink'
>;

/** What the card home shows about the card; missing parts fall back to defaults. */
export interface HomeCard {
  /** The header: number, operator, balance, VIP. */
  header?: HomeCardHeader;
  /** Card alerts, most urgent first. */
  alerts?: readonly SimStatusTipKind[];
  /** Amount in arrears in yuan (shown in the arrears alert). */
  arrearsBalance?: number;
  /** Flow figures. */
  flow?: HomeCardFlow;
  /** Warranty of the device. */
  warranty?: HomeCardWarranty;
  /** Card details. */
  details?: HomeCardDetails;
  /** The break rule in force; null or absent when none. */
  breakRule?: HomeCardBreak | null;
}
