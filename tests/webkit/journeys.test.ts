// Each area's main journey in WebKit: the same steps the Chromium run plays (tests/journeys).
import { afterAll, beforeAll, describe, it, onTestFailed } from 'vitest';
import { MAIN_JOURNEYS } from '../journeys/journeys';
import { keepEvidence, openWebKit, webkitActor, type WebKit } from './lib/browser';

describe('main journeys in WebKit', () => {
  let browser: WebKit;
  beforeAll(async () => {
    browser = await openWebKit();
  });
  afterAll(async () => {
    await browser?.deleteSession();
  });

  for (const [name, journey] of Object.entries(MAIN_JOURNEYS)) {
    it(name, async () => {
      onTestFailed(() => keepEvidence(browser, name));
      await journey(webkitActor(browser));
    });
  }
});
