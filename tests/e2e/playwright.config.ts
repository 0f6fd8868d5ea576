import path from 'node:path';
import { chromiumArgs, chromiumPath } from '../tools/chromium.mjs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 4180);
// A build folder per port, so that two runs side by side never overwrite each other's files.
const outDir = `tests/.results/dist-e2e-${port}`;

/** End-to-end journeys on the production build, served by `vite preview` with the demo API. */
export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../.results/e2e.json' }]] : 'list',
  use: {
    ...devices['Pixel 5'],
    viewport: { width: 375, height: 667 },
    baseURL: `http://127.0.0.1:${port}/shop/`,
    locale: 'en-US',
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  webServer: {
    command: `npx vite build --logLevel warn --outDir ${outDir} --emptyOutDir && npx vite preview --outDir ${outDir} --host 127.0.0.1 --strictPort --port ${port}`,
    url: `http://127.0.0.1:${port}/shop/`,
    cwd: path.join(import.meta.dirname, '../..'),
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
