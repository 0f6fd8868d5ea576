/**
 * The app's foundations, started on their own: the entry (./boot.ts) imports this module after
 * the libraries (./libraries.ts) and before the app (./main.tsx), each in a task of its own, so a
 * phone runs the app's start-up as two short tasks instead of one long one. The build puts this
 * module in the `app-base` file with the API's declarations and client, the domain rules, the
 * helpers, the stores, the translations' start and the theme (vite.config.ts); importing it
 * evaluates that file. What it names here only keeps those modules' file its own.
 */
import '@/api/client';
import '@/i18n';
import '@/stores/iot';
import '@/theme';

export {};
