import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The WebKit run: every page of the route table and each area's main journey in WebKitGTK
 * (the engine of Safari and of WeChat on iPhones), driven over WebDriver by WebdriverIO.
 */
export default defineConfig({
  root,
  resolve: { alias: { '@': path.join(root, 'src') } },
  test: {
    name: 'webkit',
    include: ['tests/webkit/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/webkit/globalSetup.ts'],
    // One browser at a time: the 2-core machine, and one demo database behind the server.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
