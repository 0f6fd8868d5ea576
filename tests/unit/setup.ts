import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '@/i18n';
import { resources } from '@/i18n/all';
import { wireApi } from '@/app/wiring';

initI18n('en', resources);
// The API client talks to the stores and the feedback host, as in the app.
wireApi();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
