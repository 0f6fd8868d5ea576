import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The nginx run: a fresh build served by nginx with deploy/nginx/shop.conf, the standalone demo
 * API behind /api/, checked from outside (headers) and in Chromium (the policy, the service
 * worker, the update prompt).
 */
export default defineConfig({
  root,
  resolve: { alias: { '@': path.join(root, 'src') } },
  test: {
    name: 'nginx',
    include: ['tests/nginx/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/nginx/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
