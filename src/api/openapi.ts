import type { Endpoint } from './declare';
import { SchemaWriter } from './jsonSchema';

// The OpenAPI 3.1 document of the API the shop expects, built from the endpoint declarations
// (./declarations). `npm run api:openapi` writes it to docs/api/openapi.json with example answers
// from the demo API; a unit test fails when the file is stale or invalid.

/** The envelope codes of docs/requirements.md section 8, as a backend must use them. */
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

/** A message of each code as a backend might word it, for the document's failure examples. */
const FAILURE_MESSAGES: Record<number, string> = {
  [-1]: 'Operation failed',
  61: 'Login timed out, please log in again',
  34061: 'Card session expired, please log in again',
  30001: 'Sold out',
  30003: 'The order could not be accepted',
  32001: 'This number is held by someone else',
  33001: 'Not a direct downstream agent',
  40001: 'This module is not open yet',
  41001: 'Please enter your pay password',
  41002: 'Wrong pay password',
};

/** The request headers of docs/requirements.md section 7, sent on every call. */
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
export interface DocumentInput {
  endpoints: readonly Endpoint[];
  /** The area (declaration module) of each endpoint, by 'METHOD path': the operation's tag. */
  areas?: Record<string, string>;
  /** Entity schemas by name (written once as components). */
  named: Record<string, unknown>;
  /** Example `data` of a successful answer, by 'METHOD path' (null is an answer too). */
  examples: Record<string, unknown>;
  /** Doc comments of the fields: of named schemas by name, of inputs by 'METHOD path'. */
  comments?: {
    schemas: Record<string, Record<string, string>>;
    inputs: Record<string, Record<string, string>>;
  };
  /** Example refusals the demo gives (envelopes whose data the app reads), by 'METHOD path'. */
  refusals?: Record<string, { code: number; message: string; data: unknown }>;
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

/** An operation's description: what it does, who may call it, and what its refusals carry. */
const describe = (e: Endpoint) =>
  [
    e.summary,
    e.auth === 'card'
      ? `Needs the card session (Sim-No and Sim-Token)${previewMay(e) ? '; a layout preview may call it with Sim-No IotLayout:{id} and no token' : '; refused in a layout preview'}.`
      : e.auth === 'shop'
        ? 'Needs the shop session signed in by the shop login (Session-ID).'
        : 'Needs no session.',
    e.refusal ? 'A refusal carries data the app reads (see the Refusal envelope).' : '',
    e.origin === 'spec'
      ? 'Named by the requirements, section 7.'
      : "This shop's extension of the API.",
  ]
    .filter(Boolean)
    .join(' ');

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
  refusals = {},
  comments = { schemas: {}, inputs: {} },
}: DocumentInput): Json {
  const writer = new SchemaWriter(named, comments.schemas);
  // An answer the shop does not read (a write's acknowledgement) says so rather than stay blank.
  const answerOf = (e: Endpoint) =>
    ['unknown', 'any'].includes((e.answer as { type?: string }).type ?? '')
      ? { description: 'Not read by the shop: any value will do (null is best).' }
      : writer.write(e.answer);
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
      const input = writer.write(e.input, true, comments.inputs[key]) as {
        properties?: Record<string, Json>;
        required?: string[];
      };
      if (e.method === 'GET') {
        for (const [name, schema] of Object.entries(input.properties ?? {})) {
          if (parameters.some((p) => p.name === name)) continue;
          const required = input.required?.includes(name) ?? false;
          // A field's comment describes the parameter.
          const { description, ...type } = schema as Json & { description?: string };
          parameters.push({
            name,
            in: 'query',
            required,
            ...(description ? { description } : {}),
            schema: type,
            style: 'deepObject',
          });
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
      description: describe(e),
      tags: [
        ...(areas[key] ? [AREA_TAGS[areas[key]]?.name ?? areas[key]] : []),
        e.origin === 'spec' ? 'Requirements section 7' : 'Shop extension',
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
            ...codes.map(
              (code) => `- ${code}: ${ENVELOPE_CODES[code] ?? 'see the requirements, section 8'}`,
            ),
          ].join('\n'),
          content: {
            'application/json': {
              schema: {
                oneOf: [
                  {
                    allOf: [
                      { $ref: '#/components/schemas/Envelope' },
                      {
                        type: 'object',
                        properties: { code: { const: 0 }, data: answerOf(e) },
                      },
                    ],
                  },
                  e.refusal
                    ? {
                        allOf: [
                          { $ref: '#/components/schemas/Refusal' },
                          { type: 'object', properties: { data: writer.write(e.refusal) } },
                        ],
                      }
                    : { $ref: '#/components/schemas/Refusal' },
                ],
              },
              examples: {
                ...(example !== undefined
                  ? {
                      ok: {
                        summary: 'Success (the demo API)',
                        value: { code: 0, message: 'ok', data: example, serverTime: exampleTime },
                      },
                    }
                  : {}),
                ...Object.fromEntries(
                  codes.map((code) => {
                    const demo = refusals[key]?.code === code ? refusals[key] : undefined;
                    return [
                      `code${code < 0 ? 'Minus' : ''}${Math.abs(code)}`,
                      {
                        summary: `Code ${code}${demo ? ' (the demo API)' : ''}`,
                        value: {
                          code,
                          message: demo?.message ?? FAILURE_MESSAGES[code] ?? 'Refused',
                          data: demo ? demo.data : null,
                          serverTime: exampleTime,
                        },
                      },
                    ];
                  }),
                ),
              },
            },
          },
        },
        '401': {
          description:
            'A request the backend refuses outright (not a session that expired: that is code 61 or 34061 in a 200 envelope). The app drops it silently.',
        },
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
        'Operations tagged "Requirements section 7" are named by the requirements (docs/requirements.md); "Shop extension" ones are',
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
      { name: 'Requirements section 7', description: 'Named by docs/requirements.md section 7.' },
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
            code: { type: 'integer', description: 'Envelope code of the requirements, section 8.' },
            message: { type: 'string' },
            data: {},
            serverTime: { type: 'integer', description: 'Server clock, epoch milliseconds.' },
          },
        },
        Refusal: {
          type: 'object',
          description:
            'A refused call: a code other than 0 (requirements section 8, listed in the operation), a message the app shows as it is, and `data` null unless the operation describes what a refusal carries.',
          required: ['code', 'message'],
          properties: {
            code: {
              type: 'integer',
              not: { const: 0 },
              description: 'Envelope code of the requirements, section 8.',
            },
            message: { type: 'string', description: 'Shown to the visitor as it is.' },
            data: { description: 'null, or what the operation describes for a refusal.' },
            serverTime: { type: 'integer', description: 'Server clock, epoch milliseconds.' },
          },
        },
        ...writer.components,
      },
    },
  };
}
