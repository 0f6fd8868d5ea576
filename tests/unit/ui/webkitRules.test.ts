// Rules for Safari and WeChat on iPhones (WebKit) that a source scan can hold: the WebKit run
// (tests/webkit) shows the pages themselves.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../../../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return files(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every styled-components template of the app and its widgets, with where it is. */
function styledBlocks() {
  const blocks: { where: string; css: string }[] = [];
  for (const file of [...files(path.join(src, 'components')), ...files(path.join(src, 'app'))]) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/const (\w+) = styled[.(][^`]*`([\s\S]*?)`;/g)) {
      blocks.push({ where: `${path.relative(src, file)}: ${match[1]}`, css: match[2] });
    }
  }
  return blocks;
}

/** Scrollers of a page (not of a popup): scrolling past their end may move the page on. */
const PAGE_SCROLLERS = new Set([
  'components/ui/InfiniteList.tsx: Scroller',
  'components/iot/home/LayoutPlayground.tsx: Frame',
]);

describe('WebKit rules', () => {
  const blocks = styledBlocks();

  it('finds the styled blocks (the check can fail)', () => {
    expect(blocks.length).toBeGreaterThan(100);
  });

  it('a height of 100vh is followed by the dynamic 100dvh (Safari counts its toolbars in vh)', () => {
    const wrong = blocks
      .filter(({ css }) => /100vh/.test(css))
      .filter(({ css }) => {
        const vh = css.lastIndexOf('100vh');
        return css.indexOf('100dvh', vh) < 0;
      })
      .map(({ where }) => where);
    expect(wrong).toEqual([]);
    expect(blocks.some(({ css }) => /100dvh/.test(css))).toBe(true);
  });

  it('a scroll area inside a popup or dialog keeps its overscroll (no page scrolling behind it)', () => {
    const wrong = blocks
      .filter(({ css }) => /overflow(-y)?:\s*(auto|scroll)/.test(css))
      .filter(({ where }) => !PAGE_SCROLLERS.has(where))
      .filter(({ css }) => !/overscroll-behavior:\s*(contain|none)/.test(css))
      .map(({ where }) => where);
    expect(wrong).toEqual([]);
  });

  it('safe-area insets are read with env(), which needs viewport-fit=cover in index.html', () => {
    const uses = blocks.filter(({ css }) => /safe-area-inset/.test(css));
    expect(uses.length).toBeGreaterThan(0);
    for (const { css } of uses) expect(css).not.toMatch(/constant\(safe-area/);
    const html = readFileSync(path.resolve(src, '../index.html'), 'utf8');
    expect(html).toMatch(/<meta name="viewport" content="[^"]*viewport-fit=cover/);
  });
});
