import { createRequire } from 'node:module';
import path from 'node:path';
import type qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The shop's builds give qs src/api/sideChannel.cjs for its `side-channel` (vite.config.ts): qs
// must serialise and parse exactly as with the package, cycles included.

const require = createRequire(import.meta.url);
const qsDir = path.dirname(require.resolve('qs/package.json'));
const packagePath = require.resolve('side-channel', { paths: [qsDir] });
const shimPath = path.resolve(import.meta.dirname, '../../../src/api/sideChannel.cjs');
type Qs = typeof qs;
type GetSideChannel = () => {
  assert(key: unknown): void;
  delete(key: unknown): boolean;
  get(key: unknown): unknown;
  has(key: unknown): boolean;
  set(key: unknown, value: unknown): void;
};

const qsModules = () => Object.keys(require.cache).filter((file) => file.startsWith(qsDir));
/** qs loaded afresh with the given side channel in the package's place. */
function qsWith(sideChannel: GetSideChannel | null): Qs {
  for (const file of qsModules()) delete require.cache[file];
  if (sideChannel) {
    require.cache[packagePath] = {
      id: packagePath,
      filename: packagePath,
      loaded: true,
      exports: sideChannel,
    } as NodeJS.Module;
  } else delete require.cache[packagePath];
  return require('qs') as Qs;
}

const getSideChannel = require(shimPath) as GetSideChannel;
let shimmed: Qs;
let original: Qs;
beforeAll(() => {
  shimmed = qsWith(getSideChannel);
  original = qsWith(null);
});
afterAll(() => {
  for (const file of qsModules()) delete require.cache[file];
  delete require.cache[packagePath];
});

describe("qs's side channel on a WeakMap and a Map", () => {
  it('keeps object and primitive keys apart, and says what it has', () => {
    const channel = getSideChannel();
    const key = {};
    channel.set(key, 1);
    channel.set('key', 2);
    expect([channel.get(key), channel.get('key'), channel.get({})]).toEqual([1, 2, undefined]);
    expect(channel.has(key)).toBe(true);
    expect(() => channel.assert('missing')).toThrow(TypeError);
    expect(channel.delete(key)).toBe(true);
    expect(channel.has(key)).toBe(false);
  });

  it('gives qs the same query strings and the same parsed objects as the package', () => {
    const options = { arrayFormat: 'brackets', encodeValuesOnly: true } as const;
    const shared = { id: 7 };
    const samples: Record<string, unknown>[] = [
      { a: { b: [1, 2], c: null }, d: 'x y' },
      { list: [shared, shared], nested: { deep: { deeper: ['¥', '号码'] } } },
      { empty: [], flag: true, n: 0 },
    ];
    for (const sample of samples) {
      const query = original.stringify(sample, options);
      expect(shimmed.stringify(sample, options)).toBe(query);
      expect(shimmed.parse(query)).toEqual(original.parse(query));
    }
    expect(shimmed.parse('a[b][c]=1&a[]=2&x[0]=1&x[1]=2')).toEqual(
      original.parse('a[b][c]=1&a[]=2&x[0]=1&x[1]=2'),
    );
  });

  it('lets qs find a cycle as the package does', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = { back: cyclic };
    expect(() => original.stringify(cyclic)).toThrow(RangeError);
    expect(() => shimmed.stringify(cyclic)).toThrow(RangeError);
  });
});
