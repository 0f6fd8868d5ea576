// One phone class on every machine: the CPU slowdown of every benchmark is calibrated from this
// machine's Lighthouse benchmarkIndex to the phone class below, so a faster machine does not hide
// long tasks and figures from two machines can be set side by side.
//
// The phone class: a mid-tier Android phone of benchmarkIndex 600. That is what Lighthouse's
// default 4x slowdown emulates on a machine of index 2,400 (the index measures how many times a
// second a fixed piece of work runs, so it scales with the inverse of the slowdown), and it sits
// inside Lighthouse's "mid-tier mobile" bracket (125-800), where most of the shop's visitors are:
// on a mid-range phone, from a link in a chat app. The slowdown is the machine's index / 600,
// never below 1.
//
// BENCH_CPU_SLOWDOWN fixes the slowdown (no calibration); BENCH_BENCHMARK_INDEX passes an index
// measured before (`npm run bench` measures just before each benchmark it starts and hands it on).
import { chromium } from 'playwright';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROME_FLAGS, CHROME_PATH } from './common.mjs';
import { PHONE_CLASS, slowdownFor } from './phoneClass.mjs';

export { PHONE_CLASS, slowdownFor };

/**
 * This machine's benchmarkIndex, measured as Lighthouse measures it (its own page function, in
 * the system Chromium): the median of `runs` fresh pages, since one run moves with the load.
 */
export async function measureBenchmarkIndex({ runs = 5 } = {}) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless'),
  });
  const values = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const page = await browser.newPage();
      values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
      await page.close();
    }
  } finally {
    await browser.close();
  }
  values.sort((a, b) => a - b);
  return Math.round(values[Math.floor(values.length / 2)]);
}

/**
 * The index and slowdown every figure of this process is taken at. `fixed` is true when the
 * slowdown was set by hand (BENCH_CPU_SLOWDOWN) rather than calibrated.
 */
export async function calibration(env = process.env) {
  const given = Number(env.BENCH_BENCHMARK_INDEX);
  const benchmarkIndex =
    Number.isFinite(given) && given > 0 ? given : await measureBenchmarkIndex();
  const fixed = Number(env.BENCH_CPU_SLOWDOWN);
  if (Number.isFinite(fixed) && fixed >= 1) return { benchmarkIndex, slowdown: fixed, fixed: true };
  return { benchmarkIndex, slowdown: slowdownFor(benchmarkIndex), fixed: false };
}

/** The line printed with every figure: the machine's index and the slowdown it was taken at. */
export function calibrationLine({ benchmarkIndex, slowdown, fixed }) {
  const how = fixed
    ? 'set by BENCH_CPU_SLOWDOWN'
    : `calibrated to a ${PHONE_CLASS.name} of index ${PHONE_CLASS.benchmarkIndex}`;
  return `benchmarkIndex ${benchmarkIndex}, CPU slowdown ${slowdown}x (${how})`;
}
