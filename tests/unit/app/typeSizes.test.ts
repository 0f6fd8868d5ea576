import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_TYPE, warmTypeSizes } from '@/app/firstPaint/typeSizes';
import { LANDINGS } from '@/app/firstPaint/landing';

afterEach(() => document.documentElement.removeAttribute('data-landing'));

/** The hidden lines in the document now, as "size weight". */
const lines = () =>
  [...document.body.querySelectorAll('div[aria-hidden="true"] > span')].map(
    (span) => `${(span as HTMLElement).style.fontSize} ${(span as HTMLElement).style.fontWeight}`,
  );

describe("warming the first screen's type sizes", () => {
  it('lays out one line per size of the landing, one a task, and leaves nothing behind', async () => {
    document.documentElement.setAttribute('data-landing', 'iot zh-Hans');
    const done = warmTypeSizes();
    // Nothing in the task that asked: the first line comes in a task of its own.
    expect(lines()).toEqual([]);
    // Each task's additions reach the observer on their own: one line a task.
    const perTask: number[] = [];
    const watcher = new MutationObserver((records) => {
      const added = records.flatMap((record) => [...record.addedNodes]);
      const spans = added.filter((node) => node.nodeName === 'SPAN').length;
      if (spans) perTask.push(spans);
    });
    watcher.observe(document.body, { childList: true, subtree: true });
    await done;
    watcher.disconnect();
    expect(perTask).toEqual(FIRST_SCREEN_TYPE.iot!.map(() => 1));
    expect(lines()).toEqual([]);
    expect(document.body.querySelector('div[aria-hidden="true"]')).toBeNull();
  });

  it('sizes its lines in rem from the design sizes, so they follow the root size', async () => {
    document.documentElement.setAttribute('data-landing', 'home en');
    const sizes: string[] = [];
    const watcher = new MutationObserver(() => sizes.push(...lines()));
    watcher.observe(document.body, { childList: true, subtree: true });
    await warmTypeSizes();
    watcher.disconnect();
    // 24 rpx at weight 600: 0.0320 of the design width, in rem of a 320 px root.
    expect(sizes).toContain('1.024rem 600');
  });

  it('does nothing on a page without a first screen of its own', async () => {
    for (const attribute of [null, 'page en', 'nonsense']) {
      if (attribute) document.documentElement.setAttribute('data-landing', attribute);
      await warmTypeSizes();
      expect(document.body.children.length).toBe(0);
    }
  });

  it('names only landing kinds the first screen knows', () => {
    for (const landing of Object.keys(FIRST_SCREEN_TYPE))
      expect(LANDINGS as readonly string[]).toContain(landing);
  });
});
