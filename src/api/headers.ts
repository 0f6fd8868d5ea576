import type { RequestContext } from './context';

/** Who a call is for: the card headers (Sim-No, Sim-Token) go on card calls only. */
export interface HeaderScope {
  /** A card call (its declaration's `auth: 'card'`): the card's number and token go with it. */
  card?: boolean;
}

/** Query names that carry a secret: an authorisation code, its state, tokens, tickets, passwords. */
const SECRET_NAME =
  /^(code|state|ticket|auth|authcode|auth_code|sign|signature)$|token|secret|passw|pwd|session|ticket|credential/i;

/** A value that reads like a token: a JWT, or a long unbroken run of letters, digits and -_.~+/=. */
const TOKEN_VALUE = /^[\w-]+\.[\w-]+\.[\w-]+$|^[\w\-.~+/=]{32,}$/;

function cleanQuery(query: string): string {
  return query
    .split('&')
    .filter((part) => {
      if (!part) return false;
      const [rawName, ...rest] = part.split('=');
      let name = rawName;
      let value = rest.join('=');
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
        value = decodeURIComponent(value.replace(/\+/g, ' '));
      } catch {
        // a malformed escape is judged as written
      }
      return !SECRET_NAME.test(name) && !TOKEN_VALUE.test(value);
    })
    .join('&');
}

function cleanPart(part: string): string {
  const mark = part.indexOf('?');
  if (mark < 0) return part;
  const query = cleanQuery(part.slice(mark + 1));
  return query ? `${part.slice(0, mark)}?${query}` : part.slice(0, mark);
}

/**
 * A page address without its secrets: the parameters named like a code, a state, a token or a
 * password, and any value that looks like a token, leave both the search part and the hash
 * route's query; the rest is kept as written.
 */
export function publicPageUrl(url: string): string {
  const hash = url.indexOf('#');
  if (hash < 0) return cleanPart(url);
  return `${cleanPart(url.slice(0, hash))}#${cleanPart(url.slice(hash + 1))}`;
}

/**
 * The headers of docs/requirements.md section 7 for a request context. The card's number and token travel only
 * with card calls (`scope.card`); every other call, the app-domain service and error reports
 * among them, goes without them. The page address goes without its secrets (`publicPageUrl`).
 */
export function buildHeaders(
  context: RequestContext,
  scope: HeaderScope = {},
): Record<string, string> {
  const headers: Record<string, string> = {
    platform: 'h5',
    hostname: context.hostname,
    'Device-Info': encodeURIComponent(context.deviceInfo),
    app: 'shop',
    'Session-ID': context.sessionId,
    'Order-Session-ID': context.orderSessionId,
    'Platform-Source': context.platformSource,
    'Platform-OpenId': context.platformOpenId,
    'App-Show-Options': encodeURIComponent(context.appShowOptions),
    'Page-Url': encodeURIComponent(publicPageUrl(context.pageUrl)),
  };
  if (scope.card) {
    headers['Sim-No'] = context.simNo;
    headers['Sim-Token'] = context.simToken;
  }
  return headers;
}
