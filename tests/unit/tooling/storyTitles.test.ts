import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import {
  AREA_TITLES,
  CATALOGUE_TITLE,
  LAYER_TITLES,
  widgetTitlePrefix,
} from '../../../stories/sidebar';

// The sidebar names the product's areas as a designer knows them (stories/sidebar.ts): each
// widget's stories file is titled under its area's name, the sidebar is ordered by those names,
// and every link between docs pages leads to an entry that exists. The page stories' titles are
// checked with their files (pageStories.test.ts).

const root = path.resolve(import.meta.dirname, '../../..');
const storiesDir = path.join(root, 'stories');

/** Files under stories/ ending in `suffix`, as paths from stories/ (baselines' folders skipped). */
function files(suffix: string, dir = ''): string[] {
  return readdirSync(path.join(storiesDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : files(suffix, file);
    return entry.name.endsWith(suffix) ? [file] : [];
  });
}

const read = (file: string) => readFileSync(path.join(storiesDir, file), 'utf8');
const titleOf = (text: string) => /^ {2}title: '([^']*)',$/m.exec(text)?.[1];

const storiesFiles = files('.stories.tsx');
const widgetFiles = storiesFiles.filter((file) => !file.startsWith('pages/'));
const mdxFiles = files('.mdx');

/** What a widget's stories file should be titled, or why it cannot be. */
function widgetTitleProblem(file: string, title: string | undefined): string | undefined {
  const prefix = widgetTitlePrefix(path.posix.dirname(file));
  if (!prefix) return 'its folder has no sidebar name in stories/sidebar.ts';
  if (!title?.startsWith(prefix) || title.slice(prefix.length).includes('/')) {
    return `titled ${title}, not ${prefix}<widget>`;
  }
  return undefined;
}

/** Every docs and story id the sidebar has, from the stories files and the MDX pages. */
function sidebarIds(): Set<string> {
  const ids = new Set<string>();
  const titles = new Map<string, string>();
  for (const file of storiesFiles) {
    const text = read(file);
    const title = titleOf(text);
    if (!title) continue;
    titles.set(file.replace(/\.tsx$/, ''), title);
    ids.add(toId(title, 'docs'));
    for (const [, name] of text.matchAll(/^export const (\w+)/gm)) {
      ids.add(toId(title, storyNameFromExport(name)));
    }
  }
  for (const file of mdxFiles) {
    const text = read(file);
    const byTitle = /<Meta title="([^"]+)"/.exec(text);
    if (byTitle) ids.add(toId(byTitle[1], 'docs'));
    const of = /<Meta of=\{(\w+)\}(?: name="([^"]+)")?/.exec(text);
    if (!of) continue;
    const from = new RegExp(`import \\* as ${of[1]} from '([^']+)'`).exec(text)?.[1];
    const imported = from && path.posix.join(path.posix.dirname(file), from);
    const title = imported ? titles.get(imported) : undefined;
    if (title) ids.add(toId(title, of[2] ?? 'docs'));
  }
  return ids;
}

describe('sidebar names', () => {
  it("each widget's stories file is titled under its area's or layer's sidebar name", () => {
    expect(widgetFiles.length).toBeGreaterThan(0);
    const wrong = widgetFiles.flatMap((file) => {
      const problem = widgetTitleProblem(file, titleOf(read(file)));
      return problem ? [`${file}: ${problem}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('the sidebar has no code name at its top level', () => {
    const names = new Set([...Object.values(AREA_TITLES), ...Object.values(LAYER_TITLES)]);
    const titles = [
      ...storiesFiles.map((file) => titleOf(read(file))),
      ...mdxFiles.map((file) => /<Meta title="([^"]+)"/.exec(read(file))?.[1]),
    ].filter((title): title is string => title !== undefined);
    expect(titles.filter((title) => !names.has(title.split('/')[0]!))).toEqual([]);
    expect(titles).toContain(CATALOGUE_TITLE);
  });

  it("the sidebar's order lists every top-level name", () => {
    const preview = readFileSync(path.join(root, '.storybook/preview.tsx'), 'utf8');
    const order = /storySort: \{\s*order: \[([\s\S]*?)\n {8}\],/.exec(preview)?.[1] ?? '';
    const listed = [...order.matchAll(/^ {10}'([^']+)',$/gm)].map((match) => match[1]);
    expect(listed.sort()).toEqual(
      [...Object.values(AREA_TITLES), ...Object.values(LAYER_TITLES)].sort(),
    );
  });

  it('every link of a docs page to the sidebar leads to an entry that exists', () => {
    const ids = sidebarIds();
    const links = mdxFiles.flatMap((file) =>
      [...read(file).matchAll(/\?path=\/(?:docs|story)\/([\w-]+)/g)].map((match) => ({
        file,
        id: match[1]!,
      })),
    );
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !ids.has(link.id))).toEqual([]);
  });

  it('the checks can fail', () => {
    expect(widgetTitleProblem('iot/home/FlowCard.stories.tsx', 'iot/home/FlowCard')).toBeDefined();
    expect(widgetTitleProblem('iot/FlowCard.stories.tsx', 'Card/Widgets/Home/FlowCard')).toBe(
      'titled Card/Widgets/Home/FlowCard, not Card/Widgets/<widget>',
    );
    expect(widgetTitleProblem('iot/other/A.stories.tsx', 'Card/Widgets/A')).toBeDefined();
    expect(widgetTitleProblem('ui/Button.stories.tsx', 'UI kit/Button')).toBeUndefined();
    expect(sidebarIds().has('iot-home-flowcard--docs')).toBe(false);
    expect(sidebarIds().has('card-widgets-home-flowcard--docs')).toBe(true);
  });
});
