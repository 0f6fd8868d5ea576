import { describe, expect, it } from 'vitest';
import { shop as en } from '@/i18n/locales/en/shop';
import { shop as zhHans } from '@/i18n/locales/zh-Hans/shop';
import { shop as zhHant } from '@/i18n/locales/zh-Hant/shop';

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((acc, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string'
      ? { ...acc, [path]: value }
      : { ...acc, ...flatten(value, path) };
  }, {});
}

const variables = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();

describe('shop messages', () => {
  const source = flatten(en);
  for (const [name, messages] of [
    ['zh-Hans', zhHans],
    ['zh-Hant', zhHant],
  ] as const) {
    const target = flatten(messages as Tree);
    it(`${name} has every English key, translated and with the same variables`, () => {
      expect(Object.keys(target).sort()).toEqual(Object.keys(source).sort());
      for (const [key, text] of Object.entries(source)) {
        expect(target[key].trim(), key).not.toBe('');
        expect(variables(target[key]), key).toEqual(variables(text));
      }
    });
  }

  it('Simplified and Traditional Chinese are not copies of each other everywhere', () => {
    const hans = flatten(zhHans as Tree);
    const hant = flatten(zhHant as Tree);
    const different = Object.keys(hans).filter((key) => hans[key] !== hant[key]);
    expect(different.length).toBeGreaterThan(Object.keys(hans).length / 2);
  });
});
