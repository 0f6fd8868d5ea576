import { afterEach, expect } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '@/i18n';
import { resources } from '@/i18n/all';
import { wireApi } from '@/app/wiring';
import { takeViolations } from '@/mocks/conformance';
import { removeData } from '@/features/data/cache';

initI18n('en', resources);
// The API client talks to the stores and the feedback host, as in the app.
wireApi();

afterEach(() => {
  cleanup();
  // Every test starts without server data, as a fresh visit does.
  removeData();
  localStorage.clear();
  sessionStorage.clear();
  // The demo API answered and was asked only what the endpoint declarations allow.
  expect(takeViolations(), 'exchanges that differ from their declarations').toEqual([]);
});
