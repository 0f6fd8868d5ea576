import { readFileSync } from 'node:fs';
import path from 'node:path';
import { endpointKey, type Endpoint } from '@/api/declare';
import { ENDPOINTS } from '@/api/declarations';
import { ENVELOPE_CODES } from '@/api/openapi';
import { EXAMPLES, type Input, type InputOf } from '../openapi/examples';
import { Conformance, type Schema } from './conform';

// npm run api:check -- --base URL: calls every operation of docs/api/openapi.json it may on a live
// server (reads by default, writes with --writes, card calls with --card and --token) and checks
// each answer's envelope, code and data against the document. Inputs are those the document's
// examples are taken with (tests/tools/openapi/examples.ts).

export interface CheckOptions {
  /** The backend's origin (and path): calls go to `${base}/api/...`. */
  base: string;
  /** The app-domain service (default `${base}/app-domain`). */
  appDomain?: string;
  /** A test card's number and token, for card calls. */
  card?: string;
  token?: string;
  /** A signed-in shop session (Session-ID), for shop calls. */
  session?: string;
  /** Writes too (only against a test card: they buy, pay and change it). */
  writes?: boolean;
  /** Only the operation 'METHOD path', or those whose 'METHOD path' includes this. */
  only?: string;
  /** Milliseconds an answer may take before the server counts as unreachable. */
  timeout?: number;
  /** The document (default docs/api/openapi.json). */
  document?: Record<string, unknown>;
}

export type Outcome = 'conforms' | 'differs' | 'refused' | 'unreachable' | 'skipped';

export interface Row {
  operation: string;
  status: string;
  outcome: Outcome;
  detail: string;
}

interface Operation {
  'x-codes'?: number[];
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

const isWrite = (e: Endpoint) => e.method === 'POST' && !e.readOnly;
const inputOf = (input: InputOf | undefined, earlier: unknown[]): Input =>
  typeof input === 'function' ? input(earlier) : (input ?? {});

/** A refusal or a difference found while calling: it ends the operation's check. */
class Stop extends Error {
  constructor(
    readonly row: Omit<Row, 'operation'>,
    message = row.detail,
  ) {
    super(message);
  }
}

function sessionId(): string {
  const hex = () =>
    Math.floor(Math.random() * 0x10000)
      .toString(16)
      .padStart(4, '0');
  return Array.from({ length: 8 }, hex).join('-');
}

/**
 * A multipart/form-data body written out byte by byte: the same whichever FormData and Blob the
 * running environment has (a test's browser-like one or Node's), as a file upload sends it.
 */
async function multipart(fields: Input): Promise<{ body: Uint8Array<ArrayBuffer>; type: string }> {
  const boundary = `----api-check-${Math.random().toString(16).slice(2)}`;
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const file = typeof value === 'object' && value !== null && 'arrayBuffer' in value;
    const head = file
      ? `Content-Disposition: form-data; name="${name}"; filename="${(value as File).name || 'file'}"\r\nContent-Type: ${(value as Blob).type || 'application/octet-stream'}`
      : `Content-Disposition: form-data; name="${name}"`;
    parts.push(encoder.encode(`--${boundary}\r\n${head}\r\n\r\n`));
    parts.push(
      file ? new Uint8Array(await (value as Blob).arrayBuffer()) : encoder.encode(String(value)),
    );
    parts.push(encoder.encode('\r\n'));
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    body.set(part, at);
    at += part.length;
  }
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

export function readDocument(root = process.cwd()): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(root, 'docs/api/openapi.json'), 'utf8'));
}

/** Checks every operation it may; one row each, in the document's order. */
export async function checkContract(options: CheckOptions): Promise<Row[]> {
  const document = options.document ?? readDocument();
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const components = (document.components as { schemas: Record<string, Schema> }).schemas;
  const conformance = new Conformance(components);
  const base = options.base.replace(/\/+$/, '');
  const appDomain = (options.appDomain ?? `${base}/app-domain`).replace(/\/+$/, '');
  const session = options.session ?? sessionId();
  const timeout = options.timeout ?? 15_000;
  const byKey = new Map(ENDPOINTS.map((e) => [endpointKey(e), e]));

  const headersFor = (e: Endpoint): Record<string, string> => ({
    platform: 'h5',
    app: 'shop',
    hostname: new URL(base).hostname,
    'Device-Info': encodeURIComponent('api-check'),
    'Session-ID': session,
    ...(e.auth === 'card' && options.card
      ? { 'Sim-No': options.card, 'Sim-Token': options.token ?? '' }
      : {}),
  });

  async function call(e: Endpoint, input: Input): Promise<unknown> {
    const operation = paths[e.path]?.[e.method.toLowerCase()];
    const rest = { ...input };
    let address = e.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = encodeURIComponent(String(rest[name]));
      delete rest[name];
      return value;
    });
    address = (e.service === 'appDomain' ? appDomain : base) + address;
    const init: RequestInit = { method: e.method, headers: headersFor(e) };
    if (e.method === 'GET') {
      const query = new URLSearchParams(
        Object.entries(rest).map(([k, v]) => [k, String(v)]),
      ).toString();
      if (query) address += `?${query}`;
    } else if (e.upload) {
      const { body, type } = await multipart(rest);
      init.body = body;
      (init.headers as Record<string, string>)['content-type'] = type;
    } else {
      init.body = JSON.stringify(rest);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    let response: Response;
    try {
      response = await fetch(address, { ...init, signal: AbortSignal.timeout(timeout) });
    } catch (error) {
      const reason =
        (error as Error).name === 'TimeoutError'
          ? `no answer in ${timeout} ms`
          : (error as Error).message;
      throw new Stop({ status: '-', outcome: 'unreachable', detail: reason });
    }
    const status = `HTTP ${response.status}`;
    if (response.status === 404)
      throw new Stop({ status, outcome: 'differs', detail: 'no such operation on the server' });
    if (response.status !== 200)
      throw new Stop({ status, outcome: 'refused', detail: `answered ${status}` });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Stop({ status, outcome: 'differs', detail: 'the answer is not JSON: no envelope' });
    }
    const envelope = body as Record<string, unknown>;
    if (typeof body !== 'object' || body === null || Array.isArray(body) || !('code' in envelope))
      throw new Stop({
        status,
        outcome: 'differs',
        detail: 'no envelope: expected { code, message, data, serverTime }',
      });
    if (!Number.isInteger(envelope.code))
      throw new Stop({ status, outcome: 'differs', detail: 'envelope.code: expected an integer' });
    if (typeof envelope.message !== 'string')
      throw new Stop({ status, outcome: 'differs', detail: 'envelope.message: expected a string' });
    const code = envelope.code as number;
    if (code !== 0) {
      const listed = [...(operation?.['x-codes'] ?? []), 61, 34061];
      const words = ENVELOPE_CODES[code] ? ` (${ENVELOPE_CODES[code].split(':')[0]})` : '';
      throw new Stop(
        listed.includes(code)
          ? {
              status: `code ${code}`,
              outcome: 'refused',
              detail: `${code}${words}: ${envelope.message}`,
            }
          : {
              status: `code ${code}`,
              outcome: 'differs',
              detail: `envelope.code ${code} is not one this operation lists (${listed.join(', ')})`,
            },
      );
    }
    if (!('data' in envelope))
      throw new Stop({ status: 'code 0', outcome: 'differs', detail: 'envelope.data: missing' });
    return envelope.data;
  }

  const rows: Row[] = [];
  for (const [route, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (method !== 'get' && method !== 'post') continue;
      const key = `${method.toUpperCase()} ${route}`;
      // 'METHOD path' names one operation; anything else is a part of the keys to check.
      if (
        options.only &&
        (options.only.includes(' ') ? key !== options.only : !key.includes(options.only))
      )
        continue;
      const e = byKey.get(key);
      const example = EXAMPLES[key] ?? {};
      const skip = (detail: string) =>
        rows.push({ operation: key, status: '-', outcome: 'skipped', detail });
      if (!e) {
        skip('not declared by this version of the shop');
        continue;
      }
      const steps = [
        ...(example.before ?? []).map(([k, input]) => [byKey.get(k)!, input] as const),
      ];
      const needs = [e, ...steps.map(([step]) => step)];
      if (!options.writes && needs.some(isWrite)) {
        skip('a write, or needs one first: run with --writes against a test card');
        continue;
      }
      if (!options.card && needs.some((n) => n.auth === 'card')) {
        skip('a card call: run with --card and --token');
        continue;
      }
      try {
        const earlier: unknown[] = [];
        for (const [step, input] of steps) earlier.push(await call(step, inputOf(input, earlier)));
        const data = await call(e, inputOf(example.input, earlier));
        const schema = operation.responses['200']?.content?.['application/json']?.schema as
          { oneOf?: { allOf?: Schema[] }[] } | undefined;
        // The first of the envelopes is the success: its second part has the data's schema.
        const success = schema?.oneOf?.[0]?.allOf?.[1];
        const dataSchema = ((success?.properties ?? {}) as Record<string, Schema>).data;
        const found = dataSchema ? conformance.difference(data, dataSchema) : undefined;
        rows.push(
          found
            ? { operation: key, status: 'code 0', outcome: 'differs', detail: found }
            : { operation: key, status: 'code 0', outcome: 'conforms', detail: '' },
        );
      } catch (error) {
        if (!(error instanceof Stop)) throw error;
        rows.push({ operation: key, ...error.row });
      }
    }
  }
  return rows;
}

/** The rows as a table, with a count of each outcome. */
export function formatRows(rows: Row[]): string {
  const head = ['operation', 'status', 'result'];
  const cells = rows.map((row) => [
    row.operation,
    row.status,
    row.detail ? `${row.outcome}: ${row.detail}` : row.outcome,
  ]);
  const widths = head.map((_, i) => Math.max(head[i].length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((cell, i) => cell.padEnd(i < 2 ? widths[i] : 0)).join('  ');
  const counts = (['conforms', 'differs', 'refused', 'unreachable', 'skipped'] as const)
    .map((outcome) => `${rows.filter((row) => row.outcome === outcome).length} ${outcome}`)
    .join(', ');
  return [line(head), ...cells.map(line), '', `${rows.length} operations: ${counts}.`].join('\n');
}

/** Reads `--name value` options of the command line. */
export function parseArguments(argv: string[]): CheckOptions {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const base = value('base');
  if (!base || !/^https?:\/\//.test(base))
    throw new Error(
      'Usage: npm run api:check -- --base https://api.example.com [--card SIMNO --token TOKEN] [--session ID] [--writes] [--app-domain URL] [--only PATH]',
    );
  return {
    base,
    appDomain: value('app-domain'),
    card: value('card'),
    token: value('token'),
    session: value('session'),
    writes: argv.includes('--writes'),
    only: value('only'),
  };
}

/** The command: prints the table and gives the exit code (1 on any difference or unreachable). */
export async function main(argv: string[]): Promise<number> {
  let options: CheckOptions;
  try {
    options = parseArguments(argv);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const rows = await checkContract(options);
  console.log(formatRows(rows));
  return rows.some((row) => row.outcome === 'differs' || row.outcome === 'unreachable') ? 1 : 0;
}
