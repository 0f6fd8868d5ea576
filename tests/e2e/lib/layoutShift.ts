import type { Page } from '@playwright/test';

interface Shifts {
  total: number;
  /** Each shift's value, in order. */
  values: number[];
  /** What moved in each shift: element, text, rectangle before and after. */
  moved: string[];
}

/**
 * Records the page's layout shifts from its first byte on (call before `goto`): the total and,
 * for a failure message, what moved from where to where.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Shifts = { total: 0, values: [], moved: [] };
    (window as unknown as { __layoutShifts: Shifts }).__layoutShifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as {
          value: number;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        seen.total += shift.value;
        seen.values.push(shift.value);
        for (const source of shift.sources) {
          seen.moved.push(
            `${source.node?.nodeName ?? '?'} "${(source.node?.textContent ?? '').slice(0, 30)}" ` +
              `${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded so far (`watchLayoutShifts`); `moved` joined reads as a message. */
export function layoutShifts(page: Page): Promise<Shifts> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: Shifts }).__layoutShifts);
}
