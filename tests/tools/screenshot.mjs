import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
// Takes a phone-size screenshot of a page: node tests/tools/screenshot.mjs <url> <out.png> [locale] [width] [height]
const [url, out, locale = 'en-US', w = 375, h = 667] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({
  viewport: { width: +w, height: +h },
  locale,
  deviceScaleFactor: 1,
});
const errors = [];
page.on('pageerror', (e) => errors.push(String(e)));
page.on('console', (m) => {
  if (m.type() === 'error') errors.push(m.text());
});
await page.goto(url);
await page.waitForTimeout(1500);
await page.screenshot({ path: out });
console.log('errors:', errors.join('\n') || 'none');
await browser.close();
