/** Values of the headers of docs/requirements.md section 7 at the moment of a request. */
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

/** The session part of the request context: what the app keeps in its stores. */
export type SessionContext = Pick<
  RequestContext,
  'sessionId' | 'orderSessionId' | 'platformOpenId' | 'appShowOptions' | 'simNo' | 'simToken'
>;

const NO_SESSION: SessionContext = {
  sessionId: '',
  orderSessionId: '',
  platformOpenId: '',
  appShowOptions: '{}',
  simNo: '',
  simToken: '',
};

let readSession: () => SessionContext = () => NO_SESSION;

/**
 * Tells the client where the session headers come from (the app's stores, wired in src/app).
 * Returns a function restoring the previous source.
 */
export function setSessionContext(source: () => SessionContext): () => void {
  const previous = readSession;
  readSession = source;
  return () => {
    readSession = previous;
  };
}

let renewOrderSession: () => void = () => {};

/**
 * Tells the client how to end an order attempt (the app renews the Order-Session-ID in its
 * store). Returns a function restoring the previous one.
 */
export function setOrderSessionRenewal(renew: () => void): () => void {
  const previous = renewOrderSession;
  renewOrderSession = renew;
  return () => {
    renewOrderSession = previous;
  };
}

/**
 * An order was created (a call declared `createsOrder` succeeded): the next order is a new
 * attempt with a new Order-Session-ID. A failed create keeps it, so a retry of the same attempt
 * sends the same one and a backend that deduplicates on it answers with the same order.
 */
export function orderCreated(): void {
  renewOrderSession();
}

/** The headers' values that come from the page and the browser, not from the session. */
export function pageContext(): Omit<RequestContext, keyof SessionContext> {
  return {
    hostname: globalThis.location?.hostname ?? '',
    deviceInfo: deviceInfo(),
    platformSource: isWechatBrowser() ? 'wechat-h5' : 'h5',
    pageUrl: currentPageUrl(),
  };
}

/** The headers' values now: the page and the browser, with the session from its source. */
export function readRequestContext(): RequestContext {
  return { ...pageContext(), ...readSession() };
}
