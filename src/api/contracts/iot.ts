/** Contracts of the IoT card answers: card information, packages, coupons, ledgers, VIP and acceleration. */

import {
  bool,
  list,
  num,
  numOr,
  obj,
  openableUrl,
  optNum,
  reqStr,
  str,
  strList,
} from '../contract';
import { carousel, menu } from './site';

export const wifiConfig = obj(
  {
    connCount: numOr(0),
    maxConnCount: numOr(0),
    showWifi: bool,
    switchWifi: bool,
    wifiName: str,
    wifiPass: str,
    connCount5G: numOr(0),
    maxConnCount5G: numOr(0),
    showWifi5G: bool,
    switchWifi5G: bool,
    wifiName5G: str,
    wifiPass5G: str,
  },
  { optional: true },
);

export const simLayout = obj({ menus: list(menu), carousels: list(carousel) }, { optional: true });

export const simInfo = obj({
  simNo: reqStr,
  balance: optNum,
  integral: optNum,
  couponCoin: optNum,
  totalFlow: optNum,
  useFlow: optNum,
  surplusFlow: optNum,
  status: optNum,
  operatorType: optNum,
  sourceType: optNum,
  simLayout,
  viceSims: list(),
  wifiConfig,
});

export const packageItem = obj({
  id: num,
  name: str,
  price: num,
  originalPrice: numOr(0),
  flow: numOr(0),
  duration: numOr(0),
  tags: strList,
  effectModes: list(),
});

export const userCoupon = obj({
  id: num,
  name: str,
  type: num,
  value: num,
  minSpend: numOr(0),
  state: numOr(1),
});

export const packageDetails = obj({
  id: num,
  name: str,
  price: num,
  tags: strList,
  detail: str,
  coupons: list(userCoupon),
  effectModes: list(),
});

export const simPackageOrder = obj({
  id: num,
  orderSn: reqStr,
  packageName: str,
  payMoney: numOr(0),
  status: num,
});

export const balanceOrder = obj({
  id: num,
  orderSn: reqStr,
  money: num,
  giveMoney: numOr(0),
  status: num,
});

export const balanceOption = obj({ id: num, money: num, giveMoney: numOr(0), title: str });

export const couponActivity = obj({
  id: num,
  title: str,
  price: num,
  faceValue: numOr(0),
  coupons: list(obj({ name: str, count: numOr(1) })),
});

export const couponExchange = obj({
  id: num,
  name: str,
  coin: num,
  value: num,
  minSpend: numOr(0),
  stock: numOr(0),
});

export const vipProduct = obj({
  id: num,
  name: str,
  price: num,
  duration: numOr(0),
  privileges: obj({ gi: str, items: list(obj({ title: str, icon: str, desc: str })) }),
});

export const accelerateProduct = obj({
  id: num,
  name: str,
  price: num,
  duration: numOr(0),
  speed: str,
});

export const accelerateOrder = obj({
  id: num,
  orderSn: reqStr,
  accelerateName: str,
  actualPayMoney: numOr(0),
  status: num,
});

export const officialAuth = obj({ url: openableUrl, done: bool, tips: str });

export const ledgerEntry = (amount: string) =>
  obj({ id: num, [amount]: numOr(0), after: numOr(0), remark: str, createdAt: str });
