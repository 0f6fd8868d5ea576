// Before the nginx run: a fresh production build, the standalone demo API (npm run demo-api) and
// nginx with deploy/nginx/shop.conf in front of both over HTTPS, with a throwaway certificate, as
// a deployment puts the shop and its backend together. The tests read the addresses through
// `inject`; the test processes trust the certificate (NODE_EXTRA_CA_CERTS, read when they start).
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../tools/webkit.mjs';
import { startNginx } from '../tools/nginx.mjs';
import { runToEnd, startServer, waitForUrl } from '../tools/serve.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    nginx: {
      base: string;
      plain: string;
      certificate: { cert: string; key: string };
      prefix: string;
      webRoot: string;
      nextBuild: string;
    };
  }
}

const root = path.resolve(import.meta.dirname, '../..');
// Vitest runs with NODE_ENV=test, which would give a development build: build what ships.
const env = { ...process.env, NODE_ENV: 'production' };

/** Builds the shop into `outDir`; `extraEnv` makes a build of another version. */
export function buildShop(outDir: string, extraEnv: Record<string, string> = {}) {
  return runToEnd(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    { cwd: root, env: { ...env, ...extraEnv } },
  );
}

export default async function setup(project: TestProject) {
  const port = await freePort();
  const httpPort = await freePort();
  const prefix = path.join(root, `tests/.results/nginx-${port}`);
  rmSync(prefix, { recursive: true, force: true });
  mkdirSync(prefix, { recursive: true });
  const build = path.join(prefix, 'build-1');
  await buildShop(build);

  const apiPort = await freePort();
  const api = startServer('node', ['tests/tools/demo-api.mjs'], {
    cwd: root,
    env: { ...env, DEMO_API_PORT: String(apiPort) },
  });
  try {
    await waitForUrl(`http://127.0.0.1:${apiPort}/api/__demo/faults`, api.child);
  } catch (error) {
    console.error(api.output());
    throw error;
  }
  const nginx = await startNginx({
    distDir: build,
    port,
    httpPort,
    backend: `127.0.0.1:${apiPort}`,
    prefix,
  }).catch((error: unknown) => {
    api.stop();
    throw error;
  });
  // The test processes start after this setup: they trust the run's certificate.
  process.env.NODE_EXTRA_CA_CERTS = nginx.certificate.cert;
  project.provide('nginx', {
    base: nginx.base,
    plain: nginx.plain,
    certificate: nginx.certificate,
    prefix,
    webRoot: path.join(prefix, 'www'),
    nextBuild: path.join(prefix, 'build-2'),
  });
  return () => {
    nginx.stop();
    api.stop();
    rmSync(prefix, { recursive: true, force: true });
  };
}
