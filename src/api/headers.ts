import type { RequestContext } from './context';

/** The headers of SPEC section 7 for a request context. */
export function buildHeaders(context: RequestContext): Record<string, string> {
  return {
    platform: 'h5',
    hostname: context.hostname,
    'Device-Info': encodeURIComponent(context.deviceInfo),
    app: 'shop',
    'Session-ID': context.sessionId,
    'Order-Session-ID': context.orderSessionId,
    'Platform-Source': context.platformSource,
    'Platform-OpenId': context.platformOpenId,
    'App-Show-Options': encodeURIComponent(context.appShowOptions),
    'Page-Url': encodeURIComponent(context.pageUrl),
    'Sim-No': context.simNo,
    'Sim-Token': context.simToken,
  };
}
