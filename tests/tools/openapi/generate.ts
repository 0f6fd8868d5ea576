import { setupServer } from 'msw/node';
import prettier from 'prettier';
import { endpointKey, type Endpoint } from '@/api/declare';
import { readdirSync } from 'node:fs';
import { AREAS, ENDPOINTS } from '@/api/declarations';
import { buildOpenApi } from '@/api/openapi';
import { DEMO, db, issueToken, resetDb } from '@/mocks/db';
import { readFieldComments } from './comments';
import { EXAMPLES, WITHOUT_EXAMPLE, type Input, type InputOf } from './examples';
import { takeViolations } from '@/mocks/conformance';
import { handlers } from '@/mocks/handlers';
import { pathOf } from '@/mocks/handlers/util';
import { APP_VERSION } from '@/lib/appVersion';

// Builds docs/api/openapi.json: the declarations, with an example answer of each operation taken
// from the demo API (its seed, at a fixed date so the file only changes when the API does). Each
// example is asked of a freshly seeded demo database, so writes never spoil later examples, and
// an example the demo refuses, or one that differs from its declaration, stops the build.

/** The instant the examples are taken at. */
const EXAMPLE_TIME = Date.UTC(2026, 0, 15, 2, 0, 0);
const ORIGIN = 'http://demo.shop.example';
const SESSION_ID = '0a1b-2c3d-4e5f-6a7b-8c9d-0e1f-2a3b-4c5d';

/** Every entity schema of src/domain and src/api/types, by its type's name. */
function namedSchemas(): Record<string, unknown> {
  const modules = import.meta.glob(['/src/domain/*.ts', '/src/api/types/*.ts'], { eager: true });
  const named: Record<string, unknown> = {};
  for (const module of Object.values(modules) as Record<string, unknown>[]) {
    for (const [name, value] of Object.entries(module)) {
      if (typeof value !== 'object' || value === null || !('~run' in value)) continue;
      named[name.charAt(0).toUpperCase() + name.slice(1)] = value;
    }
  }
  return named;
}

/** The doc comments of the schemas' fields (their descriptions), read from the source files. */
function fieldComments() {
  const folders = ['src/domain', 'src/api/types', 'src/api/declarations'];
  const files = folders.flatMap((folder) =>
    readdirSync(`${process.cwd()}/${folder}`)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => `${process.cwd()}/${folder}/${file}`),
  );
  const { schemas, inputs } = readFieldComments(files);
  const byKey: Record<string, Record<string, string>> = {};
  for (const module of Object.values(AREAS) as Record<string, unknown>[]) {
    for (const [name, value] of Object.entries(module)) {
      if (inputs[name] && typeof value === 'object' && value && 'answer' in value)
        byKey[endpointKey(value as Endpoint)] = inputs[name];
    }
  }
  return { schemas, inputs: byKey };
}

/** The declaration module (area) of each endpoint, by 'METHOD path'. */
function areaOfEach(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(AREAS).flatMap(([area, module]) =>
      Object.values(module as Record<string, unknown>)
        .filter(
          (value): value is Endpoint => typeof value === 'object' && !!value && 'answer' in value,
        )
        .map((e) => [endpointKey(e), area]),
    ),
  );
}

/** The endpoint of a 'METHOD path' key. */
function endpointOf(key: string): Endpoint {
  const found = ENDPOINTS.find((e) => endpointKey(e) === key);
  if (!found) throw new Error(`No declared endpoint ${key}`);
  return found;
}

/** One call of the demo API as the shop makes it: the envelope's data, or an error. */
async function call(e: Endpoint, input: Input, headers: Record<string, string>): Promise<unknown> {
  const rest = { ...input };
  let address = pathOf(e)
    .slice(1)
    .replace(/:(\w+)/g, (_, name: string) => {
      const value = String(rest[name]);
      delete rest[name];
      return value;
    });
  const init: RequestInit = { method: e.method, headers: { ...headers } };
  if (e.method === 'GET') {
    const query = new URLSearchParams(rest as Record<string, string>).toString();
    if (query) address += `?${query}`;
  } else if (e.upload) {
    const form = new FormData();
    for (const [name, value] of Object.entries(rest)) {
      form.append(name, value instanceof Blob ? value : String(value));
    }
    init.body = form;
  } else {
    init.body = JSON.stringify(rest);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const response = await fetch(ORIGIN + address, init);
  const body = (await response.json().catch(() => null)) as {
    code?: number;
    message?: string;
    data?: unknown;
  } | null;
  const key = endpointKey(e);
  if (body?.code !== 0) {
    throw new Error(`${key} answered ${body ? `${body.code}: ${body.message}` : response.status}`);
  }
  // The demo checks every exchange against the declaration: an example must not differ.
  const differences = takeViolations();
  if (differences.length)
    throw new Error(`Differs from its declaration: ${differences.join('; ')}`);
  return body.data;
}

const inputOf = (input: InputOf | undefined, earlier: unknown[]): Input =>
  typeof input === 'function' ? input(earlier) : (input ?? {});

/**
 * The demo's answer to an endpoint, on a fresh database with fresh sessions: the card's token and
 * the demo shopper's login. Throws when the demo refuses it.
 */
async function exampleOf(e: Endpoint): Promise<unknown> {
  const example = EXAMPLES[endpointKey(e)] ?? {};
  resetDb();
  const simNo = DEMO.cards[example.card ?? 'ordinary'];
  db.shopSessions.set(SESSION_ID, DEMO.shopMobile);
  const headers = {
    'Session-ID': SESSION_ID,
    'Sim-No': simNo,
    'Sim-Token': issueToken(simNo),
    ...example.headers,
  };
  const earlier: unknown[] = [];
  for (const [key, input] of example.before ?? []) {
    earlier.push(await call(endpointOf(key), inputOf(input, earlier), headers));
  }
  return call(e, inputOf(example.input, earlier), headers);
}

/** The demo's refusals whose data the app reads: a card that logs in with its password. */
async function demoRefusals() {
  resetDb();
  const response = await fetch(`${ORIGIN}/api/simLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Session-ID': SESSION_ID },
    body: JSON.stringify({ simNo: DEMO.cards.password }),
  });
  const { code, message, data } = (await response.json()) as {
    code: number;
    message: string;
    data: unknown;
  };
  if (code === 0) throw new Error('The demo logged in a card that needs its password');
  takeViolations();
  return { 'POST /api/simLogin': { code, message, data } };
}

/** Runs `work` with the clock stopped at EXAMPLE_TIME (Date.now() and new Date()). */
async function atExampleTime<T>(work: () => Promise<T>): Promise<T> {
  const RealDate = Date;
  class FixedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(EXAMPLE_TIME);
      else super(...(args as [string]));
    }
    static override now() {
      return EXAMPLE_TIME;
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
  try {
    return await work();
  } finally {
    globalThis.Date = RealDate;
  }
}

/** The document, with an example answer of each operation from a fresh demo database. */
export { WITHOUT_EXAMPLE };

export async function generateOpenApi(): Promise<Record<string, unknown>> {
  for (const key of [...Object.keys(EXAMPLES), ...Object.keys(WITHOUT_EXAMPLE)]) endpointOf(key);
  const server = setupServer(...handlers);
  server.listen({ onUnhandledRequest: 'error' });
  try {
    return await atExampleTime(async () => {
      const examples: Record<string, unknown> = {};
      for (const e of ENDPOINTS) {
        const key = endpointKey(e);
        if (key in WITHOUT_EXAMPLE) continue;
        try {
          examples[key] = await exampleOf(e);
        } catch (error) {
          throw new Error(`No example for ${key}: ${(error as Error).message}`, { cause: error });
        }
      }
      // Tokens are random: the examples show the shape, not a live token.
      const scrub = JSON.parse(
        JSON.stringify(examples, (key, value: unknown) =>
          key === 'token' && typeof value === 'string' ? 'demo-token' : value,
        ),
      );
      const refusals = await demoRefusals();
      resetDb();
      return buildOpenApi({
        endpoints: ENDPOINTS,
        named: namedSchemas(),
        areas: areaOfEach(),
        examples: scrub,
        refusals,
        comments: fieldComments(),
        exampleTime: EXAMPLE_TIME,
        version: APP_VERSION,
      });
    });
  } finally {
    server.close();
  }
}

/** The document as the file holds it (formatted as the project's Prettier would). */
export async function openApiText(): Promise<string> {
  // Both `npm run api:openapi` and the unit tests run from the project's root.
  const file = `${process.cwd()}/docs/api/openapi.json`;
  const options = await prettier.resolveConfig(file);
  return prettier.format(JSON.stringify(await generateOpenApi()), { ...options, filepath: file });
}
