import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpointKey } from '@/api/declare';
import { ENDPOINTS } from '@/api/declarations';
import { handlers } from '@/mocks/handlers';
import { pathOf } from '@/mocks/handlers/util';
import { takeViolations } from '@/mocks/conformance';

const src = path.resolve(import.meta.dirname, '../../../src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return filesUnder(file);
    // Every text file: code, the service worker, JSON and HTML alike.
    return /\.(ts|tsx|js|mjs|json|html|css|md|txt)$/.test(name) ? [file] : [];
  });
}

describe('one declaration per endpoint', () => {
  it('declares each method and path once', () => {
    const keys = ENDPOINTS.map(endpointKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThanOrEqual(110);
  });

  it('writes each endpoint path in exactly one file under src/', () => {
    const sources = filesUnder(src).map((file) => ({
      file: path.relative(src, file),
      text: readFileSync(file, 'utf8'),
    }));
    const where: Record<string, string[]> = {};
    for (const e of ENDPOINTS) {
      const literal = new RegExp(`['"\`]${e.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`?]`);
      where[endpointKey(e)] = sources
        .filter(({ text }) => literal.test(text))
        .map(({ file }) => file);
    }
    for (const [key, files] of Object.entries(where)) {
      expect(files, key).toHaveLength(1);
      expect(files[0], key).toMatch(/^api\/declarations\//);
    }
  });

  it.each(ENDPOINTS.map((e) => [endpointKey(e), e] as const))(
    '%s has a demo API handler',
    async (_key, e) => {
      const address = `http://localhost${pathOf(e)
        .slice(1)
        .replace(/:(\w+)/g, '440000')}`;
      const request = new Request(address, {
        method: e.method,
        headers: { 'Content-Type': 'application/json' },
        body: e.method === 'POST' ? '{}' : undefined,
      });
      const response = await getResponse(handlers, request);
      // An empty request is this test's own probe, not one the app sends.
      takeViolations();
      expect(response, `no handler answers ${endpointKey(e)}`).toBeDefined();
      expect(response?.status).not.toBe(404);
    },
  );
});
