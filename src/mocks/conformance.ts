import * as v from 'valibot';
import qs from 'qs';
import type { Endpoint } from '@/api/declare';
import { checkAnswer } from '@/lib/schema';

// The demo API obeys the endpoint declarations: every request it receives is checked against the
// declared input, and every answer it gives against the declared answer, strictly (a field the
// shop would have to repair or drop counts as much as one that breaks). What differs is recorded
// here; the unit tests and the story tests fail on any record (tests/unit/setup.ts,
// .storybook/vitest.setup.ts), so the demo can never answer what a real backend would not, and
// the app never sends what a backend would not expect.

const violations: string[] = [];
/** A long-running demo server (where nobody takes them) keeps only the latest. */
const KEPT = 200;

function record(violation: string) {
  violations.push(violation);
  if (violations.length > KEPT) violations.splice(0, violations.length - KEPT);
}

/** What differed since the last call, and forgets it. */
export function takeViolations(): string[] {
  return violations.splice(0);
}

type Entries = Record<string, v.GenericSchema & { type: string }>;
const OPTIONAL = new Set(['optional', 'nullish', 'exact_optional']);

/** A query value as the declared type would send it (qs gives texts, lists and nested maps). */
function queryValueFits(
  schema: v.GenericSchema & { type: string; wrapped?: unknown },
  value: unknown,
): boolean {
  const inner = (OPTIONAL.has(schema.type) ? schema.wrapped : schema) as v.GenericSchema & {
    type: string;
  };
  if (typeof value !== 'string') return inner.type !== 'number' && inner.type !== 'string';
  if (inner.type === 'number') return value.trim() !== '' && Number.isFinite(Number(value));
  if (inner.type === 'boolean') return value === 'true' || value === 'false';
  return true;
}

/** What is wrong with a request's input, if anything. */
function inputProblems(endpoint: Endpoint, input: Record<string, unknown>): string[] {
  const entries = (endpoint.input as { entries?: Entries } | undefined)?.entries ?? {};
  const problems: string[] = [];
  for (const key of Object.keys(input)) {
    if (!(key in entries)) problems.push(`request ${key} not declared`);
  }
  if (endpoint.method === 'GET') {
    for (const [key, schema] of Object.entries(entries)) {
      if (!(key in input)) {
        if (!OPTIONAL.has(schema.type)) problems.push(`request ${key} missing`);
      } else if (!queryValueFits(schema, input[key])) problems.push(`request ${key} mistyped`);
    }
  } else if (endpoint.input) {
    const result = v.safeParse(endpoint.input, input);
    for (const issue of result.issues ?? []) {
      problems.push(`request ${v.getDotPath(issue) ?? '(body)'} ${issue.expected ?? 'invalid'}`);
    }
  }
  return problems;
}

/** The `{name}` parts of a declared path, read from the request's path. */
function pathInput(declared: string, pathname: string): Record<string, string> {
  const names = [...declared.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  if (!names.length) return {};
  const pattern = declared
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('([^/]+)');
  const found = new RegExp(`${pattern}$`).exec(pathname);
  return Object.fromEntries(
    names.map((name, index) => [name, decodeURIComponent(found?.[index + 1] ?? '')]),
  );
}

/** The request's query (GET) or JSON body (POST) as an object; null for a multipart upload. */
async function inputOf(
  endpoint: Endpoint,
  request: Request,
): Promise<Record<string, unknown> | null> {
  if (endpoint.method === 'GET') {
    const url = new URL(request.url);
    return { ...qs.parse(url.search.slice(1)), ...pathInput(endpoint.path, url.pathname) };
  }
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return null;
  const text = await request.clone().text();
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return { '(body)': text };
  }
}

/** Checks one exchange of a declared endpoint; records what differs. */
export async function checkExchange(
  endpoint: Endpoint,
  request: Request,
  response: Response,
): Promise<void> {
  const name = `${endpoint.method} ${endpoint.path}`;
  const input = await inputOf(endpoint, request);
  if (input) for (const problem of inputProblems(endpoint, input)) record(`${name}: ${problem}`);
  if (!(response.headers.get('content-type') ?? '').includes('json')) return;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown; data?: unknown } | null;
  if (!body || body.code !== 0) return;
  const result = checkAnswer(endpoint.answer, body.data);
  for (const breach of [...result.degraded, ...(result.ok ? [] : [result.breach])]) {
    record(`${name}: answer ${breach.field} ${breach.reason}`);
  }
}
