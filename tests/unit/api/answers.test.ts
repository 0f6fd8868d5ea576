import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetContractReports } from '@/api/contractReport';
import { ApiCode, isApiError, type ApiError } from '@/api/errors';
import { call } from '@/api/call';
import * as device from '@/api/declarations/device';
import * as hk from '@/api/declarations/hk';
import * as iot from '@/api/declarations/iot';
import * as points from '@/api/declarations/points';
import * as shop from '@/api/declarations/shop';
import * as site from '@/api/declarations/site';
import { i18next } from '@/i18n';
import { DEMO } from '@/mocks/db';
import { errorReports } from '@/mocks/handlers/appDomain';
import { useIotStore } from '@/stores/iot';
import { setupDemoApi } from './harness';

const { server, effects } = setupDemoApi();

async function login(simNo: string) {
  const result = await call(site.simLogin, { simNo });
  useIotStore.getState().setSession(result.simNo, result.token);
}

/**
 * Every call answered by the demo API: the harness fails a test whose exchanges differ from their
 * declarations (src/mocks/conformance.ts), so these walk the calls of every area on several cards.
 */
describe('the demo API keeps every contract', () => {
  it('answers the shop calls within their contracts', async () => {
    await call(shop.shopLogin, { mobile: DEMO.shopMobile, code: DEMO.smsCode });
    const calls: Promise<unknown>[] = [
      call(hk.getBaseConfig, { promoCode: '' }),
      call(hk.getGenericConfig),
      call(shop.getGoodsList, {}),
      call(shop.getGoodsDetails, { id: 101, promoCode: undefined }),
      call(shop.getNumberList, { pageSize: 50 }),
      call(shop.getShopOrderList, {}),
      call(shop.getQuestionList, {}),
      call(site.getLoginProtocol),
      call(site.getIotLoginProtocol),
    ];
    for (const pending of calls) await expect(pending).resolves.toBeTruthy();
    const numbers = await call(shop.getNumberList, {});
    await expect(call(shop.getNumberDetails, { id: numbers.list[0].id })).resolves.toBeTruthy();
    const questions = await call(shop.getQuestionList, {});
    await expect(call(shop.getQuestion, { id: questions.list[0].id })).resolves.toBeTruthy();
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
      const index = await call(points.getIntegralShopIndex, {});
      const packages = await call(iot.getPackageChoose);
      const calls: Promise<unknown>[] = [
        call(iot.getSimInfo),
        call(iot.getPackageDetails, { id: (packages.list[0] ?? packages.seckill[0]).id }),
        call(iot.getRenewPackageOption),
        call(iot.getSimPackageList, {}),
        call(iot.getSimBalanceList, {}),
        call(iot.getBalanceChoose),
        call(iot.getCouponChoose),
        call(iot.getSimCouponList, {}),
        call(iot.getCouponExchangeList),
        call(points.getSimAddressList),
        call(points.getIntegralShopGoodsDetails, { id: index.goods[0].id }),
        call(points.getShopOrderList, {}),
        call(points.getTaskCenter),
        call(iot.getVipList),
        call(iot.getAccelerateList),
        call(iot.getAccelerateOrderList, {}),
      ];
      for (const pending of calls) await expect(pending).resolves.toBeDefined();
    }
    expect(effects().recorded.toasts).toEqual([]);
  }, 60_000);
});

describe('the demo API keeps the contracts of the other calls', () => {
  it('answers logistics, agents, usage history, ledgers, Wi-Fi, dictionaries and regions within them', async () => {
    await call(shop.shopLogin, { mobile: DEMO.shopMobile, code: DEMO.smsCode });
    const calls: Promise<unknown>[] = [
      call(shop.getShopOrderLogistics, { id: 5001 }),
      call(shop.getDownstreamAgents, { promoCode: DEMO.agentPromoCode }),
      call(shop.getHotQuestionList, { promoCode: undefined }),
      call(shop.getIpLocation),
      call(site.getSiteConfig),
      call(site.getOneCode, { code: 'demo' }),
      call(site.getDictOptions, { types: ['OperatorOptions'] }),
      call(site.getSimLoginConfig, { promoCode: undefined }),
      call(site.createSiteWifi, { wifiName: 'Home', wifiPass: '12345678' }),
      call(site.getProvinces, { code: 'all' }),
    ];
    for (const pending of calls) await expect(pending).resolves.toBeDefined();
    for (const card of [DEMO.cards.ordinary, DEMO.cards.device]) {
      await login(card);
      for (const pending of [
        call(iot.getSimHistoryLine, { days: 7 }),
        call(iot.getSimBalanceLogList, {}),
        call(points.getSimIntegralLogList, {}),
        call(iot.getCouponCoinLogList, {}),
        call(device.getChangeSimList),
        call(iot.getSimOauthList),
        call(points.generalSignIn),
      ]) {
        await pending.catch((error: unknown) => {
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

describe('an answer that differs from its declaration', () => {
  beforeEach(() => {
    resetContractReports();
    errorReports.length = 0;
  });

  const answer = (path: string, data: unknown) =>
    server.use(mswHttp.get(`*${path}`, () => HttpResponse.json({ code: 0, message: 'ok', data })));

  it('without a field the page needs: a translated contract error and a toast, reported once', async () => {
    await login(DEMO.cards.ordinary);
    answer('/api/iot/simInfo', { balance: 12 });
    const first = await call(iot.getSimInfo).catch((error: unknown) => error);
    expect(isApiError(first)).toBe(true);
    const error = first as ApiError;
    expect(error.kind).toBe('contract');
    expect(error.code).toBe(ApiCode.contract);
    expect(error.message).toBe(i18next.t('api.errors.contract'));
    expect(effects().recorded.toasts.map((toast) => toast.message)).toEqual([error.message]);
    await call(iot.getSimInfo).catch(() => undefined);
    await expect.poll(() => errorReports.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errorReports).toHaveLength(1);
    expect(errorReports[0].error).toBe('contract GET /api/iot/simInfo: simNo missing');
  });

  it('with a broken optional field: the rest of the answer, no toast, the field reported', async () => {
    await login(DEMO.cards.ordinary);
    answer('/api/iot/simInfo', { simNo: DEMO.cards.ordinary, balance: 'lots', integral: '30' });
    const card = await call(iot.getSimInfo);
    expect(card.simNo).toBe(DEMO.cards.ordinary);
    expect(card.balance).toBeUndefined();
    expect(card.integral).toBe(30);
    expect(effects().recorded.toasts).toEqual([]);
    await expect.poll(() => errorReports.length).toBe(1);
    expect(errorReports[0].error).toBe('contract GET /api/iot/simInfo: balance not a number');
  });

  it('with extra fields: they are ignored', async () => {
    answer('/api/hk/genericConfig', { orderQueryMode: 2, loginAvatar: '', debug: { token: 'x' } });
    await expect(call(hk.getGenericConfig)).resolves.toEqual({
      orderQueryMode: 2,
      loginAvatar: '',
    });
    expect(errorReports).toEqual([]);
  });

  it('never reports a token, a sim token, a password or the query', async () => {
    await login(DEMO.cards.ordinary);
    const { token } = useIotStore.getState();
    server.use(
      mswHttp.get('*/api/hk/baseConfig', () =>
        HttpResponse.json({ code: 0, message: 'ok', data: { front: token, password: 'p4ss' } }),
      ),
    );
    await call(hk.getBaseConfig, { promoCode: 'secret-code' }).catch(() => undefined);
    await expect.poll(() => errorReports.length).toBe(1);
    const text = errorReports[0].error;
    expect(text).toBe('contract GET /api/hk/baseConfig: front not an object');
    for (const secret of [token, 'p4ss', 'secret-code', '?']) expect(text).not.toContain(secret);
  });

  it('normalises a repairable answer without an error or a report', async () => {
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
    await expect(call(iot.getBalanceChoose)).resolves.toMatchObject([
      { id: 3, money: 50, title: '' },
    ]);
    await expect(call(points.getSimAddressList)).resolves.toEqual([]);
    expect(effects().recorded.toasts).toEqual([]);
    expect(errorReports).toEqual([]);
  });
});
