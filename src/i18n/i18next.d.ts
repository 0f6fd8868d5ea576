import 'i18next';
import type { EnglishMessages } from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: EnglishMessages };
    returnNull: false;
  }
}
