import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { zhHans } from './locales/zh-Hans';
import { zhHant } from './locales/zh-Hant';
import { FALLBACK_LOCALE, LOCALES, type Locale } from './types';

export { LOCALES, FALLBACK_LOCALE, type Locale } from './types';

export const resources = {
  en: { translation: en },
  'zh-Hans': { translation: zhHans },
  'zh-Hant': { translation: zhHant },
} as const;

const STORAGE_KEY = 'shop.locale';

/** Maps a browser language tag (zh-CN, zh-TW, en-GB...) onto one of our locales. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const lower = tag.toLowerCase();
  if ((LOCALES as readonly string[]).includes(tag)) return tag as Locale;
  if (lower.startsWith('zh')) {
    if (/hant|tw|hk|mo/.test(lower)) return 'zh-Hant';
    return 'zh-Hans';
  }
  if (lower.startsWith('en')) return 'en';
  return null;
}

function readStored(): Locale | null {
  try {
    return matchLocale(globalThis.localStorage?.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

/** The remembered choice, else the first browser language we support, else English. */
export function detectLocale(): Locale {
  const stored = readStored();
  if (stored) return stored;
  const languages = globalThis.navigator?.languages ?? [globalThis.navigator?.language];
  for (const tag of languages) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return FALLBACK_LOCALE;
}

/** Switches the language and remembers it for the next visit. */
export async function setLocale(locale: Locale, instance: I18n = i18next): Promise<void> {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale);
  } catch {
    // private mode: the choice lasts for this visit only
  }
  await instance.changeLanguage(locale);
}

function syncDocumentLanguage(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/** Initialises the shared i18next instance once; later calls return it as it is. */
export function initI18n(lng: Locale = detectLocale()): I18n {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng,
      fallbackLng: FALLBACK_LOCALE,
      supportedLngs: [...LOCALES],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    i18next.on('languageChanged', syncDocumentLanguage);
    syncDocumentLanguage(lng);
  }
  return i18next;
}

export { i18next };
