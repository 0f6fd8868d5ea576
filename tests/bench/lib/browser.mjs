// Playwright with the system Chromium, at a phone's viewport, with the CPU slowed through the
// DevTools protocol by the slowdown calibrated to the phone class (lib/calibrate.mjs).
import { chromium } from 'playwright';
import { CHROME_FLAGS, CHROME_PATH } from './common.mjs';
import { CALIBRATION } from './slowdown.mjs';

export const CPU_SLOWDOWN = CALIBRATION.slowdown;

/**
 * Lighthouse's "slow 4G" as DevTools applies it (its `devtools` throttling: the simulated
 * round trip and bandwidth with the factors Lighthouse uses for real throttling).
 */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1638.4 * 0.9) / 8) * 1024,
  uploadThroughput: ((675 * 0.9) / 8) * 1024,
};

/** The system Chromium, headless, for `newPhone`. */
export const launchPhoneBrowser = () =>
  chromium.launch({
    executablePath: CHROME_PATH,
    // Playwright adds its own headless switch.
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless'),
  });

/** A fresh phone (its own storage, cache and service workers) in `browser`. */
export async function newPhone(browser, { locale = 'en-US' } = {}) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return {
    context,
    page,
    cdp,
    throttle: (rate = CPU_SLOWDOWN) => cdp.send('Emulation.setCPUThrottlingRate', { rate }),
    /** Slow 4G for the page's requests (null: the network as it is). */
    network: async (conditions = SLOW_4G) => {
      await cdp.send('Network.enable');
      await cdp.send(
        'Network.emulateNetworkConditions',
        conditions ?? { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 },
      );
    },
    close: () => context.close(),
  };
}

export async function openPhone() {
  const browser = await launchPhoneBrowser();
  const phone = await newPhone(browser);
  return { ...phone, browser, close: () => browser.close() };
}
