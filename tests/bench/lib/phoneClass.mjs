// The phone class every benchmark figure is calibrated to, and the slowdown that gets there (the
// reasons are in calibrate.mjs). No imports, so a unit test can hold the arithmetic.

/** The phone class every figure is calibrated to. */
export const PHONE_CLASS = { name: 'mid-tier Android phone', benchmarkIndex: 600 };

/** The CPU slowdown that makes a machine of `benchmarkIndex` run like the phone class. */
export function slowdownFor(benchmarkIndex, target = PHONE_CLASS.benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return NaN;
  return Math.max(1, Math.round((benchmarkIndex / target) * 10) / 10);
}
