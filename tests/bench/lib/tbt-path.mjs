// What Lighthouse's simulation counts in a page's Total Blocking Time: the main-thread tasks it
// places after its simulated first contentful paint, each with its duration as recorded (the run
// itself is not slowed) and as simulated (that duration times the CPU slowdown), and the blocking
// time it adds. Lighthouse estimates the first paint from a graph of the requests and tasks the
// paint needs (the document, its render-blocking files, the first parse, layout and paint) but
// places every task in the full graph, so a task that ran before the page painted (the browser's
// navigation commit, for one) can still land after the estimated paint and count.
//
// It reads Lighthouse's own simulation (modules of its internals, not its public API), like
// ./lcp-path.mjs: a Lighthouse upgrade may move them, and the benchmark then goes on without it.
import { ms } from './common.mjs';
import { simulationData } from './lcp-path.mjs';

const TBT_MODULE = 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
const FCP_MODULE = 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
const TTI_MODULE = 'lighthouse/core/computed/metrics/lantern-interactive.js';
/** Lighthouse's threshold: the part of a task over it blocks. */
const THRESHOLD_MS = 50;

/** What a task is, from the trace events inside it, in the words of the table. */
export function taskKind(childEvents) {
  const names = new Set(childEvents.map((event) => event.name));
  const has = (name) => names.has(name);
  const script = childEvents.find((e) => e.name === 'EvaluateScript' && e.args?.data?.url);
  const file = script
    ? new URL(script.args.data.url).pathname.split('/').pop() || 'index.html'
    : '';
  if (has('DocumentLoader::CommitNavigation')) return 'navigation commit (browser)';
  if (has('ParseHTML')) return `HTML parse${has('EvaluateScript') ? ' and inline script' : ''}`;
  if (has('Paint') && has('Layout')) return 'style, layout and paint';
  if (has('v8.evaluateModule')) return `module evaluation${file ? ` (${file})` : ''}`;
  if (has('Layout') || has('UpdateLayoutTree')) return 'style and layout';
  if (has('EvaluateScript') || has('FunctionCall') || has('TimerFire')) {
    return `script${file ? ` (${file})` : ''}`;
  }
  if (has('RunMicrotasks')) return 'promise callbacks';
  if (names.size <= 3) return 'browser task (no page work)';
  return 'other';
}

/**
 * The blocking time a task adds between the first paint and the page's interactive time
 * (Lighthouse's own rule, one task at a time).
 */
export function blockingAfter(start, end, fcp, interactive = Infinity) {
  if (end < fcp || start > interactive) return 0;
  const counted = Math.min(end, interactive) - Math.max(start, fcp);
  return counted < THRESHOLD_MS ? 0 : counted - THRESHOLD_MS;
}

/**
 * The tasks of one run that Lighthouse simulates at 50 ms or more, as rows [task, recorded,
 * simulated start, simulated length, blocking], with the estimated first paint and the TBT. Null
 * when Lighthouse's internals cannot be read.
 */
export async function tbtPath(artifacts, settings) {
  try {
    const [{ LanternTotalBlockingTime }, { LanternFirstContentfulPaint }, { LanternInteractive }] =
      await Promise.all([import(TBT_MODULE), import(FCP_MODULE), import(TTI_MODULE)]);
    const data = simulationData(artifacts, settings);
    const context = { computedCache: new Map(), settings };
    const fcp = await LanternFirstContentfulPaint.request(data, context);
    const tbt = await LanternTotalBlockingTime.request(data, context);
    const interactive = (await LanternInteractive.request(data, context)).pessimisticEstimate
      .timeInMs;
    // Lighthouse's TBT is the mean of two estimates, each counting from the other kind's first
    // paint: the pessimistic placement of the tasks is shown, against the optimistic paint.
    const paint = fcp.optimisticEstimate.timeInMs;
    const rows = [...tbt.pessimisticEstimate.nodeTimings.entries()]
      .filter(([node, time]) => node.type === 'cpu' && time.duration >= THRESHOLD_MS)
      .sort((a, b) => a[1].startTime - b[1].startTime)
      .map(([node, time]) => [
        taskKind(node.childEvents),
        ms(node.duration / 1000),
        ms(time.startTime),
        ms(time.duration),
        ms(blockingAfter(time.startTime, time.endTime, paint, interactive)),
      ]);
    return { fcp: paint, tbt: tbt.timing, rows };
  } catch (error) {
    console.warn(`TBT path unavailable: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}
