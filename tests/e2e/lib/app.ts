import type { Page } from '@playwright/test';

/**
 * Waits until the app has taken over from the first-paint shell of index.html. That shell shows
 * the landing page's title before any script has run, so a title on screen does not yet mean the
 * navigation service (window.__shopNav) is there to be called.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('first-paint') && !!window.__shopNav);
}
