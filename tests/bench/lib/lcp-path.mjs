// What Lighthouse's simulation puts before a page's largest contentful paint: the requests and
// main-thread tasks of its LCP graph, with the times the simulation (slow 4G, 4x CPU) gives them.
// The LCP is the latest end among them, so the last rows are what holds the figure back.
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

/**
 * Rows [what, start, end] of the simulated LCP graph of one Lighthouse run (its artifacts and
 * settings), in order of start; tasks under 1 ms are left out. Null when the simulation cannot be
 * read.
 */
export async function lcpPath(artifacts, settings) {
  try {
    const { LanternLargestContentfulPaint } = await import(MODULE);
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps ?? [],
      simulator: null,
    };
    const result = await LanternLargestContentfulPaint.request(data, {
      computedCache: new Map(),
      settings,
    });
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
