import { call } from './call';
import * as points from './declarations/points';
import type { BuyShopGoodsBody } from './types';

/** POST /api/iot/buyShopGoods body with the pay password, asked once the card has one. */
export interface BuyShopGoodsPaidBody extends BuyShopGoodsBody {
  /** The card's 6-digit pay password (41001 asks for it, 41002 says it is wrong). */
  payPassword?: string;
}

/** POST /api/iot/buyShopGoods: orders a points product, spending the points with the pay password. */
export const buyShopGoodsWithPassword = (body: BuyShopGoodsPaidBody) =>
  call(points.buyShopGoods, body);
