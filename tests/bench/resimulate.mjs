// Simulates a kept Lighthouse run again with its requests changed, to see what a change of the
// first load would do to the largest paint before making it. The runs come from
// `BENCH_ARTIFACTS=dir npm run bench:lighthouse` (one JSON file per page and run).
//
//   node tests/bench/resimulate.mjs <run.json …> -- <change …>
//
// A change names requests by a part of their address:
//   -part          the requests are not made (their bytes are gone)
//   part>other     part's bytes come inside other's file, and part is not requested
//   part+=kB       the file grows (or, negative, shrinks) by that many kB
//   part*=factor   the file's bytes are multiplied by factor
// Each run prints its simulated LCP before and after. PATHS=1 also prints the requests of the
// changed simulation's LCP graph with their simulated start and end.
import fs from 'node:fs';
import { simulateLcp, withoutRequests } from './lib/lcp-path.mjs';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const files = split < 0 ? args : args.slice(0, split);
const changes = split < 0 ? [] : args.slice(split + 1);
if (!files.length) {
  console.error('Usage: node tests/bench/resimulate.mjs <run.json …> -- <change …>');
  process.exit(2);
}

/** The ids of the requests whose address contains `part`. */
function requestsOf(log, part) {
  const ids = new Set();
  for (const event of log) {
    if (event.method === 'Network.requestWillBeSent' && event.params.request.url.includes(part))
      ids.add(event.params.requestId);
  }
  return ids;
}

/** Sets the size on the wire of the requests `ids` (their finished event carries it). */
function resize(log, ids, size) {
  for (const event of log) {
    if (event.method === 'Network.loadingFinished' && ids.has(event.params.requestId))
      event.params.encodedDataLength = Math.max(
        0,
        Math.round(size(event.params.encodedDataLength)),
      );
  }
}

function wireBytes(log, ids) {
  let total = 0;
  for (const event of log) {
    if (event.method === 'Network.loadingFinished' && ids.has(event.params.requestId))
      total += event.params.encodedDataLength;
  }
  return total;
}

function changed(devtoolsLog) {
  let log = structuredClone(devtoolsLog);
  for (const change of changes) {
    let match;
    if ((match = /^-(.+)$/.exec(change))) {
      const part = match[1];
      log = withoutRequests(log, (url) => url.includes(part));
    } else if ((match = /^(.+)>(.+)$/.exec(change))) {
      const [, from, into] = match;
      const added = wireBytes(log, requestsOf(log, from));
      resize(log, requestsOf(log, into), (bytes) => bytes + added);
      log = withoutRequests(log, (url) => url.includes(from));
    } else if ((match = /^(.+)\+=(-?[\d.]+)$/.exec(change))) {
      const kB = Number(match[2]);
      resize(log, requestsOf(log, match[1]), (bytes) => bytes + kB * 1024);
    } else if ((match = /^(.+)\*=([\d.]+)$/.exec(change))) {
      const factor = Number(match[2]);
      resize(log, requestsOf(log, match[1]), (bytes) => bytes * factor);
    } else {
      console.error(`Not a change: ${change}`);
      process.exit(2);
    }
  }
  return log;
}

for (const file of files) {
  const { artifacts, settings } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const before = await simulateLcp(artifacts, settings);
  const after = await simulateLcp(artifacts, settings, changed(artifacts.DevtoolsLog));
  const name = file.split(/[\\/]/).pop();
  const diff = Math.round(after.timing - before.timing);
  console.log(
    `${name}: LCP ${Math.round(before.timing)} -> ${Math.round(after.timing)} ms (${diff >= 0 ? '+' : ''}${diff})`,
  );
  if (process.env.PATHS) {
    const rows = [...after.optimisticEstimate.nodeTimings.entries()]
      .filter(([node]) => node.type === 'network' && !node.request.url.startsWith('data:'))
      .sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, time] of rows) {
      const url = new URL(node.request.url);
      const kB = (node.request.transferSize / 1024).toFixed(1);
      console.log(
        `  ${`${url.pathname}`.slice(0, 60).padEnd(60)} ${kB.padStart(6)} kB ${String(Math.round(time.startTime)).padStart(5)} ${String(Math.round(time.endTime)).padStart(5)} ms`,
      );
    }
  }
}
