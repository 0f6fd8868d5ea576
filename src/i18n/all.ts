import { en } from './locales/en';
import { zhHans } from './locales/zh-Hans';
import { zhHant } from './locales/zh-Hant';
import type { LocaleResources } from './index';

/** Every locale at once, for Storybook and tests; the app loads one locale chunk at a time. */
export const resources: LocaleResources = {
  en: { translation: en },
  'zh-Hans': { translation: zhHans },
  'zh-Hant': { translation: zhHant },
};
