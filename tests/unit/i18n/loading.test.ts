import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadLocale } from '@/i18n';
import { core } from '@/i18n/locales/en/core';
import { shop } from '@/i18n/locales/en/shop';

/** A started instance with no messages yet, as the app's start makes one. */
async function emptyInstance() {
  const instance = i18next.createInstance();
  await instance.init({
    resources: {},
    partialBundledLanguages: true,
    lng: 'en',
    fallbackLng: 'en',
    initAsync: false,
  });
  return instance;
}

describe('loading the message files', () => {
  it('adds each namespace beside those already there, in every language asked for', async () => {
    const instance = await emptyInstance();
    await loadLocale('en', instance, ['common']);
    await loadLocale('en', instance, ['shop']);
    expect(instance.getResource('en', 'translation', 'common')).toBeDefined();
    expect(instance.getResource('en', 'translation', 'shop')).toBeDefined();
    expect(instance.t('common.cancel')).toBe(core.common.cancel);
    await loadLocale('zh-Hans', instance, ['common', 'shop']);
    await instance.changeLanguage('zh-Hans');
    expect(instance.t('common.cancel')).not.toBe(core.common.cancel);
    expect(instance.getResource('en', 'translation', 'shop')).toBeDefined();
  });

  it('keeps the files as they are, without copying them', async () => {
    const instance = await emptyInstance();
    await loadLocale('en', instance, ['common', 'shop']);
    const bundle = instance.getResourceBundle('en', 'translation') as Record<string, unknown>;
    expect(bundle.shop).toBe(shop);
    expect(bundle.common).toBe(core.common);
  });
});
