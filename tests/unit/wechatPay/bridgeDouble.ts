import type { BrandWcPayParams } from '@/lib/wechatBridge';

/** WeChat's browser as it names itself on an iPhone. */
export const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

/** What the shopper does on WeChat's sheet. */
export type SheetAnswer = 'ok' | 'cancel' | 'fail';

export interface BridgeDouble {
  /** Every invoke: the name and the parameters. */
  calls: { name: string; params: BrandWcPayParams }[];
  /** What the next sheets answer. */
  answer: SheetAnswer;
  /** Puts the bridge in place and fires WeixinJSBridgeReady (for 'late'). */
  arrive(): void;
  remove(): void;
}

/**
 * A stand-in for WeChat's JSAPI bridge with its own interface: `WeixinJSBridge.invoke(name,
 * params, callback)` answering `{ err_msg: 'get_brand_wcpay_request:ok' | ':cancel' | ':fail' }`,
 * there at once ('now'), once `arrive` fires WeixinJSBridgeReady ('late'), or never. On 'ok' it
 * runs `onPaid` first, as WeChat's server would notify the shop's server.
 */
export function installBridgeDouble(options: {
  answer: SheetAnswer;
  ready: 'now' | 'late' | 'never';
  onPaid?: (params: BrandWcPayParams) => Promise<void> | void;
}): BridgeDouble {
  const target = globalThis as unknown as { WeixinJSBridge?: unknown };
  const double: BridgeDouble = {
    calls: [],
    answer: options.answer,
    arrive() {
      target.WeixinJSBridge = bridge;
      document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    },
    remove() {
      delete target.WeixinJSBridge;
    },
  };
  const bridge = {
    invoke(
      name: string,
      params: BrandWcPayParams,
      callback: (answer: { err_msg: string }) => void,
    ) {
      double.calls.push({ name, params });
      const answer = double.answer;
      void (async () => {
        if (answer === 'ok') await options.onPaid?.(params);
        callback({ err_msg: `get_brand_wcpay_request:${answer}` });
      })();
    },
  };
  if (options.ready === 'now') target.WeixinJSBridge = bridge;
  return double;
}
