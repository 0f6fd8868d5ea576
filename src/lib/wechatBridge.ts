/**
 * WeChat's JSAPI bridge, the only way a web page inside WeChat's browser takes WeChat Pay:
 * `WeixinJSBridge.invoke('getBrandWCPayRequest', params, callback)`. The bridge is injected by
 * WeChat, sometimes after the page's scripts ran; it says so with the `WeixinJSBridgeReady` event
 * on the document.
 *
 * What the bridge answers is only what the shopper did on WeChat's sheet: a payment counts once
 * the server says the order is paid.
 */

/** The parameters of one payment, as the server signed them (the order answer's `jsapi`). */
export interface BrandWcPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

/** WeChat's bridge, as much of it as a payment uses. */
export interface WeixinBridge {
  invoke(
    name: 'getBrandWCPayRequest',
    params: BrandWcPayParams,
    callback: (answer: { err_msg?: string }) => void,
  ): void;
}

/** Where the bridge is looked for and its ready event listened to; tests pass their own. */
export interface BridgeHost {
  WeixinJSBridge?: WeixinBridge;
  document?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
}

/**
 * What the shopper did on WeChat's sheet: paid ('ok', still to be confirmed by the server),
 * closed it ('cancel'), or WeChat refused ('fail'); 'unavailable' when no bridge came in time.
 */
export type BridgeOutcome = 'ok' | 'cancel' | 'fail' | 'unavailable';

/** How long a bridge that is not there yet is waited for. */
export const BRIDGE_READY_TIMEOUT_MS = 3000;

/** Reads the bridge's `err_msg`: 'get_brand_wcpay_request:ok', ':cancel' or ':fail'. */
export function bridgeOutcome(errMsg: unknown): 'ok' | 'cancel' | 'fail' {
  const text = typeof errMsg === 'string' ? errMsg.trim().toLowerCase() : '';
  if (text === 'get_brand_wcpay_request:ok') return 'ok';
  if (text === 'get_brand_wcpay_request:cancel') return 'cancel';
  return 'fail';
}

function isBridge(value: unknown): value is WeixinBridge {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { invoke?: unknown }).invoke === 'function'
  );
}

/** The bridge once it is there: at once, or at its ready event; null after `timeoutMs`. */
export function whenBridgeReady(
  host: BridgeHost,
  timeoutMs = BRIDGE_READY_TIMEOUT_MS,
): Promise<WeixinBridge | null> {
  if (isBridge(host.WeixinJSBridge)) return Promise.resolve(host.WeixinJSBridge);
  const doc = host.document;
  if (!doc) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      doc.removeEventListener('WeixinJSBridgeReady', onReady);
      resolve(isBridge(host.WeixinJSBridge) ? host.WeixinJSBridge : null);
    };
    const onReady = () => done();
    const timer = setTimeout(done, timeoutMs);
    doc.addEventListener('WeixinJSBridgeReady', onReady);
  });
}

/** Opens WeChat's payment sheet and resolves with what the shopper did there. */
export async function requestBrandWcPay(
  params: BrandWcPayParams,
  host: BridgeHost,
  timeoutMs = BRIDGE_READY_TIMEOUT_MS,
): Promise<BridgeOutcome> {
  const bridge = await whenBridgeReady(host, timeoutMs);
  if (!bridge) return 'unavailable';
  return new Promise((resolve) => {
    try {
      bridge.invoke(
        'getBrandWCPayRequest',
        {
          appId: params.appId,
          timeStamp: params.timeStamp,
          nonceStr: params.nonceStr,
          package: params.package,
          signType: params.signType,
          paySign: params.paySign,
        },
        (answer) => resolve(bridgeOutcome(answer?.err_msg)),
      );
    } catch {
      resolve('fail');
    }
  });
}

/** How a chosen way to pay is taken in this browser. */
export type PayRoute =
  /** WeChat's bridge, with the order answer's parameters. */
  | 'bridge'
  /** The provider's page (`payUrl`), as outside WeChat. */
  | 'page'
  /** Alipay inside WeChat: WeChat does not open it; the shopper continues in a browser. */
  | 'browser';

/** Which way a payment goes, from where the page runs and what the order answer carries. */
export function payRoute(input: {
  inWechat: boolean;
  payType: string;
  hasBridgeParams: boolean;
}): PayRoute {
  if (!input.inWechat) return 'page';
  if (input.payType === 'alipay') return 'browser';
  if (input.payType === 'wechat' && input.hasBridgeParams) return 'bridge';
  return 'page';
}

/**
 * The address a shopper opens in another browser to go on paying: the provider's page made
 * absolute against this page, or this page itself when there is none (or it is not http(s)).
 */
export function continueUrl(payUrl: string, here: string): string {
  if (payUrl) {
    try {
      const url = new URL(payUrl, here);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // not an address: this page is
    }
  }
  return here;
}
