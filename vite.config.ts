/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import path from 'node:path';
import { demoApiPlugin } from './src/mocks/vite-plugin';

const root = import.meta.dirname;
/** The Chromium binary used by every headless test; point it elsewhere with CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

/** The demo API (MSW handlers over HTTP) is mounted unless VITE_API_BASE points at a real backend. */
const useDemoApi = !process.env.VITE_API_BASE && process.env.DEMO_API !== 'off';

const browserProvider = playwright({
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
});

export default defineConfig({
  base: '/shop/',
  plugins: [react(), useDemoApi && demoApiPlugin()],
  resolve: { alias: { '@': path.join(root, 'src') } },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: {
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The stack every page runs on, as one file: gzip packs it better than many small ones.
            // Libraries only some pages use (rich text, QR codes) stay with those pages.
            { name: 'stack', test: /node_modules[\\/](?!dompurify|qrcode-generator)/ },
          ],
        },
      },
    },
  },
  optimizeDeps: {
    include: [
      'msw',
      'msw/browser',
      'msw-storybook-addon/csf3',
      'react-dom/client',
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'styled-components',
      'react-i18next',
      'i18next',
      'zustand',
      'zustand/middleware',
      'axios',
      'qs',
      'react-router-dom',
      'dompurify',
      'qrcode-generator',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: 30000,
          browser: {
            enabled: true,
            headless: true,
            provider: browserProvider,
            instances: [{ browser: 'chromium' }],
            viewport: { width: 375, height: 667 },
            expect: { toMatchScreenshot: { comparatorName: 'pixelmatch' } },
          },
        },
      },
    ],
  },
});
