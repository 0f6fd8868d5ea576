import { http } from 'msw';
import * as goods from '../../services/goods';
import { answer, num, ok, path, queryOf, str } from '../util';

/** Goods: the grouped list, a goods page, landing pages, the visitor's location. */
export const goodsHandlers = [
  http.get(path('/api/shop/goodsList'), ({ request }) => {
    const q = queryOf(request);
    const groups = goods.goodsGroups({
      operatorType: num(q.operatorType, 0),
      category: num(q.category, 0),
      provinceCode: str(q.provinceCode),
    });
    return ok({ groups });
  }),
  http.get(path('/api/shop/goodsDetails'), ({ request }) =>
    answer(goods.goodsDetail(num(queryOf(request).id))),
  ),
  http.get(path('/api/shop/base/ipLocation'), () =>
    ok({
      ip: '113.88.0.1',
      provinceCode: '440000',
      province: '广东省',
      cityCode: '440300',
      city: '深圳市',
    }),
  ),
  http.get(path('/api/shop/singlePageInfo'), ({ request }) =>
    answer(goods.singlePage(str(queryOf(request).pageCode))),
  ),
];
