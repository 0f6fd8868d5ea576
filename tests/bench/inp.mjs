// Interaction benchmark (not CI): plays the interactions people make most (lib/interactions.mjs) on
// the production build with the CPU slowed to the phone class (lib/calibrate.mjs), and reads each one's latency from the Event Timing
// API: from the input to the next frame painted after its handlers ran (the figure behind INP).
// Each must be answered within 100 ms; the worst is reported.
//
//   npm run bench:inp
//   BENCH_INP_RUNS=5 npm run bench:inp   more plays of each interaction (default 3; median shown)
//   BENCH_INP_ONLY=vanity npm run bench:inp   only the interactions whose name contains this
//   BENCH_JSON=1 npm run bench:inp       also prints the figures as JSON
import {
  buildApp,
  demoCall,
  machineLine,
  median,
  ms,
  printTable,
  reuseBuild,
  startPreview,
} from './lib/common.mjs';
import { CPU_SLOWDOWN, launchPhoneBrowser, newPhone } from './lib/browser.mjs';
import { INTERACTIONS } from './lib/interactions.mjs';
import { spread } from './lib/pages.mjs';

const RUNS = Number(process.env.BENCH_INP_RUNS || 3);
export const INP_TARGET_MS = 100;
/** The shortest duration the Event Timing API reports (its minimum threshold). */
const THRESHOLD_MS = 16;

/** In the page (before any script): keeps every event entry that belongs to an interaction. */
function recordEvents() {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__events.push({
        id: entry.interactionId,
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The interactions of the entries: each one's latency (its longest entry) and parts. */
function interactionsOf(events) {
  const byId = new Map();
  for (const event of events) {
    const current = byId.get(event.id);
    if (!current || event.duration > current.duration) byId.set(event.id, event);
  }
  return [...byId.values()].map((event) => ({
    name: event.name,
    latency: event.duration,
    inputDelay: event.processingStart - event.start,
    processing: event.processingEnd - event.processingStart,
    presentation: event.start + event.duration - event.processingEnd,
  }));
}

async function play(browser, origin, interaction) {
  const phone = await newPhone(browser);
  try {
    await phone.page.addInitScript(recordEvents);
    await phone.throttle(CPU_SLOWDOWN);
    await interaction.setup(phone.page, origin);
    // Let the page settle (its calls, deferred renders and idle work), then forget the setup's own
    // interactions: only the measured one counts.
    await phone.page.waitForTimeout(2500);
    const before = await phone.page.evaluate(() => {
      window.__events = [];
      return performance.interactionCount ?? 0;
    });
    await interaction.act(phone.page);
    await interaction.done(phone.page);
    // Entries arrive after the frame that follows the handlers.
    await phone.page.waitForTimeout(1000);
    const { events, count } = await phone.page.evaluate(() => ({
      events: window.__events,
      count: performance.interactionCount ?? 0,
    }));
    const measured = interactionsOf(events);
    const worst = measured.sort((a, b) => b.latency - a.latency)[0];
    // No entry: every interaction was under the API's 16 ms threshold.
    return { interactions: count - before, worst, latency: worst?.latency ?? THRESHOLD_MS };
  } finally {
    await phone.close();
  }
}

if (!reuseBuild()) {
  console.log('Building the app…');
  await buildApp();
}
const server = await startPreview();
await demoCall(server.origin, 'POST', 'api/__demo/reset');
const browser = await launchPhoneBrowser();
const only = process.env.BENCH_INP_ONLY;
const results = [];
try {
  for (const interaction of INTERACTIONS) {
    if (only && !interaction.name.includes(only)) continue;
    const plays = [];
    const errors = [];
    for (let run = 0; run < RUNS; run += 1) {
      try {
        plays.push(await play(browser, server.origin, interaction));
      } catch (error) {
        errors.push(
          String(error.message ?? error)
            .split('\n')[0]
            .slice(0, 100),
        );
      }
    }
    const latencies = plays.map((p) => p.latency);
    const worstPlay = [...plays].sort((a, b) => b.latency - a.latency)[0];
    results.push({
      name: interaction.name,
      latency: median(latencies),
      latencies,
      worst: worstPlay?.worst,
      interactions: worstPlay?.interactions,
      errors,
    });
  }
} finally {
  await browser.close();
  await server.close();
}

const fmt = (v) => (Number.isFinite(v) ? String(Math.round(v)) : '-');
const rows = [
  ['Interaction', 'latency', 'spread', 'input delay', 'processing', 'presentation', '≤ 100 ms'],
];
for (const result of results) {
  const parts = result.worst;
  rows.push([
    result.name,
    result.latencies.length
      ? result.worst
        ? ms(result.latency)
        : `< ${THRESHOLD_MS} ms`
      : `error: ${result.errors[0]}`,
    spread(result.latencies, fmt),
    parts ? ms(parts.inputDelay) : '-',
    parts ? ms(parts.processing) : '-',
    parts ? ms(parts.presentation) : '-',
    result.latencies.length ? (result.latency <= INP_TARGET_MS ? 'yes' : 'NO') : 'NO',
  ]);
}
printTable(rows, {
  title: `Interaction latency (Event Timing) at ${CPU_SLOWDOWN}x CPU, median of ${RUNS} plays; parts of the slowest play`,
});
const measured = results.filter((r) => r.latencies.length);
const worst = measured.sort((a, b) => b.latency - a.latency)[0];
if (worst)
  console.log(`Worst: ${worst.name}, ${ms(worst.latency)} (target <= ${INP_TARGET_MS} ms each).`);
const failed = results.filter((r) => r.errors.length);
for (const result of failed)
  console.log(`${result.name}: ${result.errors.length} play(s) failed: ${result.errors[0]}`);
console.log(await machineLine());
if (process.env.BENCH_JSON) console.log(JSON.stringify(results));
