import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const API = path.resolve(import.meta.dirname, '../../../src/api');

/**
 * The exported functions of a module whose whole body is one `call(declaration[, input])`: a
 * function that only forwards to a declaration, with nothing of its own (no options, no default,
 * no changed input, no answer derived).
 */
/** `call(declaration)` or `call(declaration, input)`, the input a name or a plain object. */
const ONLY_CALL = /^call\(\s*[\w.]+\s*(?:,\s*(?:[\w.]+|\{[^(){};]*\}))?\s*,?\s*\)$/;

export function forwarders(source: string): string[] {
  const found: string[] = [];
  const arrow =
    /^export const (\w+) =\s*(?:async\s*)?(?:\([^)]*\)|\w+)\s*(?::[^=]+)?=>\s*([\s\S]*?);\n/gm;
  for (const [, name, body] of source.matchAll(arrow)) {
    if (ONLY_CALL.test(body.trim())) found.push(name);
  }
  const block = /^export (?:async )?function (\w+)\([^)]*\)[^{]*\{\s*return ([^;]*);\s*\}/gm;
  for (const [, name, body] of source.matchAll(block)) {
    if (ONLY_CALL.test(body.trim())) found.push(name);
  }
  return found;
}

describe('the API modules', () => {
  it('recognise a function that only forwards, and not one that adds something', () => {
    const source = [
      'export const getX = () => call(iot.getX);',
      'export const getY = (id: number, page: number) =>\n  call(iot.getY, { id, page });',
      'export function getZ(body: Body) {\n  return call(site.getZ, body);\n}',
      'export const pay = (body: Body) => call(iot.pay, withPayScene(body));',
      'export const report = (body: Body) => call(app.report, body, { silent: true });',
    ].join('\n');
    expect(forwarders(`${source}\n`)).toEqual(['getX', 'getY', 'getZ']);
  });

  it('hold no function that only forwards to a declaration: pages call the declarations', () => {
    const modules = readdirSync(API).filter((name) => name.endsWith('.ts'));
    const found = modules.flatMap((name) =>
      forwarders(readFileSync(path.join(API, name), 'utf8')).map((fn) => `${name}: ${fn}`),
    );
    expect(found).toEqual([]);
  });
});
