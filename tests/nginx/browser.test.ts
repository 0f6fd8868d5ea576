// The shop served by nginx, in Chromium: the pages under the Content-Security-Policy nginx sends,
// a repeat visit answered by the service worker, and a new build offered by the update prompt.
import { readFileSync, renameSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../tools/chromium.mjs';
import { buildShop } from './globalSetup';
import { fillOrderForm } from '../journeys/journeys';
import { CARDS, resetDemo, signInCard } from '../journeys/demo';
import { playwrightActor } from '../journeys/playwrightActor';

const VISIBLE = { state: 'visible', timeout: 15_000 } as const;

/** Collects what the browser refuses under the policy, in the page and on its console. */
async function watchPolicy(context: BrowserContext, page: Page) {
  const refused: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as { __csp?: string[] }).__csp ??= []);
      list.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return async () => {
    const inPage = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp);
    return [...refused, ...(inPage ?? [])];
  };
}

/** Waits until the shop's service worker is active (it registers 5 s after the page loaded). */
async function workerActive(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker || worker.state === 'activated') return;
    await new Promise<void>((resolve) =>
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve();
      }),
    );
  });
}

describe('the shop behind nginx, in Chromium', () => {
  const { base, webRoot, nextBuild } = inject('nginx');
  let browser: Browser;
  beforeAll(async () => {
    // The run's certificate is a throwaway one: the service worker is registered over it as over
    // a real one (Chromium refuses a worker's script under a certificate error otherwise).
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--ignore-certificate-errors'],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the shop home, a goods order and a card home work under the policy with no violation', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    const violations = await watchPolicy(context, page);
    const user = playwrightActor(page, base);
    await resetDemo(user);

    const response = await page.goto(`${base}#/pages/index/index`);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await page.getByRole('button', { name: 'Data cards' }).waitFor(VISIBLE);
    expect(await violations()).toEqual([]);

    // A goods order, placed through nginx's /api/ to the demo backend.
    await user.open('#/pages/goods/index?goodsId=101');
    await fillOrderForm(user);
    await user.tap('button', 'Place the order');
    // The card costs nothing up front: the order is placed without a payment step.
    await user.see('Order placed');
    await user.at(/#\/pages\/(order|login)\/index/);
    expect(await violations()).toEqual([]);

    await signInCard(user, CARDS.vip);
    await user.open('#/pages/iot/index/index');
    await page.getByRole('region', { name: 'Card summary' }).waitFor(VISIBLE);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('a repeat visit is answered by the service worker, and a new build is offered by the update prompt', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    await page.goto(`${base}#/pages/index/index`);
    await page.getByRole('button', { name: 'Data cards' }).waitFor(VISIBLE);
    await workerActive(page);

    // The repeat visit: the page and its scripts come from the worker's cache.
    const fromWorker: string[] = [];
    const fromNetwork: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname !== '/shop/' && !url.pathname.startsWith('/shop/assets/')) return;
      (response.fromServiceWorker() ? fromWorker : fromNetwork).push(url.pathname);
    });
    await page.reload();
    await page.getByRole('button', { name: 'Data cards' }).waitFor(VISIBLE);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(fromWorker).toContain('/shop/');
    expect(fromWorker.some((file) => file.endsWith('.js'))).toBe(true);
    expect(fromNetwork.filter((file) => file.endsWith('.js'))).toEqual([]);

    // A new version is deployed: another build takes the place of the served one at once.
    await buildShop(nextBuild, { VITE_APP_PACKAGE: 'com.shop.simcard.h5.next' });
    const version = (file: string) =>
      /"version":"(\w+)"/.exec(readFileSync(path.join(file, 'sw.js'), 'utf8'))?.[1];
    const nextVersion = version(nextBuild);
    expect(nextVersion).toBeTruthy();
    const link = path.join(webRoot, 'shop');
    const staged = `${link}.next`;
    symlinkSync(nextBuild, staged);
    renameSync(staged, link);

    // The visitor comes back: the browser finds the new worker and the shop offers it.
    await page.reload();
    const prompt = page.getByText('A new version of the shop is ready.');
    await prompt.waitFor({ state: 'visible', timeout: 30_000 });
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    // The new version took over: its files are the worker's cache.
    await expect
      .poll(() => page.evaluate(() => caches.keys()), { timeout: 30_000 })
      .toContain(`shop-precache-${nextVersion}`);
    await page.getByRole('button', { name: 'Data cards' }).waitFor(VISIBLE);
    await expect(prompt.isVisible()).resolves.toBe(false);
    await context.close();
  });
});
