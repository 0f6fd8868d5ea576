import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { EnglishMessages } from './locales/en';
import { FALLBACK_LOCALE, LOCALES, type Locale, type Messages } from './types';

export { LOCALES, FALLBACK_LOCALE, type Locale } from './types';

/** Every locale's messages, keyed like i18next resources. */
export type LocaleResources = Record<Locale, { translation: Messages<EnglishMessages> }>;

/** A top-level part of the messages (common, shell, shop, iot...): one file and chunk per locale. */
export type Namespace = keyof EnglishMessages;

/** What every page needs; the other namespaces come with the pages of their area. */
export const CORE_NAMESPACES: readonly Namespace[] = ['common', 'shell', 'api', 'ui', 'lib'];

/** The area namespaces, one chunk per locale and namespace. */
const areaFiles = import.meta.glob<Record<string, unknown>>(
  './locales/*/{shop,iot,iotServices}.ts',
);
/** The core namespaces, one chunk per locale. */
const coreFiles = import.meta.glob<{ core: Record<string, unknown> }>('./locales/*/core.ts');

const isCore = (namespace: Namespace) => CORE_NAMESPACES.includes(namespace);

/** Namespaces asked for so far: a language switch loads the same ones in the new language. */
const wanted = new Set<Namespace>(CORE_NAMESPACES);
const inFlight = new Map<string, Promise<void>>();

/**
 * Adds a file's namespaces to a language. Each namespace comes whole from one file, so they are
 * put in beside the others (no deep merge) and as they are (no copy): i18next would otherwise copy
 * the file through JSON and walk it key by key, which on a phone made the core messages' arrival
 * one long task just after the first paint.
 */
function addNamespaces(instance: I18n, locale: Locale, namespaces: Record<string, unknown>): void {
  instance.addResourceBundle(locale, 'translation', namespaces, false, true, {
    silent: false,
    skipCopy: true,
  });
}

async function loadOne(locale: Locale, namespace: Namespace, instance: I18n): Promise<void> {
  if (isCore(namespace)) {
    const module = await coreFiles[`./locales/${locale}/core.ts`]?.();
    if (!module) throw new Error(`Missing messages ${locale}/core`);
    addNamespaces(instance, locale, module.core);
    return;
  }
  const messages = (await areaFiles[`./locales/${locale}/${namespace}.ts`]?.())?.[namespace];
  if (!messages) throw new Error(`Missing messages ${locale}/${namespace}`);
  addNamespaces(instance, locale, { [namespace]: messages });
}

/**
 * Loads the given namespaces of a locale (by default those asked for so far) unless they are
 * there already. Only the visitor's language, and only the parts the open pages use, download.
 */
export async function loadLocale(
  locale: Locale,
  instance: I18n = i18next,
  namespaces: readonly Namespace[] = [...wanted],
): Promise<void> {
  await Promise.all(
    namespaces.map((namespace) => {
      if (instance.getResource(locale, 'translation', namespace) !== undefined) {
        return Promise.resolve();
      }
      const key = `${locale}/${isCore(namespace) ? 'core' : namespace}`;
      let promise = inFlight.get(key);
      if (!promise) {
        promise = loadOne(locale, namespace, instance).finally(() => inFlight.delete(key));
        inFlight.set(key, promise);
      }
      return promise;
    }),
  );
}

/** Makes the namespaces of an area available in the current language (route chunks call this). */
export async function loadNamespaces(
  namespaces: readonly Namespace[],
  instance: I18n = i18next,
): Promise<void> {
  namespaces.forEach((namespace) => wanted.add(namespace));
  const locale = (LOCALES as readonly string[]).includes(instance.language)
    ? (instance.language as Locale)
    : FALLBACK_LOCALE;
  await loadLocale(locale, instance, namespaces);
}

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
  await loadLocale(locale, instance);
  await instance.changeLanguage(locale);
}

function syncDocumentLanguage(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/**
 * Initialises the shared i18next instance once; later calls return it as it is. With `resources`
 * (Storybook, tests) every locale is there at once; without, call `loadLocale` before rendering.
 */
export function initI18n(lng: Locale = detectLocale(), resources?: LocaleResources): I18n {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: resources ?? {},
      partialBundledLanguages: true,
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

/** The app's start: the shared instance with the visitor's language loaded. */
export async function startI18n(lng: Locale = detectLocale()): Promise<I18n> {
  const instance = initI18n(lng);
  try {
    await loadLocale(lng, instance, CORE_NAMESPACES);
    // A first start is initialised in this language already; only a started instance in
    // another language (tests, Storybook) switches.
    if (instance.language !== lng) await instance.changeLanguage(lng);
  } catch {
    // The language chunk did not arrive: English is better than raw keys.
    await loadLocale(FALLBACK_LOCALE, instance, CORE_NAMESPACES).catch(() => undefined);
    await instance.changeLanguage(FALLBACK_LOCALE);
  }
  return instance;
}

export { i18next };
