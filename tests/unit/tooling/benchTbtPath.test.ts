import { describe, expect, it } from 'vitest';
import { blockingAfter, taskKind } from '../../bench/lib/tbt-path.mjs';

describe('the blocking-time table of the benchmarks', () => {
  it('counts what a task adds after the first paint as Lighthouse does', () => {
    // Wholly before the paint, or short after it: nothing.
    expect(blockingAfter(100, 300, 400)).toBe(0);
    expect(blockingAfter(500, 549, 400)).toBe(0);
    // Over 50 ms after the paint: the part over 50.
    expect(blockingAfter(500, 580, 400)).toBe(30);
    // Across the paint: only its part after the paint counts.
    expect(blockingAfter(350, 480, 400)).toBe(30);
    expect(blockingAfter(350, 440, 400)).toBe(0);
    // After the page is interactive: nothing; across it: its part before.
    expect(blockingAfter(900, 1000, 400, 800)).toBe(0);
    expect(blockingAfter(700, 900, 400, 800)).toBe(50);
  });

  it('names a task by the events inside it', () => {
    const events = (...names: string[]) => names.map((name) => ({ name, dur: 1000 }));
    expect(taskKind(events('DocumentLoader::CommitNavigation', 'ParseHTML'))).toBe(
      'navigation commit (browser)',
    );
    expect(taskKind(events('ParseHTML', 'EvaluateScript'))).toBe('HTML parse and inline script');
    expect(taskKind(events('UpdateLayoutTree', 'Layout', 'Paint'))).toBe('style, layout and paint');
    expect(
      taskKind([
        { name: 'v8.evaluateModule', dur: 1000 },
        { name: 'EvaluateScript', args: { data: { url: 'http://x/shop/assets/app-1.js' } } },
      ]),
    ).toBe('module evaluation (app-1.js)');
    expect(taskKind(events('RunMicrotasks'))).toBe('promise callbacks');
    expect(taskKind(events('V8.GC_HEAP_ENSURE_SWEEPING_COMPLETED'))).toBe(
      'browser task (no page work)',
    );
  });
});
