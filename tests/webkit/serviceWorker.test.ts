// The service worker in WebKit: it registers (5 s after the page has loaded), and the next visit
// is controlled by it and draws the shop.
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { baseURL, keepEvidence, openWebKit, webkitActor, type WebKit } from './lib/browser';

describe('the service worker in WebKit', () => {
  let browser: WebKit;
  beforeAll(async () => {
    browser = await openWebKit();
  });
  afterAll(async () => {
    await browser?.deleteSession();
  });

  it('registers, activates and answers the next visit', async () => {
    onTestFailed(() => keepEvidence(browser, 'service-worker'));
    const user = webkitActor(browser);
    await user.open('#/pages/index/index');
    await user.see('Data cards');
    expect(await browser.execute(() => 'serviceWorker' in navigator)).toBe(true);
    await browser.waitUntil(
      async () =>
        browser.execute(() =>
          navigator.serviceWorker
            .getRegistration()
            .then((registration) => registration?.active?.state === 'activated'),
        ),
      { timeout: 30_000, interval: 250, timeoutMsg: 'the service worker never activated' },
    );
    await browser.url(`${baseURL()}#/pages/index/index`);
    await browser.refresh();
    await user.see('Data cards');
    expect(await browser.execute(() => navigator.serviceWorker.controller !== null)).toBe(true);
  });
});
