/** Contracts of the points shop answers: addresses, goods, orders, tasks. */

import { bool, list, num, numOr, obj, optStr, reqStr, str, strList } from '../contract';
import { carousel } from './site';

export const address = obj({
  id: num,
  name: str,
  mobile: str,
  province: str,
  city: str,
  county: str,
  detail: str,
  isDefault: bool,
});

export const pointsGoods = obj({
  id: num,
  name: str,
  image: str,
  images: strList,
  integral: num,
  money: numOr(0),
  stock: numOr(0),
  sales: numOr(0),
  deliveryType: num,
  detail: optStr,
});

export const integralShopIndex = obj({
  integral: numOr(0),
  banners: list(carousel),
  categories: list(obj({ id: num, name: str })),
  goods: list(pointsGoods),
});

export const pointsOrder = obj({
  id: num,
  orderSn: reqStr,
  goodsName: str,
  goodsImage: str,
  quantity: numOr(1),
  integral: numOr(0),
  money: numOr(0),
  status: num,
  address: obj({ name: str, mobile: str, detail: str }, { optional: true }),
  store: obj({ name: str, address: str }, { optional: true }),
  logistics: obj(
    { expressName: str, expressNo: str, traces: list(obj({ time: str, context: str })) },
    { optional: true },
  ),
});

export const taskCenter = obj({
  integral: numOr(0),
  signedToday: bool,
  signDays: numOr(0),
  tasks: list(obj({ id: num, title: str, integral: numOr(0), kind: str, done: bool, path: str })),
});
