// Before the WebKit run: a production build served by `vite preview` with the demo API, a virtual
// display and WebKitWebDriver. The tests read the addresses through `inject`.
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startWebKitDriver } from '../tools/webkit.mjs';
import { runToEnd, startServer, waitForUrl } from '../tools/serve.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The driver's port, the shop's address and the folder of the build it serves. */
    webkit: { driverPort: number; baseURL: string; outDir: string };
  }
}

const root = path.resolve(import.meta.dirname, '../..');
// Vitest runs with NODE_ENV=test, which would give a development build: build what ships.
const env = { ...process.env, NODE_ENV: 'production' };

export default async function setup(project: TestProject) {
  const port = await freePort();
  const outDir = `tests/.results/dist-webkit-${port}`;
  const vite = path.join(root, 'node_modules/.bin/vite');
  await runToEnd(vite, ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    env,
  });
  const preview = startServer(
    vite,
    ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--strictPort', '--port', String(port)],
    { cwd: root, env },
  );
  const baseURL = `http://127.0.0.1:${port}/shop/`;
  const driver = await startWebKitDriver();
  try {
    await waitForUrl(baseURL, preview.child);
  } catch (error) {
    console.error(preview.output());
    driver.stop();
    throw error;
  }
  project.provide('webkit', { driverPort: driver.port, baseURL, outDir: path.join(root, outDir) });
  return () => {
    driver.stop();
    preview.stop();
    rmSync(path.join(root, outDir), { recursive: true, force: true });
  };
}
