import { http } from 'msw';
import type { NumberItem, ShopOrder } from '@/api/types';
import { isIdCard, isMobile } from '@/lib/validators';
import { db, DEMO, iso, logisticsFor, nextId, QUESTIONS } from '../db';
import { regionNames } from '../db/seed/regions';
import { bodyOf, fail, invalid, num, ok, paginate, path, queryOf, requireShop, str } from './util';

/** How long a reserved number is held for a session. */
export const HOLD_MS = 15 * 60_000;

function numberView(item: NumberItem, sessionId: string, now: number): NumberItem {
  const hold = db.numberHolds.get(item.id);
  const active = hold && hold.until > now ? hold : undefined;
  const mine = active?.sessionId === sessionId;
  return {
    ...item,
    reserved: item.reserved || (!!active && !mine),
    reservedUntil: mine && active ? iso(active.until) : '',
  };
}

const allGoods = () => db.goods.flatMap((group) => group.goods);

/** The ID card number the seeded orders were placed with (order query mode 2). */
export const DEMO_ORDER_ID_CARD = '110101199003074258';

// Side tables of the shop demo, keyed by order id or session; entries of orders that a reset
// removed are simply never matched again.
const orderSessions = new Map<number, string>();
const orderIdCards = new Map<number, string>();
const orderBySubmit = new Map<string, number>();
const numberRemarks = new Map<number, string>();
const certs = new Map<string, { front: string; back: string; holding: string }>();
let uploads = 0;

/** Paid orders are shipped at once by the demo warehouse, so logistics can be followed. */
function advance(order: ShopOrder): ShopOrder {
  if (order.status === 1) {
    order.status = 3;
    order.expressName = '顺丰速运';
    order.expressNo = `SF${String(order.id).padStart(10, '0')}`;
  }
  return order;
}

/** An order the request may see: the logged-in mobile's, or one this session placed. */
function visibleOrder(request: Request, id: number): ShopOrder | Response {
  const sessionId = request.headers.get('Session-ID') ?? '';
  const mobile = sessionId ? db.shopSessions.get(sessionId) : undefined;
  const order = db.shopOrders.find((item) => item.id === id);
  if (order && (order.contactMobile === mobile || orderSessions.get(order.id) === sessionId)) {
    return advance(order);
  }
  if (!mobile) return fail(61, 'Login timed out, please log in again');
  return invalid('Order not found');
}

const PAY_TYPES = ['wechat', 'alipay', 'balance'];

export const shopHandlers = [
  http.get(path('/api/shop/numberList'), ({ request }) => {
    const q = queryOf(request);
    const sessionId = request.headers.get('Session-ID') ?? '';
    const now = Date.now();
    const operator = num(q.operatorType, 0);
    const keyword = str(q.keyword);
    if (keyword && !/^\d{1,11}$/.test(keyword)) return invalid('keyword must be digits');
    const priceMin = num(q.priceMin, 0);
    const priceMax = num(q.priceMax, Infinity);
    const list = db.numbers.filter((item) => {
      if (operator === -99 && !(item.pretty && item.price >= 500)) return false;
      if (operator > 0 && item.operatorType !== operator) return false;
      if (str(q.provinceCode) && item.provinceCode !== str(q.provinceCode)) return false;
      if (str(q.cityCode) && item.cityCode !== str(q.cityCode)) return false;
      if (keyword && !item.mobile.includes(keyword)) return false;
      if (str(q.pattern) && item.pattern !== str(q.pattern)) return false;
      if (str(q.pretty) === '1' && !item.pretty) return false;
      if (str(q.pretty) === '0' && item.pretty) return false;
      if (str(q.fast) === '1' && !item.fast) return false;
      return item.price >= priceMin && item.price <= priceMax;
    });
    const page = paginate(list, q);
    return ok({ ...page, list: page.list.map((item) => numberView(item, sessionId, now)) });
  }),
  http.get(path('/api/shop/goodsList'), ({ request }) => {
    const q = queryOf(request);
    const operator = num(q.operatorType, 0);
    const category = num(q.category, 0);
    const province = str(q.provinceCode);
    const groups = db.goods
      .map((group) => ({
        ...group,
        goods: group.goods.filter(
          (item) =>
            (operator === -99 ? item.sales > 10000 : !operator || item.operatorType === operator) &&
            (!category || item.category === category) &&
            (!province ||
              !item.deliveryProvinces.length ||
              item.deliveryProvinces.includes(province)),
        ),
      }))
      .filter((group) => group.goods.length > 0);
    return ok({ groups });
  }),
  http.get(path('/api/shop/goodsDetails'), ({ request }) => {
    const item = allGoods().find((goods) => goods.id === num(queryOf(request).id));
    return item ? ok(item) : invalid('Goods not found');
  }),
  http.get(path('/api/shop/base/ipLocation'), () =>
    ok({
      ip: '113.88.0.1',
      provinceCode: '440000',
      province: '广东省',
      cityCode: '440300',
      city: '深圳市',
    }),
  ),
  http.get(path('/api/shop/singlePageInfo'), ({ request }) => {
    const pageCode = str(queryOf(request).pageCode);
    if (!pageCode) return invalid('pageCode is required');
    if (pageCode !== 'SUMMER') return fail(40001, 'This page is not open');
    return ok({
      pageCode,
      title: '夏日大流量专场',
      banner: '/static/single/summer.png',
      content: '<p>限时特惠，首月 0 元。</p>',
      goods: allGoods()
        .filter((item) => item.groupId === 1)
        .slice(0, 3),
      popupImage: '/static/single/popup.png',
    });
  }),
  http.get(path('/api/shop/sysQuestion/list'), ({ request }) => {
    const q = queryOf(request);
    const keyword = str(q.keyword);
    const list = QUESTIONS.filter(
      (item) =>
        (!keyword || item.title.includes(keyword)) &&
        (!str(q.category) || item.category === str(q.category)),
    ).map(({ content: _content, ...item }) => item);
    return ok(paginate(list, q));
  }),
  http.get(path('/api/shop/sysQuestion/view'), ({ request }) => {
    const item = QUESTIONS.find((question) => question.id === num(queryOf(request).id));
    return item ? ok(item) : invalid('Question not found');
  }),
  http.get(path('/api/shop/customer/hotQuestionList'), () =>
    ok(QUESTIONS.slice(0, 4).map(({ id, title }) => ({ id, title }))),
  ),
  http.post(path('/api/shop/login'), async ({ request }) => {
    const body = await bodyOf(request);
    const mobile = str(body.mobile);
    const code = str(body.code);
    const sessionId = request.headers.get('Session-ID') ?? '';
    if (!sessionId) return invalid('Session-ID header is required');
    if (!isMobile(mobile)) return invalid('Please enter a valid mobile number');
    if (!/^\d{6}$/.test(code)) return invalid('Please enter the 6-digit code');
    const expected = db.smsCodes.get(mobile) ?? (mobile === DEMO.shopMobile ? DEMO.smsCode : '');
    if (code !== expected) return invalid('Wrong verification code');
    db.shopSessions.set(sessionId, mobile);
    return ok({ nickname: `用户${mobile.slice(-4)}`, avatar: '', mobile });
  }),
  http.post(path('/api/shop/logout'), ({ request }) => {
    db.shopSessions.delete(request.headers.get('Session-ID') ?? '');
    return ok(null);
  }),
  http.post(path('/api/shop/reserveNumber'), async ({ request }) => {
    const body = await bodyOf(request);
    const sessionId = request.headers.get('Session-ID') ?? '';
    const item = db.numbers.find((number) => number.id === num(body.numberId));
    if (!item) return invalid('Number not found');
    const now = Date.now();
    const hold = db.numberHolds.get(item.id);
    if (item.reserved || (hold && hold.until > now && hold.sessionId !== sessionId)) {
      return fail(32001, '');
    }
    db.numberHolds.set(item.id, { sessionId, until: now + HOLD_MS });
    return ok(numberView(item, sessionId, now));
  }),
  http.post(path('/api/shop/releaseNumber'), async ({ request }) => {
    const body = await bodyOf(request);
    const hold = db.numberHolds.get(num(body.numberId));
    if (hold && hold.sessionId === request.headers.get('Session-ID'))
      db.numberHolds.delete(num(body.numberId));
    return ok(null);
  }),
  http.post(path('/api/shop/createOrder'), async ({ request }) => {
    const body = await bodyOf(request);
    const sessionId = request.headers.get('Session-ID') ?? '';
    // A repeated submit of the same attempt (same Order-Session-ID) gets the same order back.
    const submitId = request.headers.get('Order-Session-ID') ?? '';
    const previous = db.shopOrders.find((item) => item.id === orderBySubmit.get(submitId));
    if (submitId && previous) return ok(previous);
    const goods = allGoods().find((item) => item.id === num(body.goodsId));
    if (!goods) return invalid('Goods not found');
    const name = str(body.name);
    const mobile = str(body.mobile);
    if (!name) return invalid('Please enter the real name');
    if (!isIdCard(str(body.idCard))) return invalid('Please enter a valid ID card number');
    if (!isMobile(mobile)) return invalid('Please enter a valid mobile number');
    const region = regionNames(str(body.provinceCode), str(body.cityCode), str(body.countyCode));
    if (!region) return invalid('Please choose the province, city and county');
    if (!str(body.address)) return invalid('Please enter the street address');
    if (goods.needSmsCode && str(body.code) !== (db.smsCodes.get(mobile) ?? '')) {
      return invalid('Wrong verification code');
    }
    for (const field of goods.formFields) {
      const extra = (body.extra ?? {}) as Record<string, unknown>;
      if (field.required && !str(extra[field.name])) return invalid(`${field.label} is required`);
    }
    if (goods.stock <= 0) return fail(30001, '');
    if (
      goods.deliveryProvinces.length &&
      !goods.deliveryProvinces.includes(str(body.provinceCode))
    ) {
      return fail(30003, 'The operator does not deliver to this area');
    }
    let chosen = '';
    if (goods.selectMode !== 0 && body.numberId !== undefined) {
      const hold = db.numberHolds.get(num(body.numberId));
      const number = db.numbers.find((item) => item.id === num(body.numberId));
      if (
        !number ||
        number.reserved ||
        !hold ||
        hold.sessionId !== sessionId ||
        hold.until <= Date.now()
      ) {
        return fail(32001, '');
      }
      chosen = number.mobile;
      number.reserved = true;
      db.numberHolds.delete(number.id);
    }
    goods.stock -= 1;
    goods.sales += 1;
    const order: ShopOrder = {
      id: nextId(),
      orderSn: `SO${Date.now()}`,
      goodsId: goods.id,
      goodsName: goods.name,
      goodsImage: goods.image,
      mobile: chosen,
      name,
      contactMobile: mobile,
      address: `${region.province}${region.city}${region.county}${str(body.address)}`,
      payMoney: db.numbers.find((item) => item.mobile === chosen)?.price ?? 0,
      prestore: db.numbers.find((item) => item.mobile === chosen)?.prestore ?? 0,
      status: 0,
      expressName: '',
      expressNo: '',
      createdAt: iso(Date.now()),
    };
    // Nothing to pay: the operator accepts the order straight away.
    if (order.payMoney <= 0) order.status = 2;
    db.shopOrders.unshift(order);
    orderSessions.set(order.id, sessionId);
    orderIdCards.set(order.id, str(body.idCard).toUpperCase());
    if (submitId) orderBySubmit.set(submitId, order.id);
    return ok(order);
  }),
  http.get(path('/api/shop/orderList'), ({ request }) => {
    const mobile = requireShop(request);
    if (mobile instanceof Response) return mobile;
    const q = queryOf(request);
    const status = str(q.status);
    const list = db.shopOrders
      .filter((order) => order.contactMobile === mobile)
      .map(advance)
      .filter((order) => status === '' || String(order.status) === status);
    return ok(paginate(list, q));
  }),
  http.get(path('/api/shop/orderDetails'), ({ request }) => {
    const order = visibleOrder(request, num(queryOf(request).id));
    return order instanceof Response ? order : ok(order);
  }),
  http.get(path('/api/shop/orderLogistics'), ({ request }) => {
    const order = visibleOrder(request, num(queryOf(request).id));
    if (order instanceof Response) return order;
    if (!order.expressNo) return invalid('Not shipped yet');
    return ok(logisticsFor(order.expressNo, Date.now()));
  }),
  http.post(path('/api/shop/payOrder'), async ({ request }) => {
    const body = await bodyOf(request);
    const order = visibleOrder(request, num(body.id));
    if (order instanceof Response) return order;
    const payType = str(body.payType);
    if (!PAY_TYPES.includes(payType)) return invalid('Unknown pay type');
    if (payType === 'balance') return fail(40001, 'Balance payment is not open for shop orders');
    if (order.status !== 0) {
      return ok({ orderSn: order.orderSn, payMoney: order.payMoney, payUrl: '', paid: true });
    }
    return ok({
      orderSn: order.orderSn,
      payMoney: order.payMoney,
      payUrl: `/api/__demo/cashier?orderSn=${order.orderSn}`,
      paid: false,
    });
  }),
  http.post(path('/api/shop/orderQuery'), async ({ request }) => {
    const body = await bodyOf(request);
    const mobile = str(body.mobile);
    const idCard = str(body.idCard).toUpperCase();
    if (!isMobile(mobile)) return invalid('Please enter a valid mobile number');
    if (!isIdCard(idCard)) return invalid('Please enter a valid ID card number');
    const list = db.shopOrders.filter(
      (order) =>
        order.contactMobile === mobile &&
        (orderIdCards.get(order.id) ?? DEMO_ORDER_ID_CARD) === idCard,
    );
    return ok(list.map(advance));
  }),
  http.get(path('/api/shop/numberDetails'), ({ request }) => {
    const item = db.numbers.find((number) => number.id === num(queryOf(request).id));
    if (!item) return invalid('Number not found');
    return ok(numberView(item, request.headers.get('Session-ID') ?? '', Date.now()));
  }),
  http.get(path('/api/shop/myHolds'), ({ request }) => {
    const sessionId = request.headers.get('Session-ID') ?? '';
    const now = Date.now();
    const list = db.numbers
      .filter((item) => {
        const hold = db.numberHolds.get(item.id);
        return !!hold && hold.sessionId === sessionId && hold.until > now;
      })
      .map((item) => numberView(item, sessionId, now));
    return ok(list);
  }),
  http.post(path('/api/shop/numberRemark'), async ({ request }) => {
    const body = await bodyOf(request);
    const numberId = num(body.numberId);
    const remark = typeof body.remark === 'string' ? body.remark.trim() : '';
    const hold = db.numberHolds.get(numberId);
    if (!hold || hold.sessionId !== request.headers.get('Session-ID') || hold.until <= Date.now())
      return fail(32001, '');
    if (remark.length > 140) return invalid('The remark can be at most 140 characters');
    numberRemarks.set(numberId, remark);
    return ok({ numberId, remark });
  }),
  http.post(path('/api/shop/certUpload'), async ({ request }) => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return invalid('Send the image as multipart form data');
    }
    const side = str(form.get('side'));
    const file = form.get('file');
    if (!['front', 'back', 'holding'].includes(side)) return invalid('Unknown side');
    if (!file || typeof file === 'string') return invalid('file is required');
    if (!['image/jpeg', 'image/png'].includes(file.type)) return invalid('Only JPEG or PNG images');
    if (file.size > 5 * 1024 * 1024) return invalid('The image is larger than 5 MB');
    uploads += 1;
    return ok({ url: `/static/cert/${side}-${uploads}.jpg` });
  }),
  http.post(path('/api/shop/resetCert'), async ({ request }) => {
    const body = await bodyOf(request);
    const orderSn = str(body.orderSn);
    const order = db.shopOrders.find((item) => item.orderSn === orderSn);
    if (!order) return invalid('Order not found');
    const images = { front: str(body.front), back: str(body.back), holding: str(body.holding) };
    if (!images.front || !images.back || !images.holding)
      return invalid('Upload the front, the back and the holding photo');
    certs.set(orderSn, images);
    return ok({ orderSn });
  }),
  http.get(path('/api/shop/agent/lowerList'), ({ request }) => {
    const promoCode = str(queryOf(request).promoCode);
    if (promoCode !== DEMO.agentPromoCode) return fail(40001, 'Only agents can set prices');
    return ok(db.agents);
  }),
  http.post(path('/api/shop/agent/saveLowerCustom'), async ({ request }) => {
    const body = await bodyOf(request);
    if (str(body.promoCode) !== DEMO.agentPromoCode)
      return fail(40001, 'Only agents can set prices');
    const agent = db.agents.find((item) => item.id === num(body.agentId));
    if (!agent) return invalid('Agent not found');
    if (!agent.direct) return fail(33001, '');
    // The one call that keeps empty values: an empty markup clears the custom price.
    if (!('markup' in body)) return invalid('markup is required');
    const markup = body.markup === '' || body.markup === null ? 0 : num(body.markup, NaN);
    if (!Number.isFinite(markup) || markup < 0 || markup > 1000)
      return invalid('markup must be 0-1000');
    agent.markup = markup;
    return ok(agent);
  }),
];
