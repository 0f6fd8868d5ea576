// What Lighthouse's simulation puts before a page's largest contentful paint: the requests and
// main-thread tasks of its LCP graph, with the times the simulation (slow 4G and the CPU slowdown of its settings) gives them.
// The LCP is the latest end among them, so the last rows are what holds the figure back. And what
// each of those requests costs it: the LCP simulated again with that request taking no time.
//
// It reads Lighthouse's own simulation (a module of its internals, not its public API), so a
// Lighthouse upgrade may move it: the benchmark then says so and goes on without the path.
import { ms } from './common.mjs';

const MODULE = 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/** Main-thread events worth naming in a task's row. */
const NAMED = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'XHRLoad',
  'XHRReadyStateChange',
  'ParseHTML',
  'Layout',
  'Paint',
]);

function label(node) {
  if (node.type === 'network') {
    const url = new URL(node.request.url);
    const kB = (node.request.transferSize / 1024).toFixed(1);
    return `${url.pathname}${url.search} (${node.request.resourceType}, ${kB} kB)`;
  }
  const names = [...new Set(node.childEvents.filter((e) => NAMED.has(e.name)).map((e) => e.name))];
  return `task of ${(node.duration / 1000).toFixed(1)} ms unthrottled${names.length ? `: ${names.slice(0, 3).join(', ')}` : ''}`;
}

/** Lighthouse's LCP simulation of one run, with its devtools log as given. */
export async function simulateLcp(artifacts, settings, devtoolsLog = artifacts.DevtoolsLog) {
  const { LanternLargestContentfulPaint } = await import(MODULE);
  return LanternLargestContentfulPaint.request(simulationData(artifacts, settings, devtoolsLog), {
    computedCache: new Map(),
    settings,
  });
}

/** What Lighthouse's simulated metrics are computed from, for one run's artifacts. */
export function simulationData(artifacts, settings, devtoolsLog = artifacts.DevtoolsLog) {
  return {
    trace: artifacts.Trace,
    devtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
    simulator: null,
  };
}

/**
 * The devtools log with the requests whose address `drop` accepts turned into data: addresses:
 * the simulation then gives them no network time and no share of the throughput.
 */
export function withoutRequests(devtoolsLog, drop) {
  const log = structuredClone(devtoolsLog);
  const dropped = new Set();
  for (const event of log) {
    const request = event.method === 'Network.requestWillBeSent' && event.params.request;
    if (request && drop(request.url)) dropped.add(event.params.requestId);
  }
  for (const event of log) {
    if (!dropped.has(event.params?.requestId)) continue;
    const address = (url) => `data:text/plain,${encodeURIComponent(url)}`;
    if (event.params.request) event.params.request.url = address(event.params.request.url);
    if (event.params.response) {
      event.params.response.url = address(event.params.response.url);
      event.params.response.protocol = 'data';
    }
  }
  return log;
}

/**
 * What each request of the LCP graph costs the simulated LCP of one run: rows [request, LCP
 * without it, difference], the LCP re-simulated with that request taking no network time (as if
 * its bytes came inside a file already in flight, or it were not made), and a last row with every
 * request but the document and the largest script taking none. The simulation gives each request
 * in flight an equal share of the throughput, however few bytes it still needs, so a small file
 * downloading beside a large one can cost more than its bytes. Null when it cannot be read.
 */
export async function lcpWithout(artifacts, settings) {
  try {
    const base = await simulateLcp(artifacts, settings);
    const network = [...base.pessimisticEstimate.nodeTimings.keys()].filter(
      (node) => node.type === 'network' && !node.request.url.startsWith('data:'),
    );
    const document = network.find((node) => node.request.resourceType === 'Document');
    const largestScript = network
      .filter((node) => node.request.resourceType === 'Script')
      .sort((a, b) => b.request.transferSize - a.request.transferSize)[0];
    const rows = [];
    const name = (url) => {
      const parsed = new URL(url);
      return `${parsed.pathname}${parsed.search}`.slice(0, 70);
    };
    for (const node of network) {
      if (node === document || node === largestScript) continue;
      const url = node.request.url;
      const result = await simulateLcp(
        artifacts,
        settings,
        withoutRequests(artifacts.DevtoolsLog, (candidate) => candidate === url),
      );
      rows.push([name(url), ms(result.timing), ms(result.timing - base.timing)]);
    }
    const kept = new Set([document?.request.url, largestScript?.request.url]);
    const alone = await simulateLcp(
      artifacts,
      settings,
      withoutRequests(artifacts.DevtoolsLog, (url) => !kept.has(url)),
    );
    rows.push([
      `all but the document and ${largestScript ? name(largestScript.request.url) : '-'}`,
      ms(alone.timing),
      ms(alone.timing - base.timing),
    ]);
    return { lcp: base.timing, rows };
  } catch (error) {
    console.warn(`LCP costs unavailable: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}

/**
 * Rows [what, start, end] of the simulated LCP graph of one Lighthouse run (its artifacts and
 * settings), in order of start; tasks under 1 ms are left out. Null when the simulation cannot be
 * read.
 */
export async function lcpPath(artifacts, settings) {
  try {
    const result = await simulateLcp(artifacts, settings);
    // Lighthouse averages two estimates; the optimistic one has fewer nodes and the same tail.
    const timings = [...result.optimisticEstimate.nodeTimings.entries()];
    return timings
      .filter(([node]) => node.type === 'network' || node.duration >= 1000)
      .sort((a, b) => a[1].startTime - b[1].startTime)
      .map(([node, time]) => [label(node), ms(time.startTime), ms(time.endTime)]);
  } catch (error) {
    console.warn(`LCP path unavailable: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}
