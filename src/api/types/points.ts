/** Requests and responses of the points shop. */

import type { PointsGoods } from '@/domain/points';
import type { CarouselItem } from '@/domain/site';

/** GET /api/iot/integralShopIndex. */
export interface IntegralShopIndex {
  /** Points of the card. */
  integral: number;
  /** Banners. */
  banners: CarouselItem[];
  /** Categories. */
  categories: { id: number; name: string }[];
  /** Goods. */
  goods: PointsGoods[];
}

/** POST /api/iot/buyShopGoods body. */
export interface BuyShopGoodsBody {
  /** Goods id. */
  goodsId: number;
  /** Quantity (1-10). */
  quantity: number;
  /** Address id (delivery type 1). */
  addressId?: number;
  /** Store id (delivery type 2). */
  storeId?: number;
  /** Remark. */
  remark?: string;
}
