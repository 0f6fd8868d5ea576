// Reads a Chromium performance trace (the JSON of `browser.startTracing`) and lists the main
// thread's long tasks of one page load, each with what it was made of: the scripts it evaluated
// (by file), the functions it called (by file and name), style, layout, paint, parsing and garbage
// collection, by self time.

/** A task is long from this duration on (the Long Tasks API's and Lighthouse's threshold). */
export const LONG_TASK_MS = 50;

/** The events whose self time is attributed, with a short label. */
const KINDS = {
  EvaluateScript: 'evaluate',
  'v8.evaluateModule': 'evaluate module',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile module',
  'V8.CompileCode': 'compile',
  'v8.produceModuleCache': 'code cache',
  FunctionCall: 'call',
  TimerFire: 'timer',
  FireAnimationFrame: 'animation frame',
  EventDispatch: 'event',
  RunMicrotasks: 'microtasks',
  'v8.runMicrotasks': 'microtasks',
  XHRReadyStateChange: 'xhr',
  XHRLoad: 'xhr',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  UpdateLayer: 'paint',
  'Document::updateStyleAndLayout': 'style',
  MinorGC: 'GC',
  MajorGC: 'GC',
  'V8.GC_SCAVENGER': 'GC',
  'V8.GC_MARK_COMPACTOR': 'GC',
  BlinkGC: 'GC',
  'ThreadState::performIdleLazySweep': 'GC',
  HitTest: 'hit test',
  ScheduleStyleRecalculation: null,
  'v8.callFunction': 'call',
  'V8.Execute': 'script',
};

const fileOf = (url) => {
  if (!url) return '';
  try {
    const { pathname } = new URL(url);
    return pathname.split('/').pop() || pathname;
  } catch {
    return String(url).split('/').pop();
  }
};

/** A label of an event: its kind and, for scripts, the file (and function) it ran. */
function label(event) {
  const kind = KINDS[event.name] ?? event.name;
  const data = event.args?.data ?? event.args?.beginData ?? {};
  if (event.name === 'EvaluateScript' || event.name === 'v8.compile')
    return `${kind} ${fileOf(data.url) || '(inline)'}`;
  if (event.name === 'v8.evaluateModule' || event.name === 'v8.compileModule')
    return `${kind} ${fileOf(event.args?.fileName ?? data.url) || '?'}`;
  if (event.name === 'FunctionCall' || event.name === 'v8.callFunction') {
    const name = data.functionName || '(anonymous)';
    return `call ${fileOf(data.url) || '?'} ${name}`;
  }
  if (event.name === 'EventDispatch') return `event ${data.type ?? ''}`.trim();
  if (event.name === 'TimerFire') return 'timer';
  return kind;
}

/**
 * The renderer main thread of the traced page: the CrRendererMain thread that parsed HTML, in a
 * process that loaded an address of `origin` (the browser's own pages have renderers too).
 */
function mainThread(events, origin) {
  const ours = new Set();
  for (const e of events) {
    const data = e.args?.data ?? e.args?.beginData ?? {};
    const url = data.documentLoaderURL ?? data.url ?? '';
    if (origin && typeof url === 'string' && url.startsWith(origin)) ours.add(String(e.pid));
  }
  const names = new Map();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      if (!origin || ours.has(String(e.pid))) names.set(`${e.pid}:${e.tid}`, true);
  }
  const counts = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (!names.has(key)) continue;
    if (e.name === 'ParseHTML' || e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule')
      counts.set(key, (counts.get(key) ?? 0) + (e.dur ?? 1));
  }
  let best;
  for (const [key, count] of counts) if (!best || count > counts.get(best)) best = key;
  return best;
}

/**
 * The long tasks of a trace from the page's navigation start until `untilMs` after it, on the
 * main thread of the page loaded from `origin` (e.g. http://127.0.0.1:4191), each as
 * { start, duration, parts: [[label, self ms], …] } (ms, relative to the navigation start).
 */
export function longTasks(trace, { untilMs = Infinity, threshold = LONG_TASK_MS, origin } = {}) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const thread = mainThread(events, origin);
  if (!thread) return { tasks: [], error: 'no renderer main thread in the trace' };
  const own = events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && e.dur);
  // The navigation start: the page's `navigationStart` mark on that process (the last one, which
  // is the measured load after about:blank).
  const marks = events.filter(
    (e) =>
      e.name === 'navigationStart' &&
      String(e.pid) === thread.split(':')[0] &&
      (e.args?.data?.documentLoaderURL ?? '').startsWith('http'),
  );
  const start = marks.length
    ? Math.max(...marks.map((e) => e.ts))
    : Math.min(...own.map((e) => e.ts));
  // The outermost task events only (the scheduler's task wraps the thread's own).
  const candidates = own
    .filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
    .filter((e) => e.ts >= start && (e.ts - start) / 1000 <= untilMs)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  for (const event of candidates) {
    const outer = tasks.at(-1);
    if (outer && event.ts < outer.ts + outer.dur) continue;
    tasks.push(event);
  }
  const samples = cpuSamples(events, thread);
  const longOnes = tasks.filter((e) => e.dur / 1000 > threshold);
  const result = longOnes.map((task) => {
    const end = task.ts + task.dur;
    const inside = own
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end && e.name !== 'RunTask')
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    // Self time: each event's duration less that of the events directly inside it.
    const self = new Map();
    const stack = [];
    for (const event of inside) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) parent.self -= event.dur;
      const entry = { ts: event.ts, dur: event.dur, self: event.dur, label: label(event) };
      stack.push(entry);
      self.set(entry, true);
    }
    const byLabel = new Map();
    let attributed = 0;
    for (const entry of self.keys()) {
      if (KINDS[entry.label] === null) continue;
      byLabel.set(entry.label, (byLabel.get(entry.label) ?? 0) + entry.self / 1000);
      attributed += entry.self / 1000;
    }
    const other = task.dur / 1000 - attributed;
    if (other > 1) byLabel.set('other (task itself)', other);
    const parts = [...byLabel].filter(([, value]) => value >= 1).sort((a, b) => b[1] - a[1]);
    return {
      start: (task.ts - start) / 1000,
      duration: task.dur / 1000,
      parts,
      scripts: scriptTime(samples, task.ts, end),
    };
  });
  // The first contentful paint of the same load, when the trace has it (category `loading`).
  const paints = events.filter(
    (e) =>
      e.name === 'firstContentfulPaint' && String(e.pid) === thread.split(':')[0] && e.ts >= start,
  );
  const firstPaint = paints.length ? (Math.min(...paints.map((e) => e.ts)) - start) / 1000 : null;
  return { tasks: result, firstPaint };
}

/**
 * The part of each task after the first paint, as Lighthouse's TBT counts it: a task that began
 * before the paint counts only from it. Tasks that ended before it are left out.
 */
export function afterFirstPaint(tasks, firstPaint) {
  if (firstPaint == null) return tasks;
  return tasks
    .filter((task) => task.start + task.duration > firstPaint)
    .map((task) =>
      task.start >= firstPaint
        ? task
        : { ...task, duration: task.start + task.duration - firstPaint, clipped: true },
    )
    .filter((task) => task.duration > LONG_TASK_MS);
}

/**
 * The CPU profile's samples of the thread, as { ts, frames } (frames: leaf first), from the
 * `ProfileChunk` events of the `disabled-by-default-v8.cpu_profiler` category.
 */
function cpuSamples(events, thread) {
  const [pid, tid] = thread.split(':');
  const nodes = new Map();
  const samples = [];
  const starts = new Map();
  for (const e of events) {
    // The profile of the main thread; its chunks come from the profiler's own thread.
    if (e.name === 'Profile' && String(e.pid) === pid && String(e.tid) === tid)
      starts.set(e.id, e.args?.data?.startTime);
  }
  const clocks = new Map();
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || String(e.pid) !== pid || !starts.has(e.id)) continue;
    const profile = e.args?.data?.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(node.id, node);
    let clock = clocks.get(e.id) ?? starts.get(e.id) ?? 0;
    const deltas = e.args?.data?.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, index) => {
      clock += deltas[index] ?? 0;
      samples.push({ ts: clock, id });
    });
    clocks.set(e.id, clock);
  }
  samples.sort((a, b) => a.ts - b.ts);
  return { nodes, samples };
}

/**
 * Time of the samples within [from, to] by script file and by function (the nearest frame with a
 * script address), largest first: [[label, ms], …].
 */
function scriptTime({ nodes, samples }, from, to) {
  const byFile = new Map();
  const byFunction = new Map();
  const inside = samples.filter((s) => s.ts >= from && s.ts <= to);
  inside.forEach((sample, index) => {
    const next = inside[index + 1]?.ts ?? to;
    const weight = Math.max(0, next - sample.ts) / 1000;
    let node = nodes.get(sample.id);
    const leaf = node?.callFrame?.functionName;
    while (node && !node.callFrame?.url) node = nodes.get(node.parent);
    if (!node) {
      if (leaf === '(garbage collector)')
        byFile.set('(garbage collector)', (byFile.get('(garbage collector)') ?? 0) + weight);
      return;
    }
    const file = fileOf(node.callFrame.url) || '(inline)';
    byFile.set(file, (byFile.get(file) ?? 0) + weight);
    const fn = `${file} ${node.callFrame.functionName || '(top level)'}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + weight);
  });
  const sorted = (map) => [...map].filter(([, v]) => v >= 1).sort((a, b) => b[1] - a[1]);
  return { files: sorted(byFile), functions: sorted(byFunction) };
}

/** Total blocking time of the tasks (the part of each over 50 ms). */
export const blockingTime = (tasks) =>
  tasks.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0);

/** The categories the trace needs. */
export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];
