// Playwright with the system Chromium, at a phone's viewport, with the CPU slowed through the
// DevTools protocol (the same throttling Lighthouse's mobile preset simulates).
import { chromium } from 'playwright';
import { CHROME_FLAGS, CHROME_PATH } from './common.mjs';

export const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN || 4);

export async function openPhone() {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    // Playwright adds its own headless switch.
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless'),
  });
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return {
    browser,
    page,
    throttle: (rate = CPU_SLOWDOWN) => cdp.send('Emulation.setCPUThrottlingRate', { rate }),
    close: () => browser.close(),
  };
}
