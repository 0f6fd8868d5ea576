import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@/api/declarations';
import * as commonTypes from '@/api/types/common';
import * as deviceTypes from '@/api/types/device';
import * as iotTypes from '@/api/types/iot';
import * as pointsTypes from '@/api/types/points';
import * as shopTypes from '@/api/types/shop';
import * as siteTypes from '@/api/types/site';
import * as codes from '@/domain/codes';
import * as device from '@/domain/device';
import * as goods from '@/domain/goods';
import * as iot from '@/domain/iot';
import * as layout from '@/domain/layout';
import * as numbers from '@/domain/numbers';
import * as order from '@/domain/order';
import * as points from '@/domain/points';
import * as site from '@/domain/site';
import { list, num, obj, optStr, str } from '@/lib/schema';

// Each answer's and request's shape is written once: two object schemas with the same fields of
// the same kinds are one schema written twice (wifiCode and DictOption were, once). A text search
// for similar lines cannot tell that from two different schemas that merely look alike (an
// `{ image, title, link }` beside a `{ key, switch, title }`), so this compares the schemas
// themselves: their field names and kinds, nested objects and lists included.

type Node = Record<string, unknown>;
const isSchema = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && (value as Node).kind === 'schema';

/** The structure of a schema: field names and kinds, without descriptions or defaults. */
function signature(schema: Node, within: Node[] = []): string {
  if (within.includes(schema)) return '…';
  const inner = (child: unknown) => (isSchema(child) ? signature(child, [...within, schema]) : '');
  const entries = schema.entries as Record<string, unknown> | undefined;
  if (schema.type === 'object' && entries) {
    const fields = Object.keys(entries)
      .sort()
      .map((name) => `${name}:${inner(entries[name])}`);
    return `{${fields.join(',')}}`;
  }
  if (isSchema(schema.wrapped)) return `?${inner(schema.wrapped)}`;
  if (isSchema(schema.item)) return `[${inner(schema.item)}]`;
  if (Array.isArray(schema.options)) {
    return `(${(schema.options as unknown[]).map((o) => (isSchema(o) ? inner(o) : String(o))).join('|')})`;
  }
  if (isSchema(schema.value)) return `<${inner(schema.value)}>`;
  return String(schema.type) + meanings(schema);
}

/** The value set a field is coded with (`coded`): order statuses of two kinds are two fields. */
function meanings(schema: Node): string {
  const pipe = (schema.pipe ?? []) as Node[];
  const metadata = pipe.find((item) => item.type === 'metadata')?.metadata as Node | undefined;
  if (!metadata) return '';
  return JSON.stringify(metadata['x-enumDescriptions'] ?? metadata.enum ?? '');
}

/**
 * Every object schema inside `root` (itself included) with a place it is at, by its entries: an
 * object built on another's entries (`optObj(logistics.entries)`) is that schema, not a copy.
 */
function objectsIn(
  root: unknown,
  place: string,
  found: Map<object, string>,
  seen = new Set<Node>(),
) {
  if (!isSchema(root) || seen.has(root)) return;
  seen.add(root);
  if (root.type === 'object' && root.entries) {
    if (!found.has(root.entries as object)) found.set(root.entries as object, place);
    for (const [name, child] of Object.entries(root.entries as object)) {
      objectsIn(child, `${place}.${name}`, found, seen);
    }
  }
  objectsIn(root.wrapped, place, found, seen);
  objectsIn(root.item, `${place}[]`, found, seen);
  objectsIn(root.value, `${place}{}`, found, seen);
  if (Array.isArray(root.options)) for (const o of root.options) objectsIn(o, place, found, seen);
}

/** Objects of fewer fields than this are too small to be a schema written twice. */
const FEWEST_FIELDS = 2;

/** The places of distinct schema objects that have the same structure, a group each. */
function twice(roots: [string, unknown][]): string[][] {
  const objects = new Map<object, string>();
  for (const [place, root] of roots) objectsIn(root, place, objects);
  const bySignature = new Map<string, string[]>();
  for (const [entries, place] of objects) {
    if (Object.keys(entries).length < FEWEST_FIELDS) continue;
    const key = signature({ kind: 'schema', type: 'object', entries });
    bySignature.set(key, [...(bySignature.get(key) ?? []), place]);
  }
  return [...bySignature.values()].filter((places) => places.length > 1);
}

const MODULES = {
  'api/types/common': commonTypes,
  'api/types/device': deviceTypes,
  'api/types/iot': iotTypes,
  'api/types/points': pointsTypes,
  'api/types/shop': shopTypes,
  'api/types/site': siteTypes,
  'domain/codes': codes,
  'domain/device': device,
  'domain/goods': goods,
  'domain/iot': iot,
  'domain/layout': layout,
  'domain/numbers': numbers,
  'domain/order': order,
  'domain/points': points,
  'domain/site': site,
};

describe('each schema', () => {
  it('is told apart from a different one that looks alike, and found when written twice', () => {
    const carousel = obj({ image: str, title: optStr, link: optStr });
    const element = obj({ key: str, title: optStr, on: optStr });
    expect(
      twice([
        ['carousel', carousel],
        ['element', element],
      ]),
    ).toEqual([]);
    const wifi = obj({ ssid: str, password: str, id: num });
    const wifiAgain = obj({ id: num, ssid: str, password: str });
    expect(
      twice([
        ['wifi', wifi],
        ['page', obj({ rows: list(wifiAgain) })],
      ]),
    ).toEqual([['wifi', 'page.rows[]']]);
    // The same schema used in two places is one schema.
    expect(twice([['both', obj({ a: wifi, b: list(wifi) })]])).toEqual([]);
  });

  it('is declared once over the declarations, the answer types and the domain', () => {
    // The modules first, so that a group names a schema by its export where it has one.
    const roots: [string, unknown][] = [
      ...Object.entries(MODULES).flatMap(([file, module]) =>
        Object.entries(module).map(([name, value]): [string, unknown] => [
          `${file} ${name}`,
          value,
        ]),
      ),
      ...ENDPOINTS.flatMap((e): [string, unknown][] => [
        [`${e.path} input`, e.input],
        [`${e.path} answer`, e.answer],
        [`${e.path} refusal`, e.refusal],
      ]),
    ];
    expect(twice(roots)).toEqual([]);
  });
});
