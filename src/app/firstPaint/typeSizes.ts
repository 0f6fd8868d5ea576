import { nextTask } from '@/lib/nextTask';
import { rpx } from '@/theme/units';
import type { Landing } from './landing';

/**
 * The sizes (design rpx) and weights each landing page's first screen draws text in, beyond the
 * shell's own warm-up (14 px in each of the theme's weights, src/app/firstPaint/render.tsx).
 * `npm run bench:trace` prints the sizes a page's first screen uses and those missing here.
 */
export const FIRST_SCREEN_TYPE: Partial<Record<Landing, readonly (readonly [number, number])[]>> = {
  home: [
    [22, 400],
    [24, 400],
    [24, 600],
    [32, 500],
    [32, 600],
    [32, 700],
    [36, 600],
    [48, 700],
  ],
  numbers: [
    [22, 400],
    [24, 400],
    [24, 600],
    [28, 700],
    [32, 500],
    [36, 600],
  ],
  iot: [
    [22, 400],
    [24, 400],
    [24, 500],
    [24, 700],
    [32, 500],
    [32, 600],
    [36, 600],
    [48, 600],
    [64, 700],
  ],
};

/** What each line lays out: Latin, digits, the currency sign and Chinese (a fallback face). */
const SAMPLE = 'Aa1 ¥ 余额';

/**
 * Lays out one hidden line per size and weight of the landing page's first screen, each in a task
 * of its own, after the first paint and while the app's files download. On a phone the first use
 * of a size and weight (the system's font lookup, Chinese through a fallback face) costs a few
 * milliseconds each; left to the app's first draw, they made the card home's takeover one long
 * task. Resolves once every line has been laid out (at once where the page has none to warm).
 */
export async function warmTypeSizes(doc: Document = document): Promise<void> {
  const landing = (doc.documentElement.getAttribute('data-landing') ?? '').split(' ')[0];
  const sizes = FIRST_SCREEN_TYPE[landing as Landing];
  if (!sizes?.length || !doc.body) return;
  const holder = doc.createElement('div');
  holder.setAttribute('aria-hidden', 'true');
  holder.style.cssText =
    'position:absolute;left:-9999px;top:0;visibility:hidden;white-space:nowrap;pointer-events:none';
  doc.body.appendChild(holder);
  try {
    for (const [size, weight] of sizes) {
      await nextTask();
      const line = doc.createElement('span');
      line.style.fontSize = rpx(size);
      line.style.fontWeight = String(weight);
      line.textContent = SAMPLE;
      holder.appendChild(line);
      // Reading the width lays the line out now, in this task.
      void line.offsetWidth;
    }
  } finally {
    holder.remove();
  }
}
