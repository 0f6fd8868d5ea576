/** Goods of the shop (data cards, broadband, vanity-number packages). */

import type { OperatorType } from './numbers';
import type { DictOption } from './site';

/** Number-selection mode of goods. */
export type NumberSelectMode =
  /** No number to choose. */
  | 0
  /** Chosen nationally. */
  | 1
  /** Fixed region. */
  | 2
  /** By delivery address. */
  | 3
  /** Random in province. */
  | 4
  /** Chosen in province. */
  | 5
  /** Chosen nationally from the vanity pool. */
  | 6;

/** One extra order-form field of goods. */
export interface GoodsFormField {
  /** Field name sent with the order. */
  name: string;
  /** Label. */
  label: string;
  /** 'text', 'idcard', 'mobile' or 'select'. */
  type: 'text' | 'idcard' | 'mobile' | 'select';
  /** Whether it must be filled. */
  required: boolean;
  /** Options for 'select'. */
  options?: DictOption[];
}

/** One goods item (data card, broadband, vanity-number package) (GET /api/shop/goodsList). */
export interface GoodsItem {
  /** Goods id. */
  id: number;
  /** Group id (goods are shown in groups). */
  groupId: number;
  /** Goods name. */
  name: string;
  /** Cover image. */
  image: string;
  /** Short selling points. */
  tags: string[];
  /** Operator type 1-4. */
  operatorType: OperatorType;
  /** Operator name. */
  operatorName: string;
  /** Category: 1 data card, 2 broadband, 3 vanity number. */
  category: 1 | 2 | 3;
  /** Number-selection mode. */
  selectMode: NumberSelectMode;
  /** Monthly fee in yuan. */
  monthlyFee: number;
  /** Original monthly fee before the discount. */
  originalFee: number;
  /** Discount term in months (0 = no discount). */
  discountMonths: number;
  /** General flow per month in GB. */
  generalFlow: number;
  /** Directed (app-specific) flow per month in GB. */
  directedFlow: number;
  /** Call minutes per month. */
  callMinutes: number;
  /** Whether ordering needs an SMS code. */
  needSmsCode: boolean;
  /** Whether ordering needs ID card photos. */
  needIdPhotos: boolean;
  /** Extra order-form fields. */
  formFields: GoodsFormField[];
  /** Stock left; 0 = sold out. */
  stock: number;
  /** Number sold, for display. */
  sales: number;
  /** Province codes it can be delivered to; empty = nationwide. */
  deliveryProvinces: string[];
  /** Minimum age of the buyer. */
  minAge: number;
  /** Maximum age of the buyer. */
  maxAge: number;
  /** Rich-text detail. */
  detail: string;
}

/** A group of goods. */
export interface GoodsGroup {
  /** Group id. */
  id: number;
  /** Group name. */
  name: string;
  /** Goods of the group. */
  goods: GoodsItem[];
}
