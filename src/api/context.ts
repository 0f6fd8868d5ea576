import { useIotStore } from '@/stores/iot';
import { useLayoutStore } from '@/stores/layout';

/** Values of the headers of SPEC section 7 at the moment of a request. */
export interface RequestContext {
  hostname: string;
  deviceInfo: string;
  sessionId: string;
  orderSessionId: string;
  platformSource: string;
  platformOpenId: string;
  appShowOptions: string;
  pageUrl: string;
  simNo: string;
  simToken: string;
}

/** Whether we run inside the WeChat browser (official-account pages). */
export function isWechatBrowser(
  userAgent: string = globalThis.navigator?.userAgent ?? '',
): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/** The current hash route as '/pages/...?...' ('' outside a browser). */
export function currentPageUrl(): string {
  const hash = globalThis.location?.hash ?? '';
  const route = hash.replace(/^#/, '');
  return route.startsWith('/') ? route : route ? `/${route}` : '/';
}

function deviceInfo(): string {
  const nav = globalThis.navigator;
  const screen = globalThis.screen;
  return JSON.stringify({
    platform: 'web',
    userAgent: nav?.userAgent ?? '',
    language: nav?.language ?? '',
    screenWidth: screen?.width ?? 0,
    screenHeight: screen?.height ?? 0,
    pixelRatio: globalThis.devicePixelRatio ?? 1,
  });
}

/** Reads the stores and the page for the request headers. */
export function readRequestContext(): RequestContext {
  const layout = useLayoutStore.getState();
  const iot = useIotStore.getState();
  return {
    hostname: globalThis.location?.hostname ?? '',
    deviceInfo: deviceInfo(),
    sessionId: layout.getSessionId(),
    orderSessionId: layout.getOrderSessionId(),
    platformSource: isWechatBrowser() ? 'wechat-h5' : 'h5',
    platformOpenId: layout.platformOpenId,
    appShowOptions: JSON.stringify(layout.appShowOptions ?? {}),
    pageUrl: currentPageUrl(),
    simNo: iot.simNo,
    simToken: iot.token,
  };
}
