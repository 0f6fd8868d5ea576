import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '@/i18n';

initI18n('en');

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
