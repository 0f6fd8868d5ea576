// Hostile responses for robustness tests: while fuzzing is on, the demo API answers with the data
// it would have sent, mutated in one or two places (fields removed, null, wrong types, empty or
// huge arrays, very long, emoji and right-to-left strings, negative or non-numbers, dates far in
// the past or future). A seed makes every run reproducible.

import { seededRandom } from '@/lib/phoneMask';

/** Settings of a fuzzing run (POST /api/__demo/fuzz). */
export interface FuzzSettings {
  /** Seed of the run; the same seed and the same calls give the same mutations. */
  seed: number;
  /** Share of responses to mutate, 0..1 (default 1). */
  rate?: number;
  /** Mutations per response (default 1 or 2, picked by the seed). */
  perResponse?: number;
}

/** What a fuzzing run did so far (GET /api/__demo/fuzz). */
export interface FuzzReport {
  active: boolean;
  seed: number;
  /** Responses looked at. */
  responses: number;
  /** Mutations applied. */
  mutations: number;
  /** The last mutations, for reading a failure: path, place and kind. */
  recent: string[];
}

export type MutationKind =
  | 'remove'
  | 'null'
  | 'wrongType'
  | 'emptyArray'
  | 'hugeArray'
  | 'longString'
  | 'emojiRtl'
  | 'negative'
  | 'notANumber'
  | 'pastDate'
  | 'futureDate';

export const MUTATION_KINDS: readonly MutationKind[] = [
  'remove',
  'null',
  'wrongType',
  'emptyArray',
  'hugeArray',
  'longString',
  'emojiRtl',
  'negative',
  'notANumber',
  'pastDate',
  'futureDate',
];

/** A small, fast, seedable generator (mulberry32), shared with the phone masks. */
export const createRandom = seededRandom;

function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Place = (string | number)[];

const EMOJI_RTL = '😀🎉 مرحبا بالعالم \u202eRTL\u202c 𠮷 👨‍👩‍👧‍👦 שלום';
const LONG_STRING = 'Very long text without spaces '.repeat(2).concat('x'.repeat(4000));
const DATE_LIKE = /^\d{4}[-/]\d{2}[-/]\d{2}/;

/** Every place in the tree, depth first (the root is the empty place). */
function places(value: Json, at: Place = [], out: Place[] = []): Place[] {
  out.push(at);
  if (Array.isArray(value)) {
    // Lists can be long: look inside the first few items only.
    value.slice(0, 3).forEach((item, index) => places(item, [...at, index], out));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) places(child, [...at, key], out);
  }
  return out;
}

function read(root: Json, place: Place): Json {
  let node: Json = root;
  for (const step of place) node = (node as Record<string | number, Json>)[step];
  return node;
}

function replaced(value: Json, kind: MutationKind, random: () => number): Json | undefined {
  switch (kind) {
    case 'remove':
      return undefined;
    case 'null':
      return null;
    case 'wrongType':
      if (typeof value === 'string') return 42;
      if (typeof value === 'number') return 'not a number';
      if (typeof value === 'boolean') return 'yes';
      if (Array.isArray(value)) return { length: 1 };
      if (value && typeof value === 'object') return 'object expected';
      return [];
    case 'emptyArray':
      return Array.isArray(value) ? [] : value === null ? [] : [];
    case 'hugeArray': {
      const item: Json = Array.isArray(value) && value.length > 0 ? value[0] : value;
      return Array.from({ length: 1000 }, () => structuredClone(item));
    }
    case 'longString':
      return LONG_STRING;
    case 'emojiRtl':
      return typeof value === 'string' && random() < 0.5 ? `${value}${EMOJI_RTL}` : EMOJI_RTL;
    case 'negative':
      return typeof value === 'number' && value !== 0 ? -Math.abs(value) * 1000 : -1;
    case 'notANumber':
      // JSON has no NaN: a backend that breaks sends such strings or absurd magnitudes.
      return random() < 0.5 ? 'NaN' : 1e308;
    case 'pastDate':
      return typeof value === 'number' ? 0 : '1970-01-01 00:00:00';
    case 'futureDate':
      return typeof value === 'number' ? 253402300799000 : '9999-12-31 23:59:59';
  }
}

/** Picks a kind that fits the value, so that most mutations are the plausible ones. */
function pickKind(value: Json, random: () => number): MutationKind {
  const fitting: MutationKind[] = ['remove', 'null', 'wrongType'];
  if (Array.isArray(value)) fitting.push('emptyArray', 'hugeArray', 'hugeArray');
  if (typeof value === 'string') {
    fitting.push('longString', 'emojiRtl', 'emojiRtl');
    if (DATE_LIKE.test(value)) fitting.push('pastDate', 'futureDate', 'futureDate');
  }
  if (typeof value === 'number') fitting.push('negative', 'notANumber', 'pastDate', 'futureDate');
  return fitting[Math.floor(random() * fitting.length)];
}

/** Returns a mutated copy of `data` and what was done; `data` itself is left alone. */
export function mutate(
  data: unknown,
  random: () => number,
  count = 1,
): { data: unknown; applied: string[] } {
  let root = structuredClone(data ?? null) as Json;
  const applied: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const all = places(root);
    const place = all[Math.floor(random() * all.length)];
    const value = read(root, place);
    const kind = pickKind(value, random);
    const next = replaced(value, kind, random);
    applied.push(`${place.join('.') || '(data)'}:${kind}`);
    if (place.length === 0) {
      root = next === undefined ? null : next;
      continue;
    }
    const parent = read(root, place.slice(0, -1)) as Record<string | number, Json> | Json[];
    const key = place[place.length - 1];
    if (next === undefined) {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete (parent as Record<string, Json>)[key];
    } else {
      (parent as Record<string | number, Json>)[key] = next;
    }
  }
  return { data: root, applied };
}

interface FuzzRun extends FuzzSettings {
  responses: number;
  mutations: number;
  perPath: Map<string, number>;
  recent: string[];
}

let run: FuzzRun | null = null;
let lastReport: FuzzReport = {
  active: false,
  seed: 0,
  responses: 0,
  mutations: 0,
  recent: [],
};

export function startFuzz(settings: FuzzSettings): void {
  run = { ...settings, responses: 0, mutations: 0, perPath: new Map(), recent: [] };
}

export function stopFuzz(): void {
  if (run) lastReport = { ...fuzzReport(), active: false };
  run = null;
}

export function fuzzReport(): FuzzReport {
  if (!run) return lastReport;
  return {
    active: true,
    seed: run.seed,
    responses: run.responses,
    mutations: run.mutations,
    recent: run.recent.slice(-20),
  };
}

/** The response to send while fuzzing: the envelope kept, its data mutated. */
export async function fuzzResponse(request: Request, response: Response): Promise<Response> {
  if (!run) return response;
  const { pathname } = new URL(request.url);
  if (pathname.includes('/__demo/')) return response;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return response;
  const call = (run.perPath.get(pathname) ?? 0) + 1;
  run.perPath.set(pathname, call);
  run.responses += 1;
  const random = createRandom(run.seed ^ hashString(`${pathname}#${call}`));
  if (random() >= (run.rate ?? 1)) return response;

  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return response;
  }
  const envelope = body as { code?: unknown; data?: unknown };
  const isEnvelope = envelope && typeof envelope === 'object' && 'code' in envelope;
  // Error answers stay as they are: the client's error catalogue is tested elsewhere.
  if (isEnvelope && envelope.code !== 0) return response;
  const count = run.perResponse ?? (random() < 0.5 ? 1 : 2);
  const target = isEnvelope ? envelope.data : body;
  const { data, applied } = mutate(target, random, count);
  run.mutations += applied.length;
  for (const item of applied) run.recent.push(`${request.method} ${pathname} ${item}`);
  if (run.recent.length > 200) run.recent.splice(0, run.recent.length - 200);
  const next = isEnvelope ? { ...envelope, data } : data;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(next), { status: response.status, headers });
}
