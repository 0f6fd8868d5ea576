import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { endpointKey } from '@/api/declare';
import { ENDPOINTS } from '@/api/declarations';
import { simInfo } from '@/api/types/iot';
import { openApiText, WITHOUT_EXAMPLE } from '../../tools/openapi/generate';

const file = path.resolve(import.meta.dirname, '../../../docs/api/openapi.json');

describe('the OpenAPI document (docs/api/openapi.json)', () => {
  it('is what the declarations give today (run `npm run api:openapi` after changing them)', async () => {
    expect(readFileSync(file, 'utf8')).toBe(await openApiText());
  }, 60_000);

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = JSON.parse(readFileSync(file, 'utf8'));
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
    // The validator bites: a query parameter of an unknown location is refused.
    const broken = structuredClone(document);
    broken.paths['/api/hk/baseConfig'].get.parameters[0].in = 'body';
    await expect(SwaggerParser.validate(broken)).rejects.toThrow();
  });

  it('has every declared operation, marked as named by docs/requirements.md section 7 or as an extension', () => {
    const document = JSON.parse(readFileSync(file, 'utf8')) as {
      paths: Record<string, Record<string, { 'x-origin': string; 'x-codes': number[] }>>;
    };
    const operations = Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.entries(methods)
        // A path item's other keys (the app-domain service's `servers`) are not operations.
        .filter(([method]) => ['get', 'post'].includes(method))
        .map(([method, operation]) => ({ route, method, operation })),
    );
    expect(operations).toHaveLength(ENDPOINTS.length);
    for (const { operation } of operations) {
      expect(['spec', 'extension']).toContain(operation['x-origin']);
      expect(operation['x-codes']).toContain(-1);
    }
    const keys = new Set(ENDPOINTS.map(endpointKey));
    expect(keys.size).toBe(ENDPOINTS.length);
  });

  it('gives every operation an example answer from the demo, but those that cannot have one', () => {
    const document = JSON.parse(readFileSync(file, 'utf8')) as {
      paths: Record<
        string,
        Record<
          string,
          {
            responses: {
              200: { content: Record<string, { examples?: Record<string, { value: unknown }> }> };
            };
          }
        >
      >;
    };
    const missing: string[] = [];
    for (const e of ENDPOINTS) {
      const operation = document.paths[e.path][e.method.toLowerCase()];
      const example = operation.responses[200].content['application/json'].examples?.ok?.value;
      if (!example) missing.push(endpointKey(e));
      // An answer of null data is an example too.
      else expect(example).toHaveProperty('data');
    }
    expect(missing).toEqual(Object.keys(WITHOUT_EXAMPLE));
  });

  it('passes Redocly’s recommended rules with the committed configuration', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const lint = spawnSync(
      'npx',
      ['redocly', 'lint', 'docs/api/openapi.json', '--config', 'docs/api/redocly.yaml'],
      { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
    );
    expect(`${lint.stdout}\n${lint.stderr}`).toMatch(/valid/);
    expect(lint.status, lint.stdout + lint.stderr).toBe(0);
    // Warnings too: every example conforms to its schema (no-invalid-media-type-examples).
    expect(`${lint.stdout}\n${lint.stderr}`).not.toMatch(/You have \d+ warnings?/);
  }, 60_000);

  it('says who may call each operation, and which card reads a layout preview may make', () => {
    type Operation = {
      operationId: string;
      description?: string;
      security?: Record<string, string[]>[];
      tags: string[];
      'x-preview'?: boolean;
    };
    const document = JSON.parse(readFileSync(file, 'utf8')) as {
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: Record<string, { name: string }> };
    };
    const schemes = document.components.securitySchemes;
    expect(schemes.cardNumber.name).toBe('Sim-No');
    expect(schemes.cardToken.name).toBe('Sim-Token');
    expect(schemes.shopSession.name).toBe('Session-ID');
    for (const e of ENDPOINTS) {
      const operation = document.paths[e.path][e.method.toLowerCase()];
      expect(operation.operationId).toMatch(/^[A-Za-z0-9]+$/);
      expect(operation.description, endpointKey(e)).toMatch(/^.{20,}/);
      expect(operation.tags.length, endpointKey(e)).toBe(2);
      const names = (operation.security ?? ['missing']).flatMap((s) => Object.keys(s));
      if (e.auth === 'card') {
        expect(names).toEqual(['cardNumber', 'cardToken', 'cardPreview']);
        expect(operation['x-preview']).toBe(e.method === 'GET' || !!e.readOnly);
      } else if (e.auth === 'shop') expect(names).toEqual(['shopSession']);
      else expect(operation.security, endpointKey(e)).toEqual([]);
    }
  });

  it('says what each value of every enum means, and lists the coded fields’ values', () => {
    const document = JSON.parse(readFileSync(file, 'utf8')) as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    const enums: { at: string; values: unknown[]; meanings: unknown }[] = [];
    const walk = (node: unknown, at: string): void => {
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      if (Array.isArray(record.enum))
        enums.push({ at, values: record.enum, meanings: record['x-enumDescriptions'] });
      for (const [key, value] of Object.entries(record)) walk(value, `${at}/${key}`);
    };
    walk(document, '#');
    expect(enums.length).toBeGreaterThan(60);
    for (const { at, values, meanings } of enums) {
      expect(Object.keys(meanings ?? {}).sort(), at).toEqual(values.map(String).sort());
      for (const text of Object.values(meanings as Record<string, string>))
        expect(text, at).toMatch(/\S/);
    }
    // Integer codes are integers; the known values are documentation, so the field stays lenient.
    const sim = document.components.schemas.SimInfo.properties;
    expect(sim.simStatus).toMatchObject({
      type: 'integer',
      enum: [1, 2, 3, 4, 5],
      'x-enumDescriptions': { 2: 'suspended' },
    });
    expect(document.components.schemas.ShopOrder.properties.status).toMatchObject({
      enum: [0, 1, 2, 3, 4, 5, 6],
    });
    // A status the document does not list still reads, with no issue (the screen shows it unknown).
    expect(simInfo['~standard'].validate({ simNo: '1', simStatus: 7 })).toEqual({
      typed: true,
      value: { simNo: '1', simStatus: 7 },
    });
  });

  it('keeps a field read as null-or-object nullable', () => {
    const document = JSON.parse(readFileSync(file, 'utf8')) as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    expect(document.components.schemas.SimInfo.properties.breakPopupAttr).toMatchObject({
      // The named entity, referred to rather than copied.
      anyOf: [{ $ref: '#/components/schemas/BreakPopupAttr' }, { type: 'null' }],
    });
  });
});
