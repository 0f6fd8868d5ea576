import { isWechatBrowser } from './context';
import type { PayScene } from './types/common';

/**
 * A pay or order call's input, told where the payment is made: WeChat Pay inside WeChat's browser
 * is taken by WeChat's own bridge, so the call asks for its parameters (`payScene: 'jsapi'`, the
 * answer's `jsapi`). Anywhere else, or for another way to pay, the input is sent as it is.
 */
export function withPayScene<T extends { payType: string }>(
  body: T,
  userAgent?: string,
): T & { payScene?: PayScene } {
  return body.payType === 'wechat' && isWechatBrowser(userAgent)
    ? { ...body, payScene: 'jsapi' }
    : body;
}
