import path from 'node:path';
import { chromiumArgs, chromiumPath } from '../tools/chromium.mjs';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.STORYBOOK_PORT || 4513);

/**
 * Docs smoke test on the static Storybook build: every docs entry of index.json (and every page of
 * the catalogue) opens in Chromium without a page error or a console error. Build first with
 * `npm run build-storybook`.
 */
export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    // A desktop: the stories are drawn on phones within it (see .storybook/phone.tsx).
    viewport: { width: 1280, height: 800 },
    baseURL: `http://127.0.0.1:${port}/`,
    locale: 'en-US',
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  webServer: {
    command: 'node tests/storybook/serve.mjs',
    url: `http://127.0.0.1:${port}/index.json`,
    cwd: path.join(import.meta.dirname, '../..'),
    env: { STORYBOOK_PORT: String(port) },
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
