// `npm run bench`: the benchmarks (Lighthouse, long list, navigation, soak) one after the other on
// one production build. Each still prints its own table; the exit code is the worst of them.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildApp } from './lib/common.mjs';

console.log('Building the app once for all benchmarks…');
await buildApp();

let status = 0;
for (const script of ['lighthouse.mjs', 'long-list.mjs', 'navigation.mjs', 'soak.mjs']) {
  const run = spawnSync(process.execPath, [path.join(import.meta.dirname, script)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_REUSE_BUILD: '1' },
  });
  status = Math.max(status, run.status ?? 1);
}
process.exit(status);
