import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { AnswerOf, Endpoint, Service } from '@/api/declare';
import { createDeviceWifiCode } from '@/api/declarations/device';
import { checkExchange } from '../conformance';
import qs from 'qs';
import type { Paged } from '@/api/types';
import { db, findCard, type DemoCard } from '../db';
import type { Result } from '../services/result';
import {
  isPreviewRequest,
  PREVIEW_WRITE_REFUSAL,
  previewCardOf,
  previewWifiCode,
  refusedInPreview,
} from '../services/preview';

/** Matches the path under any origin and under the /shop/ base. */
export const path = (p: string) => `*${p}`;

/** Where the demo serves each service of the declarations (the app-domain service under /app-domain). */
const MOUNT: Record<Service, string> = { api: '', appDomain: '/app-domain', static: '' };

/** The MSW path of a declared endpoint: its service's mount, `{name}` parts as `:name`. */
export const pathOf = (endpoint: Endpoint) =>
  path(MOUNT[endpoint.service ?? 'api'] + endpoint.path.replace(/\{(\w+)\}/g, ':$1'));

/**
 * The handler of a declared endpoint: its method and path come from the declaration, so the demo
 * answers exactly the calls the shop makes.
 */
export function on<E extends Endpoint>(endpoint: E, resolver: HttpResponseResolver) {
  const preview = endpoint.auth === 'card' ? previewResolver(endpoint, resolver) : resolver;
  // Every exchange is checked against the declaration (../conformance.ts).
  const checked: HttpResponseResolver = async (info) => {
    const request = info.request.clone();
    const response = await (isPreviewRequest(info.request) ? preview(info) : resolver(info));
    if (response instanceof Response) await checkExchange(endpoint, request, response);
    return response;
  };
  return endpoint.method === 'GET'
    ? http.get(pathOf(endpoint), checked)
    : http.post(pathOf(endpoint), checked);
}

/**
 * A card call of a layout preview: a write is refused before the handler runs (the demo never
 * changes for a preview), a read is the handler's, on the preview's read-only card (requireCard).
 */
function previewResolver(endpoint: Endpoint, resolver: HttpResponseResolver): HttpResponseResolver {
  return async (info) => {
    if (refusedInPreview(endpoint)) return answer(PREVIEW_WRITE_REFUSAL);
    // The device's Wi-Fi code: a preview's is shown, never stored.
    if (endpoint !== createDeviceWifiCode) return resolver(info);
    const card = previewCardOf(info.request);
    if (!card) return fail(-1, 'Layout not found');
    if (!card.info.wifiConfig) return fail(40001, 'This card has no device to manage');
    const band = str((await bodyOf(info.request)).wifiType);
    if (band !== '2.4G' && band !== '5G') return invalid('wifiType must be 2.4G or 5G');
    return ok(previewWifiCode(card, band));
  };
}

/** A success envelope typed by the endpoint's answer: the demo cannot answer another shape. */
export const okFor = <E extends Endpoint>(_endpoint: E, data: AnswerOf<E>, message = 'ok') =>
  ok(data, message);

/** The envelope with the server time (field and Date header) on every answer. */
export function envelope<T>(code: number, data: T, message = '', status = 200): Response {
  const now = Date.now();
  return HttpResponse.json(
    { code, message, data, serverTime: now },
    { status, headers: { Date: new Date(now).toUTCString(), 'Cache-Control': 'no-store' } },
  );
}

export const ok = <T>(data: T, message = 'ok') => envelope(0, data, message);
export const fail = (code: number, message: string, status = 200) =>
  envelope(code, null, message, status);

/** A 200 with -1 for a missing or malformed field. */
export const invalid = (message: string) => fail(-1, message);

/** The query of a request as an object (qs, so a[b]=1 and a[]=1 arrive nested). */
export function queryOf(request: Request): Record<string, unknown> {
  return qs.parse(new URL(request.url).search.slice(1));
}

/** The JSON (or form) body of a POST; {} when empty. */
export async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text) return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return qs.parse(text);
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const str = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

export const num = (value: unknown, fallback = 0): number => {
  const n = typeof value === 'number' ? value : Number(str(value));
  return Number.isFinite(n) && str(value) !== '' ? n : fallback;
};

/**
 * The card of a request by its Sim-No and Sim-Token headers, or the 34061 answer. A layout preview
 * (its sim number, no token) gets its read-only card (../services/preview.ts).
 */
export function requireCard(request: Request): DemoCard | Response {
  if (isPreviewRequest(request)) return previewCardOf(request) ?? fail(-1, 'Layout not found');
  const simNo = request.headers.get('Sim-No') ?? '';
  const token = request.headers.get('Sim-Token') ?? '';
  const item = simNo ? findCard(simNo) : undefined;
  if (!item || !token || db.tokens.get(item.info.simNo) !== token) {
    return fail(34061, 'Card session expired, please log in again');
  }
  return item;
}

/** The logged-in shop mobile of a request's Session-ID, or the 61 answer. */
export function requireShop(request: Request): string | Response {
  const sessionId = request.headers.get('Session-ID') ?? '';
  const mobile = sessionId ? db.shopSessions.get(sessionId) : undefined;
  return mobile ?? fail(61, 'Login timed out, please log in again');
}

/** One page of a list: page from 1, pageSize default 10, at most 50. */
export function paginate<T>(list: T[], query: Record<string, unknown>): Paged<T> {
  const page = Math.max(1, Math.floor(num(query.page, 1)));
  const pageSize = Math.min(50, Math.max(1, Math.floor(num(query.pageSize, 10))));
  const start = (page - 1) * pageSize;
  return {
    list: list.slice(start, start + pageSize),
    total: list.length,
    page,
    pageSize,
    hasMore: start + pageSize < list.length,
  };
}

export { round2 } from '../services/billing';

/** The envelope of a service result: its data, or its refusal code and message. */
export const answer = <T>(result: Result<T>): Response =>
  result.ok ? ok(result.data) : envelope(result.code, result.data ?? null, result.message);

/** Wraps a handler that needs a logged-in card (34061 otherwise). */
export function withCard(
  handle: (card: DemoCard, request: Request) => Response | Promise<Response>,
): (info: { request: Request }) => Promise<Response> {
  return async ({ request }) => {
    const card = requireCard(request);
    if (card instanceof Response) return card;
    return handle(card, request);
  };
}
