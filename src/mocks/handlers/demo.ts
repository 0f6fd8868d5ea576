import { http } from 'msw';
import { db, iso, nextId, resetDb } from '../db';
import { addFault, clearFaults, faultResponse, listFaults, type DemoFault } from '../faults';
import { bodyOf, invalid, num, ok, path, queryOf, str } from './util';

/** Marks an online-payment order as paid, as the payment provider's callback would. */
function payOrder(orderSn: string): boolean {
  const now = iso(Date.now());
  for (const card of db.cards) {
    const pkg = card.packageOrders.find((o) => o.orderSn === orderSn && o.status === 0);
    if (pkg) {
      pkg.status = 1;
      card.info.status = 1;
      card.info.needBuyPackage = false;
      return true;
    }
    const balance = card.balanceOrders.find((o) => o.orderSn === orderSn && o.status === 0);
    if (balance) {
      balance.status = 1;
      const credit = balance.money + balance.giveMoney;
      const arrears = card.info.arrearsBalance ?? 0;
      const paidOff = Math.min(arrears, credit);
      card.info.arrearsBalance = Math.round((arrears - paidOff) * 100) / 100;
      card.info.balance = Math.round(((card.info.balance ?? 0) + credit - paidOff) * 100) / 100;
      card.balanceLogs.unshift({
        id: nextId(),
        money: credit,
        after: card.info.balance,
        remark: '余额充值',
        createdAt: now,
      });
      return true;
    }
    const points = card.pointsOrders.find((o) => o.orderSn === orderSn && o.status === 0);
    if (points) {
      points.status = 1;
      return true;
    }
  }
  const shop = db.shopOrders.find((o) => o.orderSn === orderSn && o.status === 0);
  if (shop) {
    shop.status = 1;
    return true;
  }
  return false;
}

const faultCatcher = ({ request }: { request: Request }) => faultResponse(request);

/** Fault injection first (so it can answer any path), then the demo control endpoints. */
export const faultHandlers = [
  http.all(path('/api/*'), faultCatcher),
  http.all(path('/provinces/*'), faultCatcher),
  http.all(path('/app-domain/*'), faultCatcher),
];

export const demoHandlers = [
  http.post(path('/api/__demo/fault'), async ({ request }) => {
    const body = await bodyOf(request);
    const faultPath = str(body.path);
    if (!faultPath.startsWith('/')) return invalid('path is required, e.g. /api/iot/simInfo');
    const fault: DemoFault = { path: faultPath };
    if (str(body.method)) fault.method = str(body.method).toUpperCase();
    if (body.code !== undefined) fault.code = num(body.code);
    if (body.message !== undefined) fault.message = str(body.message);
    if (body.status !== undefined) fault.status = num(body.status);
    if (body.delay !== undefined) fault.delay = Math.min(60_000, num(body.delay));
    if (body.drop === true) fault.drop = true;
    if (body.empty === true) fault.empty = true;
    if (body.times !== undefined) fault.times = num(body.times, 1);
    if (
      fault.code === undefined &&
      fault.status === undefined &&
      !fault.delay &&
      !fault.drop &&
      !fault.empty
    ) {
      return invalid('Give a code, a status, a delay, drop or empty');
    }
    addFault(fault);
    return ok(listFaults());
  }),
  http.get(path('/api/__demo/faults'), () => ok(listFaults())),
  // Clears the injected faults only (reset also restores the demo data).
  http.delete(path('/api/__demo/faults'), () => {
    clearFaults();
    return ok(listFaults());
  }),
  http.post(path('/api/__demo/reset'), () => {
    clearFaults();
    resetDb();
    return ok(null);
  }),
  http.get(path('/api/__demo/pay'), ({ request }) => {
    const orderSn = str(queryOf(request).orderSn);
    return payOrder(orderSn)
      ? ok({ orderSn, paid: true })
      : invalid('No unpaid order with that number');
  }),
  http.post(path('/api/__demo/pay'), async ({ request }) => {
    const orderSn = str((await bodyOf(request)).orderSn);
    return payOrder(orderSn)
      ? ok({ orderSn, paid: true })
      : invalid('No unpaid order with that number');
  }),
];
