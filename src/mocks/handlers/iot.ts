import { http } from 'msw';
import type { PackageItem, PayResult, SimAddress, SimPackageOrder, UserCoupon } from '@/api/types';
import { isIdCard, isMobile } from '@/lib/validators';
import {
  ACCELERATE_PRODUCTS,
  BALANCE_OPTIONS,
  COUPON_ACTIVITIES,
  db,
  iso,
  nextId,
  PACKAGES,
  previewSimInfo,
  seckillPackages,
  simInfoOf,
  VIP_PRODUCTS,
  type DemoCard,
} from '../db';
import { accelerateOrder, vipOrder } from '../db/cards';
import { regionNames } from '../db/regions';
import {
  bodyOf,
  fail,
  invalid,
  num,
  ok,
  paginate,
  path,
  queryOf,
  requireCard,
  round2,
  str,
} from './util';

const DAY = 86_400_000;
const PAY_TYPES = ['balance', 'wechat', 'alipay'];

/** Wraps a handler that needs a logged-in card (34061 otherwise). */
function withCard(
  handle: (card: DemoCard, request: Request) => Response | Promise<Response>,
): (info: { request: Request }) => Promise<Response> {
  return async ({ request }) => {
    const card = requireCard(request);
    if (card instanceof Response) return card;
    return handle(card, request);
  };
}

const allPackages = (now: number): PackageItem[] => [...seckillPackages(now), ...PACKAGES];

/** Price after a coupon, or the reason it cannot be used. */
function applyCoupon(coupon: UserCoupon, price: number): { pay: number } | { reason: string } {
  if (coupon.state === 3 || Date.parse(coupon.endAt) < Date.now())
    return { reason: 'Coupon expired' };
  if (coupon.state === 4) return { reason: 'Coupon already used' };
  if (price < coupon.minSpend) return { reason: `Spend ${coupon.minSpend} yuan or more to use it` };
  const pay = coupon.type === 1 ? price - coupon.value : price * coupon.value;
  return { pay: Math.max(0, round2(pay)) };
}

/** The card's coupons judged against a price: usable, unusable with the reason, expired. */
function couponsFor(card: DemoCard, price: number | null): UserCoupon[] {
  const now = Date.now();
  return card.coupons.map((coupon) => {
    if (coupon.state === 4) return coupon;
    if (Date.parse(coupon.endAt) < now) return { ...coupon, state: 3, reason: 'Expired' };
    if (price === null) return coupon;
    const result = applyCoupon(coupon, price);
    return 'reason' in result
      ? { ...coupon, state: 2, reason: result.reason }
      : { ...coupon, state: 1, reason: '' };
  });
}

/** Checks the pay password of a balance payment: 41001 missing, 41002 wrong. */
function checkPayPassword(card: DemoCard, given: unknown): Response | null {
  if (!card.payPassword) return null;
  const password = str(given);
  if (!password) return fail(41001, 'Please enter the pay password');
  if (password !== card.payPassword) return fail(41002, 'Wrong pay password');
  return null;
}

/** Takes money from the balance with a ledger line; -1 when it is too low. */
function charge(card: DemoCard, money: number, remark: string): Response | null {
  const balance = card.info.balance ?? 0;
  if (balance < money) {
    return fail(
      -1,
      `Insufficient balance: ${balance.toFixed(2)} yuan, ${money.toFixed(2)} yuan needed`,
    );
  }
  card.info.balance = round2(balance - money);
  card.balanceLogs.unshift({
    id: nextId(),
    money: -money,
    after: card.info.balance,
    remark,
    createdAt: iso(Date.now()),
  });
  return null;
}

function payResult(
  orderSn: string,
  money: number,
  paid: boolean,
  cashier = '/api/__demo/pay',
): PayResult {
  return {
    orderSn,
    paid,
    payMoney: money,
    payUrl: paid ? '' : `${cashier}?orderSn=${orderSn}`,
  };
}

/**
 * Online orders that have no list of their own (recharge activities, VIP, acceleration): kept per
 * card until paid, so a reset of the demo database forgets them with the cards.
 */
interface PendingOrder {
  orderSn: string;
  money: number;
  status: 0 | 1;
  /** What paying grants. */
  grant: () => void;
}
const pendingOrders = new WeakMap<DemoCard, PendingOrder[]>();
const PENDING_CASHIER = '/api/iot/demoCashier/pay';

function addPending(card: DemoCard, order: PendingOrder): PayResult {
  pendingOrders.set(card, [order, ...(pendingOrders.get(card) ?? [])]);
  return payResult(order.orderSn, order.money, false, PENDING_CASHIER);
}

/** The payment state of any order of the card: 0 waiting, 1 paid, 2 closed; null when unknown. */
function orderPayState(
  card: DemoCard,
  orderSn: string,
): { status: 0 | 1 | 2; money: number } | null {
  const pkg = card.packageOrders.find((o) => o.orderSn === orderSn);
  if (pkg) return { status: pkg.status === 0 ? 0 : pkg.status === 4 ? 2 : 1, money: pkg.payMoney };
  const balance = card.balanceOrders.find((o) => o.orderSn === orderSn);
  if (balance) return { status: balance.status === 1 ? 1 : 0, money: balance.money };
  const points = card.pointsOrders.find((o) => o.orderSn === orderSn);
  if (points)
    return { status: points.status === 0 ? 0 : points.status === 4 ? 2 : 1, money: points.money };
  const pending = pendingOrders.get(card)?.find((o) => o.orderSn === orderSn);
  if (pending) return { status: pending.status, money: pending.money };
  if (card.info.vipOrder?.orderSn === orderSn)
    return { status: 1, money: card.info.vipOrder.actualPayMoney };
  if (card.info.accelerateOrder?.orderSn === orderSn)
    return { status: 1, money: card.info.accelerateOrder.actualPayMoney };
  return null;
}

function grantVip(card: DemoCard, product: (typeof VIP_PRODUCTS)[number], orderSn: string) {
  const now = Date.now();
  const days = product.durationUnit === 2 ? 30 * product.duration : 365 * product.duration;
  card.info.vipOrder = {
    ...vipOrder(card.id, iso(now), iso(now + days * DAY)),
    id: nextId(),
    vipId: product.id,
    vipName: product.name,
    orderSn,
    actualPayMoney: product.price,
  };
}

function grantAccelerate(
  card: DemoCard,
  product: (typeof ACCELERATE_PRODUCTS)[number],
  orderSn: string,
) {
  const now = Date.now();
  const days = product.durationUnit === 1 ? product.duration : 30 * product.duration;
  card.info.accelerateOrder = {
    ...accelerateOrder(card.id, iso(now), iso(now + days * DAY)),
    id: nextId(),
    accelerateId: product.id,
    accelerateName: product.name,
    orderSn,
    actualPayMoney: product.price,
  };
  card.info.hasAccelerate = true;
}

function validAddress(body: Record<string, unknown>): SimAddress | string {
  const name = str(body.name);
  const mobile = str(body.mobile);
  if (!name || name.length > 20) return 'Please enter the receiver (up to 20 characters)';
  if (!isMobile(mobile)) return 'Please enter a valid mobile number';
  const region = regionNames(str(body.provinceCode), str(body.cityCode), str(body.countyCode));
  if (!region) return 'Please choose the province, city and county';
  const detail = str(body.detail);
  if (detail.length < 4) return 'Please enter the street address';
  return {
    id: num(body.id),
    name,
    mobile,
    provinceCode: str(body.provinceCode),
    cityCode: str(body.cityCode),
    countyCode: str(body.countyCode),
    ...region,
    detail,
    isDefault: body.isDefault === true || body.isDefault === 'true' || body.isDefault === 1,
  };
}

function sortAddresses(list: SimAddress[]): SimAddress[] {
  return [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.id - a.id);
}

export const iotHandlers = [
  http.get(
    path('/api/iot/orderStatus'),
    withCard((card, request) => {
      const orderSn = str(queryOf(request).orderSn);
      if (!orderSn) return invalid('orderSn is required');
      const state = orderPayState(card, orderSn);
      if (!state) return invalid('Order not found');
      return ok({ orderSn, status: state.status, payMoney: state.money });
    }),
  ),
  // The demo cashier of orders without a list of their own; it pays as the provider's callback would.
  http.get(
    path(PENDING_CASHIER),
    withCard((card, request) => {
      const orderSn = str(queryOf(request).orderSn);
      const order = pendingOrders.get(card)?.find((o) => o.orderSn === orderSn && o.status === 0);
      if (!order) return invalid('No unpaid order with that number');
      order.status = 1;
      order.grant();
      return ok({ orderSn, paid: true });
    }),
  ),
  http.get(path('/api/iot/simInfo'), ({ request }) => {
    const simNo = request.headers.get('Sim-No') ?? '';
    // Layout preview: read-only, no token.
    if (/^IotLayout:\d+$/.test(simNo)) {
      const info = previewSimInfo(simNo, Date.now());
      return info ? ok(info) : invalid('Layout not found');
    }
    const card = requireCard(request);
    if (card instanceof Response) return card;
    return ok(simInfoOf(card));
  }),
  http.post(
    path('/api/iot/simRefresh'),
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      if (body.force !== true && body.force !== 'true') return ok(null, 'cached');
      card.info.lastRobinAt = iso(Date.now());
      return ok(null);
    }),
  ),
  http.get(
    path('/api/iot/simOfficialAuth'),
    withCard((card) =>
      ok({
        url: `https://auth.example.com/realname?iccid=${card.info.iccid}`,
        done: card.info.authStatus === 1,
        tips: '请使用机主本人身份证完成实名',
      }),
    ),
  ),
  http.get(
    path('/api/iot/deviceOfficialAuth'),
    withCard((card, request) => {
      if (card.info.sourceType !== 2) return fail(40001, 'Only devices have this');
      const simNo = str(queryOf(request).simNo) || card.info.simNo;
      const sim = card.info.viceSims?.find((item) => item.simNo === simNo);
      if (!sim) return invalid('Sim not in this device');
      return ok({
        url: `https://auth.example.com/realname?iccid=${sim.iccid}`,
        done: false,
        tips: '设备内每张卡都需要实名',
      });
    }),
  ),
  http.post(
    path('/api/iot/simPlatformAuth'),
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      const name = str(body.name);
      if (!/^[\u4e00-\u9fa5·]{2,20}$|^[A-Za-z ]{2,40}$/.test(name))
        return invalid('Please enter the real name');
      if (!isIdCard(str(body.idCard))) return invalid('Please enter a valid ID card number');
      if (card.info.platformAuthType === 1 && (!str(body.frontImage) || !str(body.backImage))) {
        return invalid('Please upload both sides of the ID card');
      }
      card.info.authPlatformStatus = 1;
      card.info.needPlatformAuth = false;
      card.info.authStatus = 1;
      card.info.needAuth = false;
      card.info.internetStatus = card.info.breakRuleId ? 0 : 1;
      return ok(null);
    }),
  ),
  http.post(
    path('/api/iot/simBindMobile'),
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      const mobile = str(body.mobile);
      if (!isMobile(mobile)) return invalid('Please enter a valid mobile number');
      if (!db.smsCodes.has(mobile) || db.smsCodes.get(mobile) !== str(body.code))
        return invalid('Wrong verification code');
      card.info.mobile = mobile;
      db.smsCodes.delete(mobile);
      return ok(null);
    }),
  ),
  http.post(
    path('/api/iot/simUpdatePayPass'),
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      const password = str(body.password);
      if (!/^\d{6}$/.test(password)) return invalid('The pay password is 6 digits');
      if (card.payPassword) {
        if (!str(body.oldPassword)) return fail(41001, 'Please enter the current pay password');
        if (str(body.oldPassword) !== card.payPassword) return fail(41002, 'Wrong pay password');
      }
      card.payPassword = password;
      return ok(null);
    }),
  ),
  http.get(
    path('/api/iot/packageChoose'),
    withCard(() => {
      const now = Date.now();
      return ok({ seckill: seckillPackages(now), list: PACKAGES });
    }),
  ),
  http.get(
    path('/api/iot/packageDetails'),
    withCard((card, request) => {
      const item = allPackages(Date.now()).find((pkg) => pkg.id === num(queryOf(request).id));
      if (!item) return invalid('Package not found');
      return ok({
        ...item,
        detail: `<p>${item.desc}。流量用完后按 3 元/G 计费。</p>`,
        coupons: couponsFor(card, item.price),
      });
    }),
  ),
  http.get(
    path('/api/iot/simCouponList'),
    withCard((card, request) => {
      const id = num(queryOf(request).packageId);
      const item = id ? allPackages(Date.now()).find((pkg) => pkg.id === id) : undefined;
      return ok(couponsFor(card, item ? item.price : null));
    }),
  ),
  http.post(
    path('/api/iot/buyPackage'),
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      const now = Date.now();
      const item = allPackages(now).find((pkg) => pkg.id === num(body.packageId));
      if (!item) return invalid('Package not found');
      const payType = str(body.payType);
      if (!PAY_TYPES.includes(payType)) return invalid('Unknown pay type');
      if (item.seckill) {
        if (now < Date.parse(item.seckillStartAt))
          return fail(-1, 'The seckill has not started yet');
        if (now >= Date.parse(item.seckillEndAt)) return fail(-1, 'The seckill has ended');
      }
      const effectMode = num(body.effectMode, 1);
      if (!item.effectModes.includes(effectMode))
        return invalid('This package cannot take effect that way');
      let pay = item.price;
      const couponId = num(body.userCouponId);
      const coupon = couponId ? card.coupons.find((c) => c.id === couponId) : undefined;
      if (couponId) {
        if (!coupon) return invalid('Coupon not found');
        const applied = applyCoupon(coupon, item.price);
        if ('reason' in applied) return fail(-1, applied.reason);
        pay = applied.pay;
      }
      const paid = payType === 'balance' || pay === 0;
      if (payType === 'balance') {
        const refused =
          checkPayPassword(card, body.payPassword) ?? charge(card, pay, `订购套餐 ${item.name}`);
        if (refused) return refused;
      }
      if (coupon) coupon.state = 4;
      const startAt =
        effectMode === 2
          ? new Date(new Date(now).getFullYear(), new Date(now).getMonth() + 1, 1).getTime()
          : now;
      const days =
        item.durationUnit === 1
          ? item.duration
          : item.durationUnit === 2
            ? item.duration * 30
            : item.duration * 365;
      const order: SimPackageOrder = {
        id: nextId(),
        orderSn: `PKG${now}`,
        packageName: item.name,
        payMoney: pay,
        payType,
        status: paid ? (effectMode === 2 ? 2 : 1) : 0,
        startAt: iso(startAt),
        endAt: iso(startAt + days * DAY),
        createdAt: iso(now),
      };
      card.packageOrders.unshift(order);
      if (paid && effectMode === 1) {
        card.info.status = 1;
        card.info.needBuyPackage = false;
        card.info.simStatus = card.info.arrearsBalance ? card.info.simStatus : 1;
        card.info.totalFlow =
          item.flow === -1
            ? -1
            : (card.info.totalFlow ?? 0) === -1
              ? -1
              : (card.info.totalFlow ?? 0) + item.flow;
        card.info.isInfiniteFlow = card.info.totalFlow === -1;
        card.info.endAt = iso(Math.max(Date.parse(card.info.endAt ?? '') || now, now) + days * DAY);
        card.info.surplusTime = Math.round((Date.parse(card.info.endAt) - now) / DAY);
      }
      if (item.seckill) item.seckillStock = Math.max(0, item.seckillStock - 1);
      return ok(payResult(order.orderSn, pay, paid));
    }),
  ),
  http.get(
    path('/api/iot/renewPackageOption'),
    withCard((card) =>
      ok({ currentPackageId: card.renewPackageId, list: PACKAGES.filter((p) => p.renewable) }),
    ),
  ),
  http.post(
    path('/api/iot/simUpdateRenewPackage'),
    withCard(async (card, request) => {
      const id = num((await bodyOf(request)).packageId);
      if (id && !PACKAGES.some((p) => p.id === id && p.renewable))
        return invalid('This package cannot auto-renew');
      card.renewPackageId = id;
      return ok(null);
    }),
  ),
  http.post(
    path('/api/iot/closeVolumePackage'),
    withCard((card) => {
      if (!card.info.volumePackageId) return invalid('No volume package to close');
      card.info.volumePackageId = 0;
      card.info.volume = null;
      return ok(null);
    }),
  ),
  http.get(
    path('/api/iot/simHistoryLine'),
    withCard((card, request) => {
      const days = num(queryOf(request).days, 7) === 30 ? 30 : 7;
      const now = Date.now();
      return ok(
        Array.from({ length: days }, (_, i) => ({
          date: iso(now - (days - 1 - i) * DAY).slice(0, 10),
          flow: ((card.id * 97 + i * 131) % 900) + 100,
        })),
      );
    }),
  ),
  http.get(
    path('/api/iot/balanceChoose'),
    withCard(() => ok(BALANCE_OPTIONS)),
  ),
  http.post(
    path('/api/iot/createBalanceOrder'),
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      if (!['wechat', 'alipay'].includes(str(body.payType)))
        return invalid('Recharge is paid online');
      const option = BALANCE_OPTIONS.find((o) => o.id === num(body.optionId));
      const money = option ? option.money : num(body.money);
      if (!option && (!(money >= 1) || money > 5000)) return invalid('Amount must be 1-5000 yuan');
      const orderSn = `BAL${Date.now()}`;
      card.balanceOrders.unshift({
        id: nextId(),
        orderSn,
        money,
        giveMoney: option?.giveMoney ?? 0,
        status: 0,
        createdAt: iso(Date.now()),
      });
      return ok(payResult(orderSn, money, false));
    }),
  ),
  http.get(
    path('/api/iot/couponChoose'),
    withCard(() => ok(COUPON_ACTIVITIES)),
  ),
  http.post(
    path('/api/iot/createCouponOrder'),
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      const activity = COUPON_ACTIVITIES.find((a) => a.id === num(body.activityId));
      if (!activity) return invalid('Activity not found');
      if (!['wechat', 'alipay'].includes(str(body.payType)))
        return invalid('Activities are paid online');
      const orderSn = `CPN${Date.now()}`;
      return ok(
        addPending(card, {
          orderSn,
          money: activity.price,
          status: 0,
          grant: () => {
            const now = Date.now();
            card.info.balance = round2((card.info.balance ?? 0) + activity.faceValue);
            card.balanceOrders.unshift({
              id: nextId(),
              orderSn,
              money: activity.price,
              giveMoney: round2(activity.faceValue - activity.price),
              status: 1,
              createdAt: iso(now),
            });
            card.balanceLogs.unshift({
              id: nextId(),
              money: activity.faceValue,
              after: card.info.balance,
              remark: `充值活动 ${activity.title}`,
              createdAt: iso(now),
            });
            for (const grant of activity.coupons) {
              for (let i = 0; i < grant.count; i += 1) {
                card.coupons.unshift({
                  id: nextId(),
                  couponId: 200 + activity.id,
                  name: grant.name,
                  type: 1,
                  value: 10,
                  minSpend: 20,
                  startAt: iso(now),
                  endAt: iso(now + 30 * DAY),
                  state: 1,
                  reason: '',
                });
              }
            }
          },
        }),
      );
    }),
  ),
  http.get(
    path('/api/iot/simPackageList'),
    withCard((card, request) => ok(paginate(card.packageOrders, queryOf(request)))),
  ),
  http.get(
    path('/api/iot/simBalanceList'),
    withCard((card, request) => ok(paginate(card.balanceOrders, queryOf(request)))),
  ),
  http.get(
    path('/api/iot/simBalanceLogList'),
    withCard((card, request) => ok(paginate(card.balanceLogs, queryOf(request)))),
  ),
  http.get(
    path('/api/iot/simIntegralLogList'),
    withCard((card, request) => ok(paginate(card.integralLogs, queryOf(request)))),
  ),
  http.get(
    path('/api/iot/couponCoinLogList'),
    withCard((card, request) => ok(paginate(card.couponCoinLogs, queryOf(request)))),
  ),
  http.get(
    path('/api/iot/couponExchangeList'),
    withCard(() => ok(db.exchangeItems)),
  ),
  http.post(
    path('/api/iot/exchangeCoupon'),
    withCard(async (card, request) => {
      const { itemId: wanted } = await bodyOf(request);
      const item = db.exchangeItems.find((e) => e.id === num(wanted));
      if (!item) return invalid('Coupon not found');
      if (item.stock <= 0) return fail(30001, '');
      const coins = card.info.couponCoin ?? 0;
      if (coins < item.coin)
        return fail(-1, `Not enough coupon coins: ${coins}, ${item.coin} needed`);
      card.info.couponCoin = coins - item.coin;
      item.stock -= 1;
      const now = Date.now();
      card.couponCoinLogs.unshift({
        id: nextId(),
        coin: -item.coin,
        after: card.info.couponCoin,
        remark: `兑换 ${item.name}`,
        createdAt: iso(now),
      });
      const coupon: UserCoupon = {
        id: nextId(),
        couponId: 100 + item.id,
        name: item.name,
        type: 1,
        value: item.value,
        minSpend: item.minSpend,
        startAt: iso(now),
        endAt: iso(now + 30 * DAY),
        state: 1,
        reason: '',
      };
      card.coupons.unshift(coupon);
      return ok(coupon);
    }),
  ),
  http.get(
    path('/api/iot/vipList'),
    withCard(() => ok(VIP_PRODUCTS)),
  ),
  http.post(
    path('/api/iot/createVipOrder'),
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      const product = VIP_PRODUCTS.find((v) => v.id === num(body.vipId));
      if (!product) return invalid('VIP product not found');
      const payType = str(body.payType);
      if (!PAY_TYPES.includes(payType)) return invalid('Unknown pay type');
      const orderSn = `VIP${Date.now()}`;
      if (payType !== 'balance') {
        return ok(
          addPending(card, {
            orderSn,
            money: product.price,
            status: 0,
            grant: () => grantVip(card, product, orderSn),
          }),
        );
      }
      const refused =
        checkPayPassword(card, body.payPassword) ??
        charge(card, product.price, `开通 ${product.name}`);
      if (refused) return refused;
      grantVip(card, product, orderSn);
      return ok(payResult(orderSn, product.price, true));
    }),
  ),
  http.get(
    path('/api/iot/accelerateList'),
    withCard(() => ok(ACCELERATE_PRODUCTS)),
  ),
  http.get(
    path('/api/iot/accelerateOrderList'),
    withCard((card, request) =>
      ok(paginate(card.info.accelerateOrder ? [card.info.accelerateOrder] : [], queryOf(request))),
    ),
  ),
  http.post(
    path('/api/iot/createAccelerateOrder'),
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      const product = ACCELERATE_PRODUCTS.find((a) => a.id === num(body.accelerateId));
      if (!product) return invalid('Product not found');
      const payType = str(body.payType);
      if (!PAY_TYPES.includes(payType)) return invalid('Unknown pay type');
      const orderSn = `ACC${Date.now()}`;
      if (payType !== 'balance') {
        return ok(
          addPending(card, {
            orderSn,
            money: product.price,
            status: 0,
            grant: () => grantAccelerate(card, product, orderSn),
          }),
        );
      }
      const refused =
        checkPayPassword(card, body.payPassword) ??
        charge(card, product.price, `订购 ${product.name}`);
      if (refused) return refused;
      grantAccelerate(card, product, orderSn);
      return ok(payResult(orderSn, product.price, true));
    }),
  ),
  http.get(
    path('/api/iot/taskCenter'),
    withCard((card) => {
      const today = iso(Date.now()).slice(0, 10);
      const signedToday = card.signedOn === today;
      return ok({
        integral: card.info.integral ?? 0,
        signedToday,
        signDays: card.signDays,
        tasks: [
          {
            id: 1,
            title: '每日签到',
            desc: '每天签到得 10 积分',
            icon: 'sign',
            integral: 10,
            kind: 'signIn',
            done: signedToday,
            path: '',
          },
          {
            id: 2,
            title: '订购任意套餐',
            desc: '本月订购套餐得 100 积分',
            icon: 'package',
            integral: 100,
            kind: 'buyPackage',
            done: card.packageOrders.some(
              (o) => o.status > 0 && o.createdAt.slice(0, 7) === today.slice(0, 7),
            ),
            path: '/pages/iot/index/package/index',
          },
          {
            id: 3,
            title: '绑定手机号',
            desc: '绑定后得 50 积分',
            icon: 'phone',
            integral: 50,
            kind: 'bindPhone',
            done: !!card.info.mobile,
            path: '/pages/iot/index/bindPhone/index',
          },
          {
            id: 4,
            title: '完成实名认证',
            desc: '实名后得 50 积分',
            icon: 'realname',
            integral: 50,
            kind: 'realName',
            done: card.info.authStatus === 1,
            path: '/pages/iot/index/realnameAuth/index',
          },
        ],
      });
    }),
  ),
  http.post(
    path('/api/iot/generalSignIn'),
    withCard((card) => {
      const today = iso(Date.now()).slice(0, 10);
      if (card.signedOn === today) return fail(-1, 'Already signed in today');
      card.signedOn = today;
      card.signDays += 1;
      card.info.integral = (card.info.integral ?? 0) + 10;
      card.integralLogs.unshift({
        id: nextId(),
        integral: 10,
        after: card.info.integral,
        remark: '每日签到',
        createdAt: iso(Date.now()),
      });
      return ok({ integral: card.info.integral, signDays: card.signDays });
    }),
  ),
  http.get(
    path('/api/iot/protocol'),
    withCard((_card, request) => {
      const key = str(queryOf(request).key);
      const titles: Record<string, string> = {
        recharge: '充值协议',
        privacy: '隐私政策',
        taskRule: '任务规则',
        vip: '会员服务协议',
      };
      if (!titles[key]) return invalid('Unknown protocol');
      return ok({
        title: titles[key],
        content: `<h3>${titles[key]}</h3><p>请仔细阅读以下条款。</p>`,
        updatedAt: '2026-09-01T00:00:00.000Z',
      });
    }),
  ),
  http.post(
    path('/api/iot/simRemoveBreak'),
    withCard((card) => {
      if (!card.info.breakRuleId) return invalid('No break rule on this card');
      if (!card.info.allowRemoveBreak)
        return fail(-1, 'This restriction cannot be lifted by the user');
      Object.assign(card.info, {
        breakRuleId: 0,
        breakTips: '',
        breakNoClose: false,
        breakRemoveAt: '',
        allowRemoveBreak: false,
        breakPopupAttr: null,
        internetStatus: 1,
      });
      return ok(null);
    }),
  ),
  http.get(
    path('/api/iot/changeSimList'),
    withCard((card) => {
      if (card.info.sourceType !== 2) return fail(40001, 'Only devices can switch network');
      return ok(
        (card.info.viceSims ?? []).map((sim, i) => ({
          simNo: sim.simNo,
          operatorType: sim.operatorType,
          operatorTypeName: sim.operatorTypeName,
          current: sim.current,
          signal: 4 - i,
        })),
      );
    }),
  ),
  http.post(
    path('/api/iot/simSwitchNet'),
    withCard(async (card, request) => {
      if (card.info.sourceType !== 2) return fail(40001, 'Only devices can switch network');
      const simNo = str((await bodyOf(request)).simNo);
      const sims = card.info.viceSims ?? [];
      if (!sims.some((sim) => sim.simNo === simNo)) return invalid('Sim not in this device');
      card.info.viceSims = sims.map((sim) => ({ ...sim, current: sim.simNo === simNo }));
      return ok(null);
    }),
  ),
  http.get(
    path('/api/iot/getSimOauthList'),
    withCard((card) => ok(card.oauths)),
  ),
  http.post(
    path('/api/iot/unbindSimOauth'),
    withCard(async (card, request) => {
      const id = num((await bodyOf(request)).id);
      if (!card.oauths.some((o) => o.id === id)) return invalid('Binding not found');
      card.oauths = card.oauths.filter((o) => o.id !== id);
      return ok(null);
    }),
  ),
  http.get(
    path('/api/iot/simAddressList'),
    withCard((card) => ok(sortAddresses(card.addresses))),
  ),
  http.post(
    path('/api/iot/setSimAddress'),
    withCard(async (card, request) => {
      const address = validAddress(await bodyOf(request));
      if (typeof address === 'string') return invalid(address);
      if (address.id && !card.addresses.some((a) => a.id === address.id))
        return invalid('Address not found');
      if (!address.id && card.addresses.length >= 20) return fail(-1, 'At most 20 addresses');
      const saved = {
        ...address,
        id: address.id || nextId(),
        isDefault: address.isDefault || card.addresses.length === 0,
      };
      card.addresses = card.addresses
        .filter((a) => a.id !== saved.id)
        .map((a) => (saved.isDefault ? { ...a, isDefault: false } : a));
      card.addresses.push(saved);
      return ok(saved);
    }),
  ),
  http.post(
    path('/api/iot/delSimAddress'),
    withCard(async (card, request) => {
      const id = num((await bodyOf(request)).id);
      const found = card.addresses.find((a) => a.id === id);
      if (!found) return invalid('Address not found');
      card.addresses = card.addresses.filter((a) => a.id !== id);
      if (found.isDefault && card.addresses.length) {
        const [latest] = sortAddresses(card.addresses);
        latest.isDefault = true;
      }
      return ok(null);
    }),
  ),
  http.post(
    path('/api/iot/setDefaultSimAddress'),
    withCard(async (card, request) => {
      const id = num((await bodyOf(request)).id);
      if (!card.addresses.some((a) => a.id === id)) return invalid('Address not found');
      card.addresses = card.addresses.map((a) => ({ ...a, isDefault: a.id === id }));
      return ok(null);
    }),
  ),
];
