import { http } from 'msw';
import { resetDb } from '../db';
import { DEMO_CASHIER, payByProvider } from '../services/billing';
import { takeViolations } from '../conformance';
import { addFault, clearFaults, faultResponse, listFaults, type DemoFault } from '../faults';
import { REGION_FILES } from './region';
import { answer, bodyOf, invalid, num, ok, path, queryOf, str } from './util';

const faultCatcher = ({ request }: { request: Request }) => faultResponse(request);

/** Fault injection first (so it can answer any path), then the demo control endpoints. */
export const faultHandlers = [
  http.all(path('/api/*'), faultCatcher),
  http.all(REGION_FILES, faultCatcher),
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
  // What the demo answered or was asked that differs from the declarations since the last look
  // (the end-to-end runs fail on any): read once, then forgotten.
  http.get(path('/api/__demo/conformance'), () => ok(takeViolations())),
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
  http.get(path(DEMO_CASHIER), ({ request }) => {
    return answer(payByProvider(str(queryOf(request).orderSn)));
  }),
  http.post(path(DEMO_CASHIER), async ({ request }) => {
    return answer(payByProvider(str((await bodyOf(request)).orderSn)));
  }),
];
