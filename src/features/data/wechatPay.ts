import { isWechatBrowser } from '@/api/context';
import type { WechatJsapi } from '@/api/types';
import { i18next } from '@/i18n';
import {
  continueUrl,
  payRoute,
  requestBrandWcPay,
  type BridgeHost,
  type PayRoute,
} from '@/lib/wechatBridge';
import { feedback } from '@/stores/feedback';

/**
 * The one way every checkout (the shop's order payment and every card checkout) hands an order to
 * the wallet the shopper chose, wherever the page runs:
 * - outside WeChat, the provider's page (`payUrl`), as always;
 * - inside WeChat's browser, WeChat Pay through WeChat's own bridge with the order answer's
 *   `jsapi` parameters (asked for with `payScene: 'jsapi'`, src/api/payScene.ts); a bridge that
 *   never comes falls back to the provider's page, or says this browser cannot pay;
 * - Alipay inside WeChat, which WeChat does not open: how to go on in a browser, with the link.
 *
 * The bridge's 'ok' is only what the shopper did on WeChat's sheet: the checkout then asks the
 * server until it says the order is paid. 'cancel' and 'fail' leave the order unpaid and payable,
 * with a message (a quiet one for 'cancel').
 */

/** What an order answer gives the wallet. */
export interface WalletOrder {
  payUrl: string;
  jsapi?: WechatJsapi;
}

/** What the checkout does next. */
export type WalletStep =
  /** WeChat's sheet said paid: ask the server until it confirms. */
  | { kind: 'confirm' }
  /** Open the provider's page (as outside WeChat). */
  | { kind: 'page'; url: string }
  /** Show how to go on in a browser (OpenInBrowser), with this link to copy. */
  | { kind: 'browser'; url: string }
  /** Nothing was paid (cancelled, failed, no bridge): the shopper was told; the order is payable. */
  | { kind: 'stay' };

/** The page's own window, where WeChat puts its bridge. */
const pageHost = (): BridgeHost => globalThis as unknown as BridgeHost;

/** How the chosen way to pay is taken in this browser (before the order exists, for the tap). */
export function walletRoute(payType: string, order?: WalletOrder, userAgent?: string): PayRoute {
  return payRoute({
    inWechat: isWechatBrowser(userAgent),
    payType,
    // Before the answer, WeChat Pay inside WeChat is expected to go through the bridge.
    hasBridgeParams: order ? Boolean(order.jsapi) : payType === 'wechat',
  });
}

/** Hands a created order to the chosen wallet and says what the checkout does next. */
export async function payWithWallet(
  order: WalletOrder,
  payType: string,
  host: BridgeHost = pageHost(),
): Promise<WalletStep> {
  const route = walletRoute(payType, order);
  if (route === 'browser') {
    return { kind: 'browser', url: continueUrl(order.payUrl, globalThis.location?.href ?? '') };
  }
  if (route === 'page' || !order.jsapi) return { kind: 'page', url: order.payUrl };
  const outcome = await requestBrandWcPay(order.jsapi, host);
  if (outcome === 'ok') return { kind: 'confirm' };
  if (outcome === 'cancel') {
    feedback.toast(String(i18next.t('ui.wechatPay.cancelled')));
    return { kind: 'stay' };
  }
  if (outcome === 'unavailable' && order.payUrl) return { kind: 'page', url: order.payUrl };
  const message = outcome === 'fail' ? 'ui.wechatPay.failed' : 'ui.wechatPay.unavailable';
  feedback.toast(String(i18next.t(message)), { kind: 'fail' });
  return { kind: 'stay' };
}

/** The link of OpenInBrowser is on the clipboard. */
export function linkCopied(label: string): void {
  feedback.toast(String(i18next.t('ui.copySuccess', { label })), { kind: 'success' });
}
