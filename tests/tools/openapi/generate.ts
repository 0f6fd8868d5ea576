import { setupServer } from 'msw/node';
import prettier from 'prettier';
import { endpointKey, type Endpoint } from '@/api/declare';
import { ENDPOINTS } from '@/api/declarations';
import { buildOpenApi } from '@/api/openapi';
import { DEMO, db, issueToken, resetDb } from '@/mocks/db';
import { handlers } from '@/mocks/handlers';
import { pathOf } from '@/mocks/handlers/util';
import { APP_VERSION } from '@/lib/appVersion';

// Builds docs/api/openapi.json: the declarations, with an example answer of each operation taken
// from the demo API (its seed, at a fixed date so the file only changes when the API does).

/** The instant the examples are taken at. */
const EXAMPLE_TIME = Date.UTC(2026, 0, 15, 2, 0, 0);
const ORIGIN = 'http://demo.shop.example';
const SESSION_ID = '0a1b-2c3d-4e5f-6a7b-8c9d-0e1f-2a3b-4c5d';

/**
 * Inputs of the operations that need one for their example, by 'METHOD path' (ids of the seed).
 * Operations without required input are asked with none; the rest go without an example.
 */
export const EXAMPLE_INPUTS: Record<string, Record<string, unknown>> = {
  'GET /api/hk/baseConfig': { promoCode: '' },
  'POST /api/hk/sendCode': { mobile: DEMO.shopMobile, goodsId: 101 },
  'POST /api/hk/pointReport': { event: 'page_view', page: '/pages/index/index' },
  'POST /api/sms/send': { mobile: DEMO.shopMobile, scene: 'shopLogin' },
  'POST /api/shop/login': { mobile: DEMO.shopMobile, code: DEMO.smsCode },
  'GET /api/shop/goodsDetails': { id: 101 },
  'GET /api/shop/numberDetails': { id: 1 },
  'GET /api/shop/sysQuestion/view': { id: 1 },
  'GET /api/shop/orderDetails': { id: 5001 },
  'GET /api/shop/orderLogistics': { id: 5001 },
  'GET /api/shop/agent/lowerList': { promoCode: DEMO.agentPromoCode },
  'POST /api/shop/reserveNumber': { numberId: 2 },
  'POST /api/shop/numberRemark': { numberId: 2, remark: 'For my father' },
  'POST /api/shop/releaseNumber': { numberId: 2 },
  'POST /api/shop/payOrder': { id: 5001, payType: 'wechat' },
  'POST /api/dictData/options': { types: ['OperatorOptions'] },
  'POST /api/site/wifiCreate': { wifiName: 'Home', wifiPass: '12345678' },
  'POST /api/simLogin': { simNo: DEMO.cards.vip },
  'GET /api/site/getOneCode': { code: 'demo' },
  'GET /api/site/generalOneCodeById': { id: 1 },
  'GET /api/site/wxJsSign': { url: 'https://shop.example.com/shop/' },
  'GET /api/wechat/authorize': {
    type: 1,
    syncRedirect: 'https://shop.example.com/shop/',
    page: 'login',
  },
  'GET /getAppDomain': { packageName: 'com.shop.simcard.h5' },
  'GET /provinces/{code}.json': { code: 'all' },
  'GET /api/iot/packageDetails': { id: 1 },
  'GET /api/iot/integralShopGoodsDetails': { id: 1 },
  'GET /api/iot/goodsShopStore': { goodsId: 1 },
  'GET /api/iot/protocol': { key: 'recharge' },
  'GET /api/iot/shopOrderDetails': { id: 1 },
  'GET /api/iot/simHistoryLine': { days: 7 },
  'POST /api/iot/setSimAddress': {
    id: 0,
    name: 'Li Lei',
    mobile: DEMO.shopMobile,
    provinceCode: '440000',
    cityCode: '440300',
    countyCode: '440305',
    detail: '1 Science Park Road',
    isDefault: false,
  },
};

/** Every entity schema of src/domain and src/api/types, by its type's name. */
function namedSchemas(): Record<string, unknown> {
  const modules = import.meta.glob(['/src/domain/*.ts', '/src/api/types/*.ts'], { eager: true });
  const named: Record<string, unknown> = {};
  for (const module of Object.values(modules) as Record<string, unknown>[]) {
    for (const [name, value] of Object.entries(module)) {
      if (typeof value !== 'object' || value === null || !('~run' in value)) continue;
      named[name.charAt(0).toUpperCase() + name.slice(1)] = value;
    }
  }
  return named;
}

const requiredInput = (e: Endpoint) => {
  const entries = (e.input as { entries?: Record<string, { type: string }> } | undefined)?.entries;
  return Object.values(entries ?? {}).some(
    (entry) => !['optional', 'nullish', 'exact_optional'].includes(entry.type),
  );
};

/** The demo's answer to an endpoint, or undefined when it has no example. */
async function exampleOf(e: Endpoint, headers: Record<string, string>): Promise<unknown> {
  const key = endpointKey(e);
  const input = EXAMPLE_INPUTS[key] ?? (requiredInput(e) ? undefined : {});
  if (input === undefined || (e.method === 'POST' && !(key in EXAMPLE_INPUTS)) || e.upload) {
    return undefined;
  }
  const rest = { ...input };
  let address = pathOf(e)
    .slice(1)
    .replace(/:(\w+)/g, (_, name: string) => {
      const value = String(rest[name]);
      delete rest[name];
      return value;
    });
  const init: RequestInit = { method: e.method, headers: { ...headers } };
  if (e.method === 'GET') {
    const query = new URLSearchParams(rest as Record<string, string>).toString();
    if (query) address += `?${query}`;
  } else {
    init.body = JSON.stringify(rest);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const response = await fetch(ORIGIN + address, init);
  const body = (await response.json().catch(() => null)) as {
    code?: number;
    data?: unknown;
  } | null;
  return body?.code === 0 ? body.data : undefined;
}

/** Runs `work` with the clock stopped at EXAMPLE_TIME (Date.now() and new Date()). */
async function atExampleTime<T>(work: () => Promise<T>): Promise<T> {
  const RealDate = Date;
  class FixedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(EXAMPLE_TIME);
      else super(...(args as [string]));
    }
    static override now() {
      return EXAMPLE_TIME;
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
  try {
    return await work();
  } finally {
    globalThis.Date = RealDate;
  }
}

/** The document, with examples from a fresh demo database. */
export async function generateOpenApi(): Promise<Record<string, unknown>> {
  const server = setupServer(...handlers);
  server.listen({ onUnhandledRequest: 'error' });
  try {
    return await atExampleTime(async () => {
      resetDb();
      const simNo = DEMO.cards.ordinary;
      const token = issueToken(simNo);
      db.shopSessions.set(SESSION_ID, DEMO.shopMobile);
      const headers = { 'Session-ID': SESSION_ID, 'Sim-No': simNo, 'Sim-Token': token };
      const examples: Record<string, unknown> = {};
      for (const e of ENDPOINTS) {
        const example = await exampleOf(e, headers);
        if (example !== undefined) examples[endpointKey(e)] = example;
      }
      // Tokens are random: the examples show the shape, not a live token.
      const scrub = JSON.parse(
        JSON.stringify(examples, (key, value: unknown) =>
          key === 'token' && typeof value === 'string' ? 'demo-token' : value,
        ),
      );
      resetDb();
      return buildOpenApi({
        endpoints: ENDPOINTS,
        named: namedSchemas(),
        examples: scrub,
        version: APP_VERSION,
      });
    });
  } finally {
    server.close();
  }
}

/** The document as the file holds it (formatted as the project's Prettier would). */
export async function openApiText(): Promise<string> {
  // Both `npm run api:openapi` and the unit tests run from the project's root.
  const file = `${process.cwd()}/docs/api/openapi.json`;
  const options = await prettier.resolveConfig(file);
  return prettier.format(JSON.stringify(await generateOpenApi()), { ...options, filepath: file });
}
