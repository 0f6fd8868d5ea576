// Draws the home-screen icons (PNG) from the shop's mark, public/icons/icon.svg and maskable.svg,
// with Chromium. Run once after changing a mark (`node tests/tools/icons.mjs`) and commit the PNGs.
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const dir = new URL('../../public/icons/', import.meta.url);

/** [source mark, output file, size in pixels]; the Apple icon is square (iOS rounds it). */
const ICONS = [
  ['icon.svg', 'icon-32.png', 32],
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['maskable.svg', 'maskable-512.png', 512],
  ['maskable.svg', 'apple-touch-icon.png', 180],
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const [source, file, size] of ICONS) {
    const svg = await readFile(new URL(source, dir), 'utf8');
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: new URL(file, dir).pathname, omitBackground: true });
    await page.close();
    console.log(`Wrote public/icons/${file} (${size}×${size}).`);
  }
} finally {
  await browser.close();
}
