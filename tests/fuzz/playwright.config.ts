import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../e2e/playwright.config';

/** The page fuzzing run: the end-to-end setup (production build, demo API) on its own port. */
const port = Number(process.env.FUZZ_PORT || 4185);
const outDir = `tests/.results/dist-fuzz-${port}`;

export default defineConfig({
  ...base,
  testDir: '.',
  timeout: 15 * 60_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../.results/fuzz.json' }]] : 'list',
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}/shop/` },
  webServer: {
    command: `npx vite build --logLevel warn --outDir ${outDir} --emptyOutDir && npx vite preview --outDir ${outDir} --host 127.0.0.1 --strictPort --port ${port}`,
    url: `http://127.0.0.1:${port}/shop/`,
    cwd: path.join(import.meta.dirname, '../..'),
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
