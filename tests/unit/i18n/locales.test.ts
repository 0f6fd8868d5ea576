import { describe, expect, it } from 'vitest';
import { detectLocale, matchLocale, setLocale, i18next } from '@/i18n';
import { resources } from '@/i18n/all';

function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const en = leaves(resources.en.translation);

describe('locales', () => {
  it.each(['zh-Hans', 'zh-Hant'] as const)('%s has exactly the keys of en', (locale) => {
    const other = leaves(resources[locale].translation);
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
  });
  it.each(['en', 'zh-Hans', 'zh-Hant'] as const)('%s has no empty value', (locale) => {
    for (const [key, value] of leaves(resources[locale].translation)) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });
  it.each(['zh-Hans', 'zh-Hant'] as const)(
    '%s keeps the interpolation variables of en',
    (locale) => {
      const other = leaves(resources[locale].translation);
      for (const [key, value] of en) {
        const vars = (text: unknown) =>
          String(text)
            .match(/\{\{\s*\w+\s*\}\}/g)
            ?.sort() ?? [];
        expect(vars(other.get(key)), key).toEqual(vars(value));
      }
    },
  );
});

describe('locale detection', () => {
  it('maps browser tags onto our locales', () => {
    expect(matchLocale('zh-CN')).toBe('zh-Hans');
    expect(matchLocale('zh')).toBe('zh-Hans');
    expect(matchLocale('zh-TW')).toBe('zh-Hant');
    expect(matchLocale('zh-HK')).toBe('zh-Hant');
    expect(matchLocale('zh-Hant-TW')).toBe('zh-Hant');
    expect(matchLocale('en-GB')).toBe('en');
    expect(matchLocale('fr-FR')).toBeNull();
    expect(matchLocale('')).toBeNull();
  });
  it('remembers a chosen language', async () => {
    await setLocale('zh-Hant');
    expect(detectLocale()).toBe('zh-Hant');
    expect(i18next.language).toBe('zh-Hant');
    expect(document.documentElement.lang).toBe('zh-Hant');
    await setLocale('en');
  });
  it('falls back to English for unsupported languages', () => {
    localStorage.clear();
    const spy = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
    Object.defineProperty(navigator, 'languages', { value: ['fr-FR', 'de'], configurable: true });
    expect(detectLocale()).toBe('en');
    Object.defineProperty(navigator, 'languages', {
      value: ['fr-FR', 'zh-TW'],
      configurable: true,
    });
    expect(detectLocale()).toBe('zh-Hant');
    if (spy) Object.defineProperty(navigator, 'languages', spy);
  });
  it('falls back to en for a missing key', () => {
    expect(i18next.t('common.retry', { lng: 'fr' })).toBe('Retry');
  });
});
