import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetContractReports } from '@/api/contractReport';
import { ApiCode, isApiError, type ApiError } from '@/api/errors';
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

async function login(simNo: string) {
  const result = await simLogin({ simNo });
  useIotStore.getState().setSession(result.simNo, result.token);
}

/**
 * Every call answered by the demo API: the harness fails a test whose exchanges differ from their
 * declarations (src/mocks/conformance.ts), so these walk the calls of every area on several cards.
 */
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
      site.getDictOptions(['OperatorOptions']),
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
    expect(errorReports[0].error).toBe('contract GET /api/iot/simInfo: simNo missing');
  });

  it('with a broken optional field: the rest of the answer, no toast, the field reported', async () => {
    await login(DEMO.cards.ordinary);
    answer('/api/iot/simInfo', { simNo: DEMO.cards.ordinary, balance: 'lots', integral: '30' });
    const card = await iot.getSimInfo();
    expect(card.simNo).toBe(DEMO.cards.ordinary);
    expect(card.balance).toBeUndefined();
    expect(card.integral).toBe(30);
    expect(effects().recorded.toasts).toEqual([]);
    await expect.poll(() => errorReports.length).toBe(1);
    expect(errorReports[0].error).toBe('contract GET /api/iot/simInfo: balance not a number');
  });

  it('with extra fields: they are ignored', async () => {
    answer('/api/hk/genericConfig', { orderQueryMode: 2, loginAvatar: '', debug: { token: 'x' } });
    await expect(getGenericConfig()).resolves.toEqual({ orderQueryMode: 2, loginAvatar: '' });
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
    await getBaseConfig('secret-code').catch(() => undefined);
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
    await expect(iot.getBalanceChoose()).resolves.toMatchObject([{ id: 3, money: 50, title: '' }]);
    await expect(iot.getSimAddressList()).resolves.toEqual([]);
    expect(effects().recorded.toasts).toEqual([]);
    expect(errorReports).toEqual([]);
  });
});
