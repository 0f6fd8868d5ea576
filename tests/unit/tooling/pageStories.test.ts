import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/router/routes';
import { pageTitleOf } from '../../../stories/sidebar';

// Every page of the route table has one stories file at its spec path under stories/pages
// (stories/pages/pages/iot/index/index.stories.tsx for pages/iot/index/index), holding its page
// tests and its four catalogue states; no stories file there is left without its page.

const pagesDir = path.resolve(import.meta.dirname, '../../../stories/pages');

/** The stories files under a folder (the baselines' folders are named like them: skipped). */
function storiesFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : storiesFiles(full);
    return entry.name.endsWith('.stories.tsx') ? [full] : [];
  });
}

/** The spec path a stories file under stories/pages stands for. */
const pathOf = (file: string) =>
  path
    .relative(pagesDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.stories\.tsx$/, '');

const pageFiles = readdirSync(pagesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('pages'))
  .flatMap((entry) => storiesFiles(path.join(pagesDir, entry.name)));

describe('page stories files', () => {
  it('every page of the route table has stories/pages/<its path>.stories.tsx', () => {
    const missing = routes
      .map((route) => route.path)
      .filter((page) => !existsSync(path.join(pagesDir, `${page}.stories.tsx`)));
    expect(missing).toEqual([]);
  });

  it('every stories file under stories/pages/pages*/ is the file of a page of the route table', () => {
    const pages = new Set(routes.map((route) => route.path));
    expect(pageFiles.map(pathOf).filter((page) => !pages.has(page))).toEqual([]);
  });

  it('each is titled by its path and shows the four catalogue states, tagged as the catalogue', () => {
    const wrong = pageFiles.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const problems: string[] = [];
      if (!text.includes(`title: '${pageTitleOf(pathOf(file))}',`)) problems.push('title');
      for (const state of ['Filled', 'Loading', 'Empty', 'Error']) {
        const story = new RegExp(
          `export const Catalogue${state}: Story = \\{[^}]*tags: \\['!test', 'catalogue'\\],\\s*\\};`,
        );
        if (!story.test(text)) problems.push(`Catalogue${state}`);
      }
      return problems.map((problem) => `${pathOf(file)}: ${problem}`);
    });
    expect(wrong).toEqual([]);
  });
});
