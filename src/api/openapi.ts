import type * as v from 'valibot';
import type { Endpoint } from './declare';

// The OpenAPI 3.1 document of the API the shop expects, built from the endpoint declarations
// (./declarations). `npm run api:openapi` writes it to docs/api/openapi.json with example answers
// from the demo API; a unit test fails when the file is stale or invalid.

/** The envelope codes of SPEC section 8, as a backend must use them. */
export const ENVELOPE_CODES: Record<number, string> = {
  0: 'Success: `data` holds the answer.',
  [-1]: 'Operation failed: the app shows `message` (or "operation failed").',
  61: 'Shop login timed out: the app shows `message` and opens the order-lookup login.',
  34061: 'Card session expired or missing: the app shows `message` and opens the card login.',
  30001: 'Sold out: a dialog offers customer service or the goods group.',
  30003: 'Order acceptance failed: a dialog offers customer service.',
  32001:
    'The number is held by someone else: a dialog offers the number group or customer service.',
  33001: 'Not a direct downstream agent: a dialog leads back to "my downstream agents".',
  40001: 'Module not yet open: the app shows `message`.',
  41001: 'Pay password required: the page asks for it (no toast).',
  41002: 'Pay password wrong: the page says so under the keypad (no toast).',
};

/** The request headers of SPEC section 7, sent on every call. */
export const HEADERS: { name: string; description: string; card?: boolean }[] = [
  { name: 'platform', description: "Always 'h5'." },
  { name: 'hostname', description: 'Host name of the page.' },
  { name: 'Device-Info', description: 'URL-encoded user agent and screen.' },
  { name: 'app', description: "Always 'shop'." },
  { name: 'Session-ID', description: 'Visitor session: 8 groups of 4 hex digits; the shop login.' },
  { name: 'Order-Session-ID', description: 'One per order attempt: a retried order keeps it.' },
  { name: 'Platform-Source', description: 'Platform the visitor came from (h5, wx, ks, dy).' },
  { name: 'Platform-OpenId', description: 'Open id of the platform user, when known.' },
  { name: 'App-Show-Options', description: 'URL-encoded JSON of the launch options.' },
  { name: 'Page-Url', description: 'URL-encoded page the call is made from.' },
  { name: 'Sim-No', description: 'Card number of the card session.', card: true },
  { name: 'Sim-Token', description: 'Token of the card session.', card: true },
];

type Json = Record<string, unknown>;

const APP_DOMAIN_SERVER = {
  url: '/app-domain',
  description: 'The app-domain binding service (VITE_APP_DOMAIN_BASE; by default beside the API)',
};
type AnySchema = v.GenericSchema & Record<string, unknown>;

const OPTIONAL_TYPES = new Set(['optional', 'nullish', 'exact_optional']);

/** Converts our Valibot schemas (src/lib/schema.ts and plain Valibot) to JSON Schema 2020-12. */
export class SchemaWriter {
  /** Named entities, written once under components/schemas and referred to by $ref. */
  readonly components: Record<string, Json> = {};
  private readonly names = new Map<unknown, string>();

  constructor(named: Record<string, unknown>) {
    for (const [name, schema] of Object.entries(named)) {
      if (!this.names.has(schema)) this.names.set(schema, name);
    }
  }

  write(schema: v.GenericSchema, root = false): Json {
    const name = this.names.get(schema);
    if (name && !root) {
      if (!this.components[name]) {
        this.components[name] = {};
        this.components[name] = this.write(schema, true);
      }
      return { $ref: `#/components/schemas/${name}` };
    }
    const s = schema as AnySchema;
    const wrapped = s.wrapped as v.GenericSchema | undefined;
    // Our soft wrapper (src/lib/schema.ts) reads as the schema it wraps.
    if (wrapped && !['optional', 'exact_optional', 'nullish', 'nullable'].includes(s.type)) {
      return this.write(wrapped);
    }
    switch (s.type) {
      case 'optional':
      case 'exact_optional': {
        // A field read as null-or-value (its default is null) says so.
        const inner = this.write(wrapped!);
        return s.default === null ? { anyOf: [inner, { type: 'null' }] } : inner;
      }
      case 'nullish':
      case 'nullable':
        return { anyOf: [this.write(wrapped!), { type: 'null' }] };
      case 'lazy':
        return this.write((s.getter as (input: unknown) => v.GenericSchema)(undefined));
      case 'object':
      case 'loose_object':
      case 'strict_object': {
        const entries = s.entries as Record<string, AnySchema>;
        const properties: Json = {};
        const required: string[] = [];
        for (const [key, entry] of Object.entries(entries)) {
          properties[key] = this.write(entry);
          if (!OPTIONAL_TYPES.has(entry.type)) required.push(key);
        }
        return { type: 'object', properties, ...(required.length ? { required } : {}) };
      }
      case 'array':
        return { type: 'array', items: this.write(s.item as v.GenericSchema) };
      case 'record':
        return { type: 'object', additionalProperties: this.write(s.value as v.GenericSchema) };
      case 'union':
        return { anyOf: (s.options as v.GenericSchema[]).map((option) => this.write(option)) };
      case 'picklist':
        return { enum: s.options as unknown[] };
      case 'literal':
        return { const: s.literal };
      case 'null':
        return { type: 'null' };
      case 'instance':
        // A file of a multipart upload.
        return { type: 'string', format: 'binary' };
      case 'unknown':
      case 'any':
        return {};
      case 'number':
      case 'string':
      case 'boolean': {
        // Our lenient kinds may carry a fixed set of values or a format.
        const json: Json = { type: s.type };
        if (Array.isArray(s.options)) json.enum = s.options;
        if (typeof s.format === 'string') json.format = s.format;
        return json;
      }
      default:
        throw new Error(`No JSON Schema for a Valibot '${String(s.type)}' schema`);
    }
  }
}

export interface DocumentInput {
  endpoints: readonly Endpoint[];
  /** The area (declaration module) of each endpoint, by 'METHOD path': the operation's tag. */
  areas?: Record<string, string>;
  /** Entity schemas by name (written once as components). */
  named: Record<string, unknown>;
  /** Example `data` of a successful answer, by 'METHOD path' (null is an answer too). */
  examples: Record<string, unknown>;
  /** When the examples were taken (their envelopes' serverTime), epoch milliseconds. */
  exampleTime: number;
  version: string;
}

/** A URL-safe operation id in camel case: getApiIotSimInfo, appDomainPostErrorReport. */
const operationId = (e: Endpoint) =>
  `${e.service === 'appDomain' ? 'appDomain ' : ''}${e.method.toLowerCase()} ${e.path}`
    .replace(/\{(\w+)\}/g, 'by $1')
    .replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''));

/** The security of each kind of auth (an empty list: no session needed). */
const SECURITY: Record<NonNullable<Endpoint['auth']>, Json[]> = {
  none: [],
  card: [{ cardNumber: [], cardToken: [] }, { cardPreview: [] }],
  shop: [{ shopSession: [] }],
};

/** The product area of each declaration module, as the document's tags name them. */
export const AREA_TAGS: Record<string, { name: string; description: string }> = {
  hk: {
    name: 'Shop configuration',
    description: "An agent's base configuration, SMS codes, dictionaries and tracking.",
  },
  site: {
    name: 'Site and accounts',
    description: 'Site settings, page content, regions, authorisation and bound accounts.',
  },
  shop: { name: 'Shop', description: 'Goods, numbers and holds, orders, payment, agent prices.' },
  iot: {
    name: 'Card',
    description: 'The card session: card information, balance, packages, add-ons, coupons, VIP.',
  },
  points: { name: 'Points shop', description: 'Points goods, orders, addresses and logistics.' },
  device: { name: 'Devices and Wi-Fi', description: 'Devices, Wi-Fi settings and machine codes.' },
  appDomain: {
    name: 'App domain',
    description: 'The app-domain binding service: the access node and error reports.',
  },
};

/** Whether a layout preview may call it: a card read (a GET or a read-only POST). */
const previewMay = (e: Endpoint) => e.auth === 'card' && (e.method === 'GET' || !!e.readOnly);

/** The OpenAPI 3.1 document of the declared endpoints. */
export function buildOpenApi({
  endpoints,
  named,
  examples,
  exampleTime,
  version,
  areas = {},
}: DocumentInput): Json {
  const writer = new SchemaWriter(named);
  const paths: Record<string, Json> = {};
  for (const e of [...endpoints].sort((a, b) => a.path.localeCompare(b.path))) {
    const key = `${e.method} ${e.path}`;
    const route = (paths[e.path] ??= {});
    // The app-domain binding service is a server of its own (VITE_APP_DOMAIN_BASE).
    if (e.service === 'appDomain') route.servers = [APP_DOMAIN_SERVER];
    const codes = [
      -1,
      ...(e.auth === 'shop' ? [61] : []),
      ...(e.auth === 'card' ? [34061] : []),
      ...(e.codes ?? []),
    ];
    const parameters: Json[] = [];
    for (const [name] of e.path.matchAll(/\{(\w+)\}/g)) {
      const param = name.slice(1, -1);
      parameters.push({ name: param, in: 'path', required: true, schema: { type: 'string' } });
    }
    let requestBody: Json | undefined;
    if (e.input) {
      const input = writer.write(e.input, true) as {
        properties?: Record<string, Json>;
        required?: string[];
      };
      if (e.method === 'GET') {
        for (const [name, schema] of Object.entries(input.properties ?? {})) {
          if (parameters.some((p) => p.name === name)) continue;
          const required = input.required?.includes(name) ?? false;
          parameters.push({ name, in: 'query', required, schema, style: 'deepObject' });
        }
      } else {
        const type = e.upload ? 'multipart/form-data' : 'application/json';
        requestBody = { required: true, content: { [type]: { schema: input } } };
      }
    }
    for (const header of HEADERS) {
      parameters.push({ $ref: `#/components/parameters/${header.name.replace(/-/g, '')}` });
    }
    const example = examples[key];
    route[e.method.toLowerCase()] = {
      operationId: operationId(e),
      summary: e.summary,
      tags: [
        ...(areas[key] ? [AREA_TAGS[areas[key]]?.name ?? areas[key]] : []),
        e.origin === 'spec' ? 'SPEC section 7' : 'Shop extension',
      ],
      security: SECURITY[e.auth ?? 'none'],
      'x-origin': e.origin,
      'x-auth': e.auth ?? 'none',
      ...(e.auth === 'card' ? { 'x-preview': previewMay(e) } : {}),
      'x-codes': codes,
      ...(e.keepEmpty ? { 'x-keep-empty-parameters': true } : {}),
      parameters,
      ...(requestBody ? { requestBody } : {}),
      responses: {
        '200': {
          description: [
            'The envelope. `code` 0 carries the answer in `data`; other codes:',
            ...codes.map((code) => `- ${code}: ${ENVELOPE_CODES[code] ?? 'see SPEC section 8'}`),
          ].join('\n'),
          content: {
            'application/json': {
              schema: {
                allOf: [
                  { $ref: '#/components/schemas/Envelope' },
                  { type: 'object', properties: { data: writer.write(e.answer) } },
                ],
              },
              ...(example !== undefined
                ? {
                    example: {
                      code: 0,
                      message: 'ok',
                      data: example,
                      serverTime: exampleTime,
                    },
                  }
                : {}),
            },
          },
        },
        '401': { description: 'Rejected silently by the app.' },
        '500': { description: "The app shows 'network error, change network or retry later'." },
      },
    };
  }
  const parameters: Json = {};
  for (const header of HEADERS) {
    parameters[header.name.replace(/-/g, '')] = {
      name: header.name,
      in: 'header',
      required: false,
      description:
        header.description + (header.card ? ' Required by card calls (x-auth card).' : ''),
      schema: { type: 'string' },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'SIM and number card shop: the API the shop expects',
      version,
      description: [
        'Every endpoint the shop calls, generated from its declarations (src/api/declarations).',
        'Operations tagged "SPEC section 7" are named by the specification; "Shop extension" ones are',
        "this shop's own additions. Every answer is the envelope `{ code, message, data, serverTime }`",
        '(serverTime in epoch milliseconds, also sent as the Date header); the codes each operation',
        'may answer are listed in its `x-codes` and its 200 description. Queries are serialised',
        'with nested objects as a[b]=1 and lists as a[]=1; empty values are left out except where',
        '`x-keep-empty-parameters` is set. Dates are ISO 8601 strings with an offset; money is in yuan.',
        '\n\nSessions: a card call (security cardNumber + cardToken) carries the card session of the',
        'card login in `Sim-No` and `Sim-Token`; a shop call (shopSession) carries the visitor',
        'session in `Session-ID`, which the shop login (order lookup) signs in. An expired or',
        'missing card session is answered with code 34061, a shop one with code 61, both in an',
        'HTTP 200 envelope; HTTP 401 is for a request the backend refuses outright, and the app',
        'drops it silently.',
        '\n\nLayout preview: an operator previews a card home layout by sending `Sim-No:',
        'IotLayout:{id}` with no token (security cardPreview). The backend answers every card read',
        'marked `x-preview: true` for that layout (the card fields drawn from the layout) and refuses',
        'every other card call (`x-preview: false`) with code -1; the app never sends those in a preview.',
      ].join(' '),
    },
    servers: [{ url: '/', description: 'The shop backend (VITE_API_BASE)' }],
    tags: [
      ...Object.values(AREA_TAGS),
      { name: 'SPEC section 7', description: 'Named by SPEC.md section 7.' },
      { name: 'Shop extension', description: "This shop's own endpoints." },
    ],
    paths,
    components: {
      securitySchemes: {
        cardNumber: {
          type: 'apiKey',
          in: 'header',
          name: 'Sim-No',
          description: 'Card number of the card session (from the card login).',
        },
        cardToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Sim-Token',
          description: 'Token of the card session, sent with its Sim-No.',
        },
        cardPreview: {
          type: 'apiKey',
          in: 'header',
          name: 'Sim-No',
          description:
            'A layout preview: `IotLayout:{id}` with no Sim-Token; card reads only (x-preview).',
        },
        shopSession: {
          type: 'apiKey',
          in: 'header',
          name: 'Session-ID',
          description: 'Visitor session (8 groups of 4 hex digits), signed in by the shop login.',
        },
      },
      parameters,
      schemas: {
        Envelope: {
          type: 'object',
          required: ['code', 'message', 'data'],
          properties: {
            code: { type: 'integer', description: 'Envelope code of SPEC section 8.' },
            message: { type: 'string' },
            data: {},
            serverTime: { type: 'integer', description: 'Server clock, epoch milliseconds.' },
          },
        },
        ...writer.components,
      },
    },
  };
}
