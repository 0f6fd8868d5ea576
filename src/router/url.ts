import type { PageUrl, RoutePathLike } from './routes';
import type { Query } from './types';

export type { Query };

export interface ParsedUrl {
  /** Page path without leading slash, e.g. 'pages/index/index'; '' for the root. */
  path: string;
  query: Query;
}

/** Parses '/pages/x/y?a=1' (also '#/pages/...', 'pages/...', '/?a=1') into path and query. */
export function parseUrl(url: string): ParsedUrl {
  let rest = url.trim();
  if (rest.startsWith('#')) rest = rest.slice(1);
  const hashIndex = rest.indexOf('#');
  if (hashIndex >= 0) rest = rest.slice(0, hashIndex);
  const queryIndex = rest.indexOf('?');
  const rawPath = queryIndex >= 0 ? rest.slice(0, queryIndex) : rest;
  const search = queryIndex >= 0 ? rest.slice(queryIndex + 1) : '';
  const path = rawPath.replace(/^\/+/, '').replace(/\/+$/, '');
  return { path, query: parseQuery(search) };
}

export function parseQuery(search: string): Query {
  const query: Query = {};
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  params.forEach((value, key) => {
    if (!(key in query)) query[key] = value;
  });
  return query;
}

/** Builds '/path?a=1&b=2' with encoded values; empty values are dropped. */
export function buildUrl(path: RoutePathLike | '/', query?: Query): PageUrl;
export function buildUrl(path: string, query?: Query): string;
export function buildUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, value);
  }
  const search = params.toString();
  const cleanPath = `/${path.replace(/^\/+/, '')}`;
  return search ? `${cleanPath}?${search}` : cleanPath;
}

/** A canonical form used to compare two URLs (path plus sorted query). */
export function canonicalUrl(url: string): string {
  const { path, query } = parseUrl(url);
  const sorted = Object.keys(query)
    .sort()
    .reduce<Query>((acc, key) => ({ ...acc, [key]: query[key] }), {});
  return buildUrl(path, sorted);
}

/**
 * Whether a value can only mean a page of this app: a path such as '/pages/...' (or '#/pages/...')
 * with an optional query. Absolute addresses (any scheme such as https: or javascript:),
 * protocol-relative '//host', backslashes, control characters and spaces in the path are refused, so a `redirect`
 * query never leaves the app.
 */
export function isInternalUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  return !/^#?(?:[a-z][\w+.-]*:|\/\/)|[\\\x00-\x1f\x7f]|^[^?#]*[:@\s]/i.test(url.trim());
}
