import { delay, HttpResponse } from 'msw';

/** A fault to inject on matching requests (POST /api/__demo/fault). */
export interface DemoFault {
  /** Path to match, e.g. /api/iot/simInfo (also matches under /shop/). */
  path: string;
  /** Only this method; any when absent. */
  method?: string;
  /** Envelope code to answer (with HTTP 200 unless status is set). */
  code?: number;
  /** Message of the envelope. */
  message?: string;
  /** HTTP status to answer. */
  status?: number;
  /** Milliseconds to wait before answering (or before passing on when nothing else is set). */
  delay?: number;
  /** Drop the connection. */
  drop?: boolean;
  /** Answer 200 with an empty body. */
  empty?: boolean;
  /** How many requests it applies to (default 1; 0 = until reset). */
  times?: number;
}

interface ActiveFault extends DemoFault {
  remaining: number;
}

let faults: ActiveFault[] = [];

export function addFault(fault: DemoFault): void {
  const times = fault.times ?? 1;
  faults.push({ ...fault, remaining: times <= 0 ? Infinity : times });
}

export function clearFaults(): void {
  faults = [];
}

export const listFaults = (): DemoFault[] => faults.map(({ remaining: _r, ...fault }) => fault);

/** The request path without the /shop base. */
export function apiPath(request: Request): string {
  return new URL(request.url).pathname.replace(/^\/shop(?=\/)/, '');
}

function take(request: Request): ActiveFault | undefined {
  const pathname = apiPath(request);
  const index = faults.findIndex(
    (fault) =>
      (pathname === fault.path || pathname.endsWith(fault.path)) &&
      (!fault.method || fault.method.toUpperCase() === request.method),
  );
  if (index < 0) return undefined;
  const fault = faults[index];
  fault.remaining -= 1;
  if (fault.remaining <= 0) faults.splice(index, 1);
  return fault;
}

/** Answers a request with its injected fault, or undefined to let the real handler answer. */
export async function faultResponse(request: Request): Promise<Response | undefined> {
  if (apiPath(request).startsWith('/api/__demo/')) return undefined;
  const fault = take(request);
  if (!fault) return undefined;
  if (fault.delay) await delay(fault.delay);
  if (fault.drop) return HttpResponse.error();
  if (fault.empty) return new HttpResponse(null, { status: 200 });
  if (fault.code === undefined && fault.status === undefined) return undefined;
  const status = fault.status ?? 200;
  const now = Date.now();
  return HttpResponse.json(
    { code: fault.code ?? status, message: fault.message ?? '', data: null, serverTime: now },
    { status, headers: { Date: new Date(now).toUTCString() } },
  );
}
