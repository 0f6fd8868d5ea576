/** Requests and responses of the points shop. */

import * as v from 'valibot';
import { pointsGoods } from '@/domain/points';
import { carouselItem } from '@/domain/site';
import { list, num, numOr, obj, str, type Shape } from '@/lib/schema';

/** A category of the points shop. */
export const pointsCategory = obj({
  /** Category id. */
  id: num,
  /** Name. */
  name: str,
});

/** GET /api/iot/integralShopIndex. */
export const integralShopIndex = obj({
  /** Points of the card. */
  integral: numOr(0),
  /** Banners. */
  banners: list(carouselItem),
  /** Categories. */
  categories: list(pointsCategory),
  /** Goods. */
  goods: list(pointsGoods),
});
export type IntegralShopIndex = Shape<typeof integralShopIndex>;

/** POST /api/iot/buyShopGoods body. */
export const buyShopGoodsBody = v.object({
  /** Goods id. */
  goodsId: v.number(),
  /** Quantity (1-10). */
  quantity: v.number(),
  /** Address id (delivery type 1). */
  addressId: v.optional(v.number()),
  /** Store id (delivery type 2). */
  storeId: v.optional(v.number()),
  /** Remark. */
  remark: v.optional(v.string()),
  /** The card's 6-digit pay password, asked once the card has one (41001 asks, 41002 refuses). */
  payPassword: v.optional(v.string()),
});
export type BuyShopGoodsBody = Omit<v.InferInput<typeof buyShopGoodsBody>, 'payPassword'>;
