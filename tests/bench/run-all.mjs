// `npm run bench`: the benchmarks one after the other on one production build: Lighthouse (5 runs
// per page, medians and spread beside the stack floor of the same run), the start-up trace (tasks
// over 50 ms after the first paint), repeat visits, interaction
// latency, the long list, navigation and the soak. Each prints its own table; the machine's load
// is printed before and after each, since timings on a shared machine depend on it. The exit code
// is the worst of them (the soak fails on a leak; the timing figures are reported, not asserted).
//
//   npm run bench
//   BENCH_ONLY=lighthouse,inp npm run bench   some of them
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { calibration, calibrationLine } from './lib/calibrate.mjs';
import { buildApp } from './lib/common.mjs';

const SCRIPTS = [
  ['lighthouse', 'lighthouse.mjs', { BENCH_RUNS: process.env.BENCH_RUNS || '5' }],
  // The tasks over 50 ms after the first paint, two loads of each landing page.
  ['trace', 'trace.mjs', { BENCH_TRACE_RUNS: process.env.BENCH_TRACE_RUNS || '2' }],
  ['repeat', 'repeat.mjs', {}],
  ['inp', 'inp.mjs', {}],
  ['list', 'long-list.mjs', {}],
  ['nav', 'navigation.mjs', {}],
  ['soak', 'soak.mjs', {}],
];
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

console.log(`Load average (1 / 5 / 15 min) at the start: ${load()}`);
console.log('Building the app once for all benchmarks…');
await buildApp();

let status = 0;
for (const [name, script, env] of SCRIPTS) {
  if (only && !only.includes(name)) continue;
  // The slowdown follows the machine: its index is measured just before each benchmark (other
  // tenants of a shared machine move it by up to a fifth within one run), so each benchmark runs
  // at the phone class for the machine as it is then, and prints the index and slowdown it was
  // taken at. BENCH_BENCHMARK_INDEX or BENCH_CPU_SLOWDOWN fix them for the whole run.
  const calibrated = await calibration();
  console.log(`\n=== ${name} (load ${load()}; ${calibrationLine(calibrated)}) ===`);
  const run = spawnSync(process.execPath, [path.join(import.meta.dirname, script)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...env,
      BENCH_REUSE_BUILD: '1',
      // The benchmark derives the same slowdown from the index (or keeps BENCH_CPU_SLOWDOWN),
      // and its tables say which of the two it was.
      BENCH_BENCHMARK_INDEX: String(calibrated.benchmarkIndex),
    },
  });
  status = Math.max(status, run.status ?? 1);
}
console.log(`\nLoad average (1 / 5 / 15 min) at the end: ${load()}`);
process.exit(status);
