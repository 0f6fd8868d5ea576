import { isWechatBrowser } from './context';
import { call } from './call';
import * as site from './declarations/site';

// Sharing inside WeChat: the page is signed through /api/site/wxJsSign and handed to the WeChat
// JS-SDK, which sets the title, link and picture of a share. Only inside the WeChat browser, and
// only when the SDK is there: the app never loads third-party script by itself, since the content
// policy allows scripts from our own origin only. A host that wants sharing serves the SDK from
// this origin, or names it in VITE_WX_JSSDK and adds its origin to script-src (docs/backend.md).

/** The part of the WeChat JS-SDK the shop uses. */
export interface WechatSdk {
  config: (options: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }) => void;
  ready: (callback: () => void) => void;
  updateAppMessageShareData: (data: ShareData) => void;
  updateTimelineShareData: (data: Omit<ShareData, 'desc'>) => void;
}

/** What a share shows. */
export interface ShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

export interface WechatShareDeps {
  isWechat: () => boolean;
  /** The SDK when the page has it (window.wx). */
  sdk: () => WechatSdk | undefined;
  /** The signed address: the current one without its hash (WeChat signs that part). */
  pageAddress: () => string;
  sign: (url: string) => ReturnType<typeof call<typeof site.getWxJsSign>>;
}

const browserDeps: WechatShareDeps = {
  isWechat: () => isWechatBrowser(),
  sdk: () => (globalThis as { wx?: WechatSdk }).wx,
  pageAddress: () => (globalThis.location?.href ?? '').split('#')[0],
  sign: (url) => call(site.getWxJsSign, { url }),
};

/**
 * Sets what a share of the current page shows. Outside WeChat, or without the SDK, it does
 * nothing at all (no call); a failed signature only means a plain share. Resolves whether it set it.
 */
export async function updateWechatShare(
  data: ShareData,
  deps: WechatShareDeps = browserDeps,
): Promise<boolean> {
  if (!deps.isWechat()) return false;
  const sdk = deps.sdk();
  if (!sdk) return false;
  try {
    const sign = await deps.sign(deps.pageAddress());
    sdk.config({
      debug: false,
      appId: sign.appId,
      timestamp: sign.timestamp,
      nonceStr: sign.nonceStr,
      signature: sign.signature,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
    sdk.ready(() => {
      sdk.updateAppMessageShareData(data);
      sdk.updateTimelineShareData({ title: data.title, link: data.link, imgUrl: data.imgUrl });
    });
    return true;
  } catch {
    return false;
  }
}

/** The configured SDK address (VITE_WX_JSSDK), '' when none. */
export const WECHAT_SDK_URL: string = (import.meta.env.VITE_WX_JSSDK as string | undefined) ?? '';

/**
 * Loads the SDK from VITE_WX_JSSDK inside WeChat, once. Without that setting nothing is loaded.
 */
export function loadWechatSdk(
  url: string = WECHAT_SDK_URL,
  isWechat: () => boolean = () => isWechatBrowser(),
): Promise<void> {
  if (!url || !isWechat() || typeof document === 'undefined') return Promise.resolve();
  if ((globalThis as { wx?: unknown }).wx) return Promise.resolve();
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => resolve();
    document.head.append(script);
  });
}
