import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Storybook compiles MDX docs pages without GitHub-style markdown (no remark-gfm), so a
// `| a | b |` table in one is shown as its raw text; its tables are written as HTML tables.
const root = path.resolve(import.meta.dirname, '../../..');
const DELIMITER_ROW = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)+\|?\s*$/;

/** The lines of a file that would start a GitHub-style table (its `| --- | --- |` row). */
function markdownTableRows(file: string): string[] {
  return readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .filter((line) => DELIMITER_ROW.test(line));
}

/** Every MDX docs page under stories/, as paths from the repository's root. */
function mdxPages(dir = 'stories'): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : mdxPages(file);
    return entry.name.endsWith('.mdx') ? [file] : [];
  });
}

describe('tables in MDX docs pages', () => {
  it('recognises a GitHub-style table row', () => {
    expect(DELIMITER_ROW.test('| --------- | ------ |')).toBe(true);
    expect(DELIMITER_ROW.test('|:---|---:|')).toBe(true);
    expect(DELIMITER_ROW.test('---')).toBe(false);
    expect(DELIMITER_ROW.test('<td>-1</td>')).toBe(false);
  });

  it('"About the catalogue" has no markdown table, which would show as raw text', () => {
    const page = 'stories/pages/catalogue/PageCatalogue.mdx';
    expect(markdownTableRows(page)).toEqual([]);
    expect(readFileSync(path.join(root, page), 'utf8')).toContain('<th>what you should see</th>');
  });

  it('no MDX docs page has a markdown table', () => {
    const pages = mdxPages();
    expect(pages).toContain('stories/iot/home/LayoutPlayground.mdx');
    const withTables = pages.filter((page) => markdownTableRows(page).length > 0);
    expect(withTables).toEqual([]);
  });
});
