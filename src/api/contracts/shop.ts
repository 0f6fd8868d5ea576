/** Contracts of the shop answers: goods, numbers, orders, help, login, agents. */

import { bool, list, num, numOr, obj, optNum, optStr, reqStr, str, strList } from '../contract';

export const goods = obj({
  id: num,
  groupId: optNum,
  name: str,
  image: str,
  tags: strList,
  monthlyFee: numOr(0),
  originalFee: numOr(0),
  stock: numOr(0),
  sales: numOr(0),
  formFields: list(obj({ name: str, label: str, type: str, required: bool })),
  deliveryProvinces: strList,
  detail: str,
});

export const goodsList = obj({ groups: list(obj({ id: num, name: str, goods: list(goods) })) });

export const numberItem = obj({
  id: num,
  mobile: reqStr,
  price: numOr(0),
  minConsume: numOr(0),
  prestore: numOr(0),
  goodsId: optNum,
  reserved: bool,
  fast: bool,
  pretty: bool,
});

export const shopOrder = obj({
  id: num,
  orderSn: reqStr,
  goodsId: optNum,
  goodsName: str,
  goodsImage: str,
  payMoney: numOr(0),
  prestore: numOr(0),
  status: num,
  createdAt: str,
});

export const question = obj({ id: num, title: str, content: optStr });

export const shopUser = obj({ nickname: str, avatar: str, mobile: reqStr });

export const logistics = obj({
  expressName: str,
  expressNo: str,
  state: numOr(0),
  traces: list(obj({ time: str, context: str })),
});

export const downstreamAgent = obj({
  id: num,
  name: str,
  promoCode: str,
  direct: bool,
  markup: numOr(0),
});
