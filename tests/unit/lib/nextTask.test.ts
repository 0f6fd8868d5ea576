import { describe, expect, it } from 'vitest';
import { nextTask } from '@/lib/nextTask';

describe('nextTask', () => {
  it('settles in a later task, after the current one has run its microtasks', async () => {
    const order: string[] = [];
    const settled = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['microtask']);
    await settled;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it('settles once per call', async () => {
    const results = await Promise.all([nextTask(), nextTask(), nextTask()]);
    expect(results).toEqual([undefined, undefined, undefined]);
  });
});
