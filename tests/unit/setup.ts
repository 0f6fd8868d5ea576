import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '@/i18n';
import { resources } from '@/i18n/all';

initI18n('en', resources);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
