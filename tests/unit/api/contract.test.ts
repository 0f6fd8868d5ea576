import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { bool, check, ContractBreach, list, num, obj, paged, str } from '@/api/contract';
import { CONTRACTS, contractFor } from '@/api/contracts';
import { API_CALLS } from '@/api/registry';
import { resetContractReports } from '@/api/contractReport';
import { ApiCode, isApiError, type ApiError } from '@/api/errors';
import { http } from '@/api/http';
import { setContractsLoader } from '@/api/client';
import * as iot from '@/api/iot';
import * as shop from '@/api/shop';
import * as shopOrder from '@/api/shopOrder';
import * as codes from '@/api/codes';
import * as cardLogin from '@/api/cardLogin';
import * as agent from '@/api/agent';
import { getBaseConfig, getGenericConfig } from '@/api/hk';
import { getIotLoginProtocol, getLoginProtocol } from '@/api/site';
import { simLogin } from '@/api/cardLogin';
import * as site from '@/api/site';
import * as region from '@/api/region';
import { i18next } from '@/i18n';
import { DEMO } from '@/mocks/db';
import { errorReports } from '@/mocks/handlers/appDomain';
import { useIotStore } from '@/stores/iot';
import { setupDemoApi } from './harness';

const { server, effects } = setupDemoApi();

function breachOf(run: () => unknown): ContractBreach {
  try {
    run();
  } catch (error) {
    if (error instanceof ContractBreach) return error;
    throw error;
  }
  throw new Error('no breach');
}

describe('contract checks', () => {
  it('normalises what is safe: missing lists, numeric strings, missing texts, 0/1 flags', () => {
    const contract = obj({
      id: num,
      name: str,
      tags: list(),
      on: bool,
      page: paged(obj({ id: num })),
    });
    expect(
      check(contract, { id: '12', name: null, on: 1, page: { list: null }, extra: 'kept' }),
    ).toEqual({
      id: 12,
      name: '',
      tags: [],
      on: true,
      page: { list: [], total: 0, page: 1, hasMore: false },
      extra: 'kept',
    });
    expect(check(list(obj({ money: num })), null)).toEqual([]);
    expect(check(obj({ name: str }), { name: 42 })).toEqual({ name: '42' });
  });

  it('breaks on what cannot be repaired, naming the field but never the value', () => {
    const contract = obj({ list: list(obj({ id: num, price: num })) });
    const notNumber = breachOf(() => check(contract, { list: [{ id: 1, price: 'NaN-secret' }] }));
    expect(notNumber.field).toBe('list[0].price');
    expect(notNumber.reason).toBe('not a number');
    expect(notNumber.message).not.toContain('secret');
    expect(breachOf(() => check(contract, { list: { length: 1 } })).field).toBe('list');
    expect(breachOf(() => check(contract, 'object expected')).field).toBe('(data)');
    expect(breachOf(() => check(contract, { list: [{ price: 1 }] })).reason).toBe('missing');
    expect(breachOf(() => check(obj({ name: str }), { name: { a: 1 } })).reason).toBe('not a text');
    expect(breachOf(() => check(obj({ on: bool }), { on: 'yes' })).reason).toBe('not a flag');
    expect(breachOf(() => check(obj({ n: num }), { n: Number.POSITIVE_INFINITY })).reason).toBe(
      'not a number',
    );
  });

  it('finds the contract of a path with or without a query', () => {
    expect(contractFor('/api/iot/simInfo?x=1')).toBe(CONTRACTS['/api/iot/simInfo']);
    expect(contractFor('/api/iot/unknown')).toBeUndefined();
    expect(contractFor('toString')).toBeUndefined();
  });
});

async function login(simNo: string) {
  const result = await simLogin({ simNo });
  useIotStore.getState().setSession(result.simNo, result.token);
}

/** Every checked call answered by the demo API: none may break its own contract. */
describe('the demo API keeps every contract', () => {
  it('answers the shop calls within their contracts', async () => {
    await shopOrder.shopLogin({ mobile: DEMO.shopMobile, code: DEMO.smsCode });
    const calls: Promise<unknown>[] = [
      getBaseConfig(''),
      getGenericConfig(),
      shop.getGoodsList(),
      shop.getGoodsDetails(101),
      shop.getNumberList({ pageSize: 50 }),
      shopOrder.getShopOrderList(),
      shop.getQuestionList(),
      getLoginProtocol(),
      getIotLoginProtocol(),
    ];
    for (const call of calls) await expect(call).resolves.toBeTruthy();
    const numbers = await shop.getNumberList();
    await expect(shop.getNumberDetails(numbers.list[0].id)).resolves.toBeTruthy();
    const questions = await shop.getQuestionList();
    await expect(shop.getQuestion(questions.list[0].id)).resolves.toBeTruthy();
    expect(effects().recorded.toasts).toEqual([]);
  }, 30_000);

  it('answers the card calls within their contracts, on every demo card', async () => {
    for (const card of [
      DEMO.cards.ordinary,
      DEMO.cards.vip,
      DEMO.cards.device,
      DEMO.cards.arrears,
    ]) {
      await login(card);
      const index = await iot.getIntegralShopIndex();
      const packages = await iot.getPackageChoose();
      const calls: Promise<unknown>[] = [
        iot.getSimInfo(),
        iot.getPackageDetails((packages.list[0] ?? packages.seckill[0]).id),
        iot.getRenewPackageOption(),
        iot.getSimPackageList(),
        iot.getSimBalanceList(),
        iot.getBalanceChoose(),
        iot.getCouponChoose(),
        iot.getSimCouponList(),
        iot.getCouponExchangeList(),
        iot.getSimAddressList(),
        iot.getIntegralShopGoodsDetails(index.goods[0].id),
        iot.getShopOrderList(),
        iot.getTaskCenter(),
        iot.getVipList(),
        iot.getAccelerateList(),
        iot.getAccelerateOrderList(),
      ];
      for (const call of calls) await expect(call).resolves.toBeDefined();
    }
    expect(effects().recorded.toasts).toEqual([]);
  }, 60_000);
});

describe('the demo API keeps the contracts of the other calls', () => {
  it('answers logistics, agents, usage history, ledgers, Wi-Fi, dictionaries and regions within them', async () => {
    await shopOrder.shopLogin({ mobile: DEMO.shopMobile, code: DEMO.smsCode });
    const calls: Promise<unknown>[] = [
      shopOrder.getShopOrderLogistics(5001),
      agent.getDownstreamAgents(DEMO.agentPromoCode),
      shop.getHotQuestionList(),
      shop.getIpLocation(),
      site.getSiteConfig(),
      codes.getOneCode('demo'),
      site.getDictOptions(['operator_type' as never]),
      cardLogin.getSimLoginConfig(),
      codes.createSiteWifi({ wifiName: 'Home', wifiPass: '12345678' }),
      region.getProvinces(),
    ];
    for (const call of calls) await expect(call).resolves.toBeDefined();
    for (const card of [DEMO.cards.ordinary, DEMO.cards.device]) {
      await login(card);
      for (const call of [
        iot.getSimHistoryLine(),
        iot.getSimBalanceLogList(),
        iot.getSimIntegralLogList(),
        iot.getCouponCoinLogList(),
        iot.getChangeSimList(),
        iot.getSimOauthList(),
        iot.generalSignIn(),
      ]) {
        await call.catch((error: unknown) => {
          // a refusal of the demo's rules is fine here; a contract break is not
          expect((error as ApiError).kind).not.toBe('contract');
        });
      }
    }
    expect(
      effects().recorded.toasts.filter((t) => t.message === i18next.t('api.errors.contract')),
    ).toEqual([]);
  }, 30_000);
});

describe('a response that breaks its contract', () => {
  beforeEach(() => {
    resetContractReports();
    errorReports.length = 0;
  });

  const breakSimInfo = () =>
    server.use(
      mswHttp.get('*/api/iot/simInfo', () =>
        HttpResponse.json({
          code: 0,
          message: 'ok',
          data: { simNo: '1064800000001', balance: 'lots' },
        }),
      ),
    );

  it('rejects with a translated contract error and a toast, and is reported once', async () => {
    await login(DEMO.cards.ordinary);
    breakSimInfo();
    const first = await iot.getSimInfo().catch((error: unknown) => error);
    expect(isApiError(first)).toBe(true);
    const error = first as ApiError;
    expect(error.kind).toBe('contract');
    expect(error.code).toBe(ApiCode.contract);
    expect(error.message).toBe(i18next.t('api.errors.contract'));
    expect(effects().recorded.toasts.map((toast) => toast.message)).toEqual([error.message]);
    await iot.getSimInfo().catch(() => undefined);
    await expect.poll(() => errorReports.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errorReports).toHaveLength(1);
    expect(errorReports[0].error).toBe('contract GET /api/iot/simInfo: balance not a number');
  });

  it('never reports a token, a sim token, a password or the query', async () => {
    await login(DEMO.cards.ordinary);
    const { token } = useIotStore.getState();
    server.use(
      mswHttp.get('*/api/shop/orderDetails', () =>
        HttpResponse.json({ code: 0, message: 'ok', data: { id: 'x', token, password: 'p4ss' } }),
      ),
    );
    await http
      .get('/api/shop/orderDetails?token=abc&password=p4ss', { id: 1, simToken: token })
      .catch(() => undefined);
    await expect.poll(() => errorReports.length).toBe(1);
    const text = errorReports[0].error;
    expect(text).toBe('contract GET /api/shop/orderDetails: id not a number');
    for (const secret of [token, 'p4ss', 'abc', '?']) expect(text).not.toContain(secret);
  });

  it('normalises a repairable answer without an error', async () => {
    await login(DEMO.cards.ordinary);
    server.use(
      mswHttp.get('*/api/iot/balanceChoose', () =>
        HttpResponse.json({
          code: 0,
          message: 'ok',
          data: [{ id: '3', money: '50', title: null }],
        }),
      ),
      mswHttp.get('*/api/iot/simAddressList', () =>
        HttpResponse.json({ code: 0, message: 'ok', data: null }),
      ),
    );
    await expect(iot.getBalanceChoose()).resolves.toEqual([
      { id: 3, money: 50, giveMoney: 0, title: '' },
    ]);
    await expect(iot.getSimAddressList()).resolves.toEqual([]);
    expect(effects().recorded.toasts).toEqual([]);
    expect(errorReports).toEqual([]);
  });
});

describe('when the contracts chunk cannot load', () => {
  it('refuses the answer with the contract error instead of passing it unchecked', async () => {
    await login(DEMO.cards.ordinary);
    const restore = setContractsLoader(() => Promise.reject(new Error('chunk failed')));
    try {
      const error = (await iot.getSimInfo().catch((caught: unknown) => caught)) as ApiError;
      expect(isApiError(error)).toBe(true);
      expect(error.kind).toBe('contract');
      expect(error.message).toBe(i18next.t('api.errors.contract'));
      expect(effects().recorded.toasts.map((toast) => toast.message)).toEqual([error.message]);
    } finally {
      restore();
    }
    // The next request loads the chunk again and passes.
    await expect(iot.getSimInfo()).resolves.toMatchObject({ simNo: DEMO.cards.ordinary });
  });
});

describe('every call has a contract', () => {
  const apiDir = path.resolve(import.meta.dirname, '../../../src/api');
  const sources = readdirSync(apiDir)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => readFileSync(path.join(apiDir, name), 'utf8'))
    .join('\n');
  const paths = [
    ...sources.matchAll(/http\.(?:get|post|upload)(?:<[^(]*>)?\(\s*['`]([^'`]+)['`]/g),
  ].map((match) => match[1].replace('${encodeURIComponent(code)}', '110000'));

  it('finds the calls of the API modules', () => {
    expect(paths.length).toBeGreaterThan(100);
  });

  it.each([...new Set(paths)])('%s', (callPath) => {
    expect(contractFor(callPath)).toBeDefined();
  });

  it('covers every call of the registry, logistics, downstream agents and usage history included', () => {
    for (const key of Object.keys(API_CALLS)) {
      const callPath = key.split(' ')[1].replace('{code}', '110000');
      expect(contractFor(callPath.startsWith('/') ? callPath : `/${callPath}`), key).toBeDefined();
    }
    for (const callPath of [
      '/api/shop/orderLogistics',
      '/api/shop/agent/lowerList',
      '/api/iot/simHistoryLine',
    ]) {
      expect(contractFor(callPath)).toBeDefined();
    }
  });

  it('breaks a logistics answer without traces list and a usage history with text flow', () => {
    expect(
      breachOf(() => check(contractFor('/api/shop/orderLogistics')!, { traces: 'none' })).field,
    ).toBe('traces');
    expect(
      breachOf(() => check(contractFor('/api/iot/simHistoryLine')!, [{ date: 'x', flow: 'lots' }]))
        .field,
    ).toBe('[0].flow');
    expect(breachOf(() => check(contractFor('/api/shop/agent/lowerList')!, [{}])).field).toBe(
      '[0].id',
    );
  });
});
