import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BRIDGE_READY_TIMEOUT_MS,
  bridgeOutcome,
  continueUrl,
  payRoute,
  requestBrandWcPay,
  whenBridgeReady,
  type BridgeHost,
} from '@/lib/wechatBridge';
import { installBridgeDouble } from './bridgeDouble';

// WeChat's JSAPI bridge: waited for when it is not there yet, its answers read as WeChat writes
// them, and a bridge that never comes said so (the checkout then falls back).

const params = {
  appId: 'wx0000000000demo',
  timeStamp: '1796000000',
  nonceStr: 'a'.repeat(32),
  package: 'prepay_id=wx123',
  signType: 'RSA',
  paySign: 'c2lnbg==',
};

const host = () => globalThis as unknown as BridgeHost;

afterEach(() => {
  delete (globalThis as { WeixinJSBridge?: unknown }).WeixinJSBridge;
  vi.useRealTimers();
});

describe('the bridge answer', () => {
  it.each([
    ['get_brand_wcpay_request:ok', 'ok'],
    ['get_brand_wcpay_request:cancel', 'cancel'],
    ['get_brand_wcpay_request:fail', 'fail'],
    ['get_brand_wcpay_request:fail_no_permission', 'fail'],
    [undefined, 'fail'],
    [42, 'fail'],
  ])('reads %s as %s', (errMsg, outcome) => {
    expect(bridgeOutcome(errMsg)).toBe(outcome);
  });
});

describe('requesting a payment', () => {
  it.each(['ok', 'cancel', 'fail'] as const)(
    'opens the sheet with the signed parameters and says %s',
    async (answer) => {
      const double = installBridgeDouble({ answer, ready: 'now' });
      await expect(requestBrandWcPay(params, host())).resolves.toBe(answer);
      expect(double.calls).toEqual([{ name: 'getBrandWCPayRequest', params }]);
    },
  );

  it('waits for WeixinJSBridgeReady when the bridge comes late', async () => {
    const double = installBridgeDouble({ answer: 'ok', ready: 'late' });
    const outcome = requestBrandWcPay(params, host());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(double.calls).toHaveLength(0);
    double.arrive();
    await expect(outcome).resolves.toBe('ok');
    expect(double.calls).toHaveLength(1);
  });

  it('says the bridge is unavailable when it never comes', async () => {
    vi.useFakeTimers();
    const double = installBridgeDouble({ answer: 'ok', ready: 'never' });
    const outcome = requestBrandWcPay(params, host());
    await vi.advanceTimersByTimeAsync(BRIDGE_READY_TIMEOUT_MS);
    await expect(outcome).resolves.toBe('unavailable');
    expect(double.calls).toHaveLength(0);
  });

  it('takes no bridge without an invoke function, nor a bridge that throws as ok', async () => {
    await expect(whenBridgeReady({ WeixinJSBridge: {} as never }, 10)).resolves.toBeNull();
    await expect(whenBridgeReady({}, 10)).resolves.toBeNull();
    const throwing: BridgeHost = {
      WeixinJSBridge: {
        invoke: () => {
          throw new Error('no');
        },
      },
    };
    await expect(requestBrandWcPay(params, throwing)).resolves.toBe('fail');
  });
});

describe('the way a payment goes', () => {
  it('uses the provider page outside WeChat, whatever the wallet', () => {
    for (const payType of ['wechat', 'alipay', 'balance'])
      expect(payRoute({ inWechat: false, payType, hasBridgeParams: true })).toBe('page');
  });

  it('uses the bridge for WeChat Pay inside WeChat, the page when no parameters came', () => {
    expect(payRoute({ inWechat: true, payType: 'wechat', hasBridgeParams: true })).toBe('bridge');
    expect(payRoute({ inWechat: true, payType: 'wechat', hasBridgeParams: false })).toBe('page');
  });

  it('sends Alipay inside WeChat on to a browser', () => {
    expect(payRoute({ inWechat: true, payType: 'alipay', hasBridgeParams: false })).toBe('browser');
  });

  it('gives an absolute http(s) link to go on at, this page when the provider has none', () => {
    const here = 'https://shop.example.com/shop/#/pages/order/pay/index?id=5';
    expect(continueUrl('/api/__demo/cashier?orderSn=S1', here)).toBe(
      'https://shop.example.com/api/__demo/cashier?orderSn=S1',
    );
    expect(continueUrl('https://openapi.alipay.com/gateway.do?x=1', here)).toBe(
      'https://openapi.alipay.com/gateway.do?x=1',
    );
    expect(continueUrl('', here)).toBe(here);
    expect(continueUrl('javascript:alert(1)', here)).toBe(here);
  });
});
