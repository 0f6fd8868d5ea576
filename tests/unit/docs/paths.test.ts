import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checker,
  citedSections,
  namedPaths,
  numberedSections,
  readDoc,
  slug,
  type Mention,
} from './docPaths';

const root = join(import.meta.dirname, '../../..');
const ORGANISATION = '## How the code is organised';

/** The documentation pages under docs/ (the generated API document aside). */
const DOC_PAGES = readdirSync(join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`)
  .sort();
/** The heading of the full code map in docs/architecture.md. */
const FULL_MAP = '## The code map';

/** The documents held to the tree, with the heading of their code-organisation block. */
const DOCS: { path: string; block?: string }[] = [
  { path: 'README.md', block: ORGANISATION },
  { path: 'tests/bench/README.md' },
  { path: 'tests/bench/RESULTS.md' },
  ...DOC_PAGES.map((path) => ({
    path,
    block: path === 'docs/architecture.md' ? FULL_MAP : undefined,
  })),
];

const show = (doc: string, mentions: Mention[]) =>
  mentions.map(({ text, line }) => `${doc}:${line}: ${text}`);

describe('documents name only files and folders that exist', () => {
  const check = checker(root);

  for (const { path, block } of DOCS) {
    it(path, () => {
      const { text, dir } = readDoc(root, path);
      const mentions = namedPaths(text, dir, block);
      expect(mentions.length, 'paths found in the document').toBeGreaterThan(0);
      expect(show(path, check.missing(mentions))).toEqual([]);
    });
  }

  it('reads the README’s organisation block entry by entry', () => {
    const { text, dir } = readDoc(root, 'README.md');
    const named = namedPaths(text, dir, ORGANISATION).map((mention) => mention.candidates[0]);
    for (const folder of ['src/app/', 'src/router/', 'src/features/', 'stories/', 'deploy/']) {
      expect(named).toContain(folder);
    }
    expect(named).toContain('src/app/boot.ts');
    expect(named).toContain('src/features/data/cache.ts');
  });
});

describe('the README is the newcomer’s page', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');

  it('stays under 200 lines', () => {
    expect(readme.split('\n').length).toBeLessThan(200);
  });

  it('links every page under docs/', () => {
    expect(DOC_PAGES).toEqual(
      expect.arrayContaining(['docs/requirements.md', 'docs/architecture.md']),
    );
    const linked = [...readme.matchAll(/\]\(([^)#\s]+)/g)].map((match) => match[1]);
    expect(DOC_PAGES.filter((page) => !linked.includes(page))).toEqual([]);
  });
});

describe('citations of docs/requirements.md', () => {
  const sections = numberedSections(readFileSync(join(root, 'docs/requirements.md'), 'utf8'));
  const sourceFile = /\.(?:ts|tsx|mts|mjs|js|mdx)$/;
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : walk(path);
      return sourceFile.test(entry.name) ? [path] : [];
    });

  it('has the numbered sections the code cites', () => {
    expect([...sections]).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 7, 8, 9]));
  });

  it('names only sections that exist, in src, tests, stories and .storybook', () => {
    const files = ['src', 'tests', 'stories', '.storybook'].flatMap(walk);
    const cited = files.flatMap((file) =>
      citedSections(readFileSync(join(root, file), 'utf8')).map((at) => ({ file, ...at })),
    );
    expect(cited.length, 'citations found').toBeGreaterThan(50);
    const unknown = cited.filter(({ section }) => !sections.has(section));
    expect(unknown.map(({ file, line, section }) => `${file}:${line}: section ${section}`)).toEqual(
      [],
    );
  });

  it('is what comments cite, not a spec or a design note outside the repository', () => {
    const files = ['src', 'tests', 'stories', '.storybook'].flatMap(walk);
    const comment = /^\s*(?:\/\/|\/?\*|\{\/\*)/;
    const outside = /\bSPEC(?:\.md)?\s+(?:sections?\s+)?\d|\bdesign\.md\b/;
    const stale = files.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          comment.test(line) && outside.test(line) ? [`${file}:${i + 1}`] : [],
        ),
    );
    expect(stale).toEqual([]);
  });

  it('reads single, listed and paired citations', () => {
    const text = [
      '// docs/requirements.md section 8: the toast',
      '/** (docs/requirements.md sections 3, 4) and docs/requirements.md sections 5 and 9 */',
    ].join('\n');
    expect(citedSections(text)).toEqual([
      { section: 8, line: 1 },
      { section: 3, line: 2 },
      { section: 4, line: 2 },
      { section: 5, line: 2 },
      { section: 9, line: 2 },
    ]);
    expect([
      ...numberedSections('# T\n\n## 3. Kept\n\n## 12. Later\n### 4. Not a section'),
    ]).toEqual([3, 12]);
  });
});

describe('namedPaths', () => {
  const dir = mkdtempSync(join(tmpdir(), 'doc-paths-'));
  const files = [
    '.gitignore',
    'vite.config.ts',
    'src/app/boot.ts',
    'src/features/data/cache.ts',
    'src/mocks/db/seed/cards.ts',
    'src/pages/pages/index/index.tsx',
    'stories/ui/__screenshots__/a.png',
    'tests/bench/README.md',
  ];
  for (const file of files) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    writeFileSync(join(dir, file), file === '.gitignore' ? 'dist\ntests/.results\n*.log\n' : '');
  }
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const missing = (markdown: string, docDir = '', block?: string) =>
    checker(dir)
      .missing(namedPaths(markdown, docDir, block))
      .map((mention) => mention.text);

  it('checks paths from the top folders, in prose, inline code and links', () => {
    const text = [
      '# Title',
      'The entry is `src/app/boot.ts`; src/app/main.tsx starts it, and see',
      '[the bench](tests/bench/README.md) and [gone](tests/bench/GONE.md).',
      'Config in `vite.config.ts` and `rollup.config.ts`; old `features/media/warmImage.ts`,',
      'current `features/data/cache.ts` and `pages/index/index.tsx`.',
      'Baselines in `stories/**/__screenshots__/`, features in `src/features/<area>/`.',
    ].join('\n');
    expect(missing(text)).toEqual([
      'src/app/main.tsx',
      'tests/bench/GONE.md',
      'rollup.config.ts',
      'features/media/warmImage.ts',
    ]);
  });

  it('leaves out addresses, API and route paths, machine paths and build output', () => {
    const text = [
      '# Title',
      'Open `http://localhost:5173/shop/` or https://example.com/src/x.ts, call',
      '`POST /api/iot/simInfo`, search for `pages/iot/index/index`, run `/usr/bin/chromium`,',
      'read `tests/.results/bench/x.json` and `dist/`, the chunk `assets/first-calls-*.js`,',
      'and the worker `sw.js`.',
    ].join('\n');
    expect(missing(text)).toEqual([]);
  });

  it('checks anchors into other Markdown documents against their headings', () => {
    writeFileSync(join(dir, 'tests/bench/README.md'), '# Bench\n\n## Size budget\n');
    expect(
      missing('[a](tests/bench/README.md#size-budget), [b](tests/bench/README.md#gone)'),
    ).toEqual(['tests/bench/README.md#gone']);
    expect(missing('[c](../../vite.config.ts#L3)', 'tests/bench')).toEqual([]);
    writeFileSync(join(dir, 'tests/bench/README.md'), '');
  });

  it('resolves links and file names from the document’s folder', () => {
    expect(missing('[top](../../vite.config.ts), [here](README.md)', 'tests/bench')).toEqual([]);
    expect(missing('[here](README.md)')).toEqual(['README.md']);
  });

  it('checks anchors against the document’s headings', () => {
    const text = '## How it works\n\nSee [above](#how-it-works) and [gone](#nothing).';
    expect(missing(text)).toEqual(['#nothing']);
    expect(slug('Storybook for designers and operators')).toBe(
      'storybook-for-designers-and-operators',
    );
  });

  it('reads an organisation block entry by entry, within parentheses', () => {
    const text = [
      '## Layout',
      '',
      '```',
      'src/app/          the wiring: boot.ts (the entry), main.tsx, early/ (calls),',
      '                  loading/error/empty frames',
      'src/mocks/        db/ (seed/: the catalogues; state.ts), handlers/',
      'src/pages/        pages/index/index.tsx',
      'src/features/     data/ (cache.ts), media/ (warmImage.ts)',
      '```',
    ].join('\n');
    expect(missing(text, '', '## Layout')).toEqual([
      'main.tsx',
      'early/',
      'state.ts',
      'handlers/',
      'media/',
      'warmImage.ts',
    ]);
    expect(() => namedPaths(text, '', '## Elsewhere')).toThrow();
  });
});
