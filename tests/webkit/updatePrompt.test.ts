// A new version offered in WebKit: the shop is served from a folder of its own, its service
// worker takes over, then another build is deployed into that folder; the visitor's next visit
// finds the new worker, the update prompt offers it, and "Update" switches the page to it.
import { cpSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { freePort } from '../tools/webkit.mjs';
import { runToEnd, startServer, waitForUrl } from '../tools/serve.mjs';
import { isShown, keepEvidence, locate, nameQuery, openWebKit, type WebKit } from './lib/browser';

const root = path.resolve(import.meta.dirname, '../..');
const vite = path.join(root, 'node_modules/.bin/vite');
// Vitest runs with NODE_ENV=test, which would give a development build: build what ships.
const env = { ...process.env, NODE_ENV: 'production' };
const PROMPT = { role: 'text', name: nameQuery('A new version of the shop is ready.', false) };
const HOME_READY = { role: 'button', name: nameQuery('Data cards', true) };

/** The version a build's worker keeps its files under. */
const versionOf = (dir: string) =>
  /"version":"(\w+)"/.exec(readFileSync(path.join(dir, 'sw.js'), 'utf8'))?.[1] ?? '';

/** Deploys `next` over `served`: the new hashed files first, then the page and the worker. */
function deploy(next: string, served: string) {
  cpSync(path.join(next, 'assets'), path.join(served, 'assets'), { recursive: true });
  for (const name of readdirSync(next).filter((entry) => entry !== 'assets'))
    cpSync(path.join(next, name), path.join(served, name), { recursive: true });
}

/** Resolves once the page's service worker is active. */
async function workerActive(browser: WebKit) {
  await browser.waitUntil(
    async () =>
      browser.execute(() =>
        navigator.serviceWorker
          .getRegistration()
          .then((registration) => registration?.active?.state === 'activated'),
      ),
    { timeout: 30_000, interval: 250, timeoutMsg: 'the service worker never activated' },
  );
}

describe('a new version offered by the update prompt in WebKit', () => {
  let browser: WebKit;
  let base = '';
  let stopPreview: (() => void) | undefined;
  const { outDir } = inject('webkit');
  const dir = `${outDir}-update`;
  const served = path.join(dir, 'served');
  const next = path.join(dir, 'next');

  beforeAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    // The run's build, in a folder this test may overwrite, and the version deployed after it.
    cpSync(outDir, served, { recursive: true });
    await runToEnd(vite, ['build', '--logLevel', 'warn', '--outDir', next, '--emptyOutDir'], {
      cwd: root,
      env: { ...env, VITE_APP_PACKAGE: 'com.shop.simcard.h5.next' },
    });
    const port = await freePort();
    const preview = startServer(
      vite,
      [
        'preview',
        '--outDir',
        served,
        '--host',
        '127.0.0.1',
        '--strictPort',
        '--port',
        String(port),
      ],
      { cwd: root, env },
    );
    stopPreview = () => preview.stop();
    base = `http://127.0.0.1:${port}/shop/`;
    await waitForUrl(base, preview.child);
    browser = await openWebKit();
  });

  afterAll(async () => {
    await browser?.deleteSession();
    stopPreview?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('offers the new build and switches to it when the visitor accepts', async () => {
    onTestFailed(() => keepEvidence(browser, 'update-prompt'));
    const oldVersion = versionOf(served);
    const newVersion = versionOf(next);
    expect(newVersion).not.toBe(oldVersion);

    await browser.url(`${base}#/pages/index/index`);
    await locate(browser, HOME_READY);
    await workerActive(browser);
    await browser.refresh();
    await locate(browser, HOME_READY);
    expect(await browser.execute(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The first version never offers itself.
    expect(await isShown(browser, PROMPT)).toBe(false);

    deploy(next, served);
    // The visitor comes back: the browser finds the new worker and the shop offers it.
    await browser.refresh();
    await browser.waitUntil(async () => isShown(browser, PROMPT), {
      timeout: 30_000,
      interval: 250,
      timeoutMsg: 'the update prompt never showed',
    });
    await browser.execute(() => {
      (window as unknown as { __beforeUpdate?: boolean }).__beforeUpdate = true;
    });
    await (await locate(browser, { role: 'button', name: nameQuery('Update', true) })).click();

    // The page reloaded under the new worker, whose files are now the only ones kept.
    await browser.waitUntil(
      async () =>
        browser.execute(
          async (expected: string) =>
            !(window as unknown as { __beforeUpdate?: boolean }).__beforeUpdate &&
            JSON.stringify(await caches.keys()) === JSON.stringify([expected]),
          `shop-precache-${newVersion}`,
        ),
      { timeout: 30_000, interval: 250, timeoutMsg: 'the new version never took over' },
    );
    await locate(browser, HOME_READY);
    expect(await isShown(browser, PROMPT)).toBe(false);
  });
});
