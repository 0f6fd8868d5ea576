import * as shop from '@/api/declarations/shop';
import * as goods from '../../services/goods';
import { answer, num, okFor, on, queryOf, str } from '../util';

/** Goods: the grouped list, a goods page, landing pages, the visitor's location. */
export const goodsHandlers = [
  on(shop.getGoodsList, ({ request }) => {
    const q = queryOf(request);
    const groups = goods.goodsGroups({
      operatorType: num(q.operatorType, 0),
      category: num(q.category, 0),
      provinceCode: str(q.provinceCode),
    });
    return okFor(shop.getGoodsList, { groups });
  }),
  on(shop.getGoodsDetails, ({ request }) => answer(goods.goodsDetail(num(queryOf(request).id)))),
  on(shop.getIpLocation, () =>
    okFor(shop.getIpLocation, {
      ip: '113.88.0.1',
      provinceCode: '440000',
      province: '广东省',
      cityCode: '440300',
      city: '深圳市',
    }),
  ),
  on(shop.getSinglePageInfo, ({ request }) =>
    answer(goods.singlePage(str(queryOf(request).pageCode))),
  ),
];
