import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpointKey } from '@/api/declare';
import { ENDPOINTS } from '@/api/declarations';
import { handlers } from '@/mocks/handlers';
import { takeViolations } from '@/mocks/conformance';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const sharedSpec = path.resolve(repoRoot, '../shared/spec/SPEC.md');
const committedCopy = path.resolve(import.meta.dirname, 'spec-calls.txt');

/** Section 7 of the spec: from the shared spec beside the repo, else the committed copy. */
function section7(): { source: string; text: string } {
  if (existsSync(sharedSpec)) {
    const spec = readFileSync(sharedSpec, 'utf8');
    const start = spec.indexOf('## 7.');
    const end = spec.indexOf('## 8.', start);
    return { source: sharedSpec, text: spec.slice(start, end) };
  }
  return { source: committedCopy, text: readFileSync(committedCopy, 'utf8') };
}

/** 'GET /api/...' for every call the section lists, plus the app-domain service calls. */
export function parseCalls(text: string): string[] {
  const calls: string[] = [];
  for (const line of text.split('\n')) {
    const method = /^(GET|POST):/.exec(line)?.[1];
    if (method) {
      for (const match of line.matchAll(/\/(?:api|provinces)\/[\w/{}.]+/g)) {
        calls.push(`${method} ${match[0].replace(/[.,]$/, '')}`);
      }
    }
    if (/^App-domain calls/.test(line)) {
      for (const match of line.matchAll(/\b(GET|POST) (\w+)/g))
        calls.push(`${match[1]} ${match[2]}`);
    }
  }
  return calls;
}

/** The URL the demo API is asked for a call. */
function urlOf(callPath: string): string {
  if (!callPath.startsWith('/')) return `http://localhost/app-domain/${callPath}`;
  return `http://localhost${callPath.replace('{code}', '440000')}`;
}

const { source, text } = section7();
const calls = parseCalls(text);

describe(`the calls of the spec's section 7 (${path.relative(repoRoot, source)})`, () => {
  it('lists the calls we expect to find', () => {
    expect(calls.length).toBeGreaterThanOrEqual(90);
    expect(calls).toContain('GET /api/iot/simInfo');
    expect(calls).toContain('POST /api/iot/simRefresh');
    expect(calls).toContain('GET /provinces/{code}.json');
    expect(calls).toContain('GET getAppDomain');
    expect(calls).toContain('POST errorReport');
  });

  it('matches the committed copy of the call list', () => {
    expect(parseCalls(readFileSync(committedCopy, 'utf8'))).toEqual(calls);
  });

  /** The spec's name of a declaration: 'GET getAppDomain' for the app-domain service's calls. */
  const specName = (e: (typeof ENDPOINTS)[number]) =>
    e.service === 'appDomain' ? `${e.method} ${e.path.slice(1)}` : endpointKey(e);

  it.each(calls)('%s is declared, as named by the spec', (call) => {
    const declared = ENDPOINTS.find((e) => specName(e) === call);
    expect(declared, `no declaration of ${call}`).toBeDefined();
    expect(declared?.origin).toBe('spec');
  });

  it('marks as named by the spec only the calls the spec names', () => {
    const named = ENDPOINTS.filter((e) => e.origin === 'spec').map(specName);
    expect(named.filter((call) => !calls.includes(call))).toEqual([]);
  });

  it.each(calls)('%s has a demo API handler', async (call) => {
    const [method, callPath] = call.split(' ');
    const request = new Request(urlOf(callPath), {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: method === 'POST' ? '{}' : undefined,
    });
    const response = await getResponse(handlers, request);
    // An empty body is this test's own probe, not a request of the app's.
    takeViolations();
    expect(response, `no handler answers ${call}`).toBeDefined();
    expect(response?.status).not.toBe(404);
    const body = (await response?.json()) as { code: number };
    expect(typeof body.code).toBe('number');
  });
});
