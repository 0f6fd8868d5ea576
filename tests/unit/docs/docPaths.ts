/**
 * The repository paths a markdown document names, and whether each exists.
 *
 * What counts as a path:
 * - a word that starts with a top folder of the repository (`src/`, `tests/`, `stories/`,
 *   `deploy/`, `docs/`, `public/`, `eslint-rules/`, `.storybook/`, `.ci/`), anywhere in the text;
 * - in inline code, a file name with an extension (`vite.config.ts`: a top-level file, or one
 *   beside the document) and a file under a layer of src written without `src/`
 *   (`features/data/cache.ts`, `pages/index/index.tsx`);
 * - the target of a markdown link that is neither an address nor an anchor (resolved from the
 *   document's folder), and an anchor of the document itself, which must be one of its headings;
 * - in the code-organisation block (a fenced block of `folder/  description` entries), each entry's
 *   folder, and every folder (`early/`) or file (`boot.ts`) its description names, resolved in the
 *   entry's folder and in the folders whose parentheses it sits in (`db/ (seed/: …)`).
 *
 * Addresses, API paths (`/api/iot/simInfo`), route paths (`pages/iot/index/index`), absolute
 * machine paths and chunk names are not repository paths. Paths under what `.gitignore` names
 * (`dist/`, `tests/.results/`) are build output and are skipped. `<area>`, `*` and `**` match
 * any name.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

export interface Mention {
  /** The path as written. */
  text: string;
  /** The repository paths it may stand for (relative, `/`-separated); one must exist. */
  candidates: string[];
  /** 1-based line in the document. */
  line: number;
}

const ROOTS = [
  'src',
  'tests',
  'stories',
  'deploy',
  'docs',
  'public',
  'eslint-rules',
  '.storybook',
  '.ci',
];
const LAYERS = [
  ...['app', 'api', 'components', 'domain', 'features', 'i18n', 'lib', 'mocks', 'pages'],
  ...['router', 'stores', 'sw', 'theme'],
];
const EXTENSIONS = 'ts|tsx|js|mjs|cjs|mts|json|html|md|mdx|conf|css|yml|yaml|png';
/** Files the build writes and the web server serves, named by their served name. */
const SERVED = new Set(['sw.js']);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const rootWord = new RegExp(
  `(?<![\\w./:@~-])(?:${ROOTS.map(escape).join('|')})/[\\w.\\-/*<>]*`,
  'g',
);
const fileName = new RegExp(`^[\\w-]+(?:\\.[\\w-]+)*\\.(?:${EXTENSIONS})$`);
const layerPath = new RegExp(`^(?:${LAYERS.join('|')})/[\\w.\\-/<>*]+\\.(?:${EXTENSIONS})$`);

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The text with fenced blocks blanked out (line breaks kept, so line numbers stay right). */
function withoutFences(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) =>
    block.replace(/[^\n]/g, ' '),
  );
}

/** GitHub's anchor for a heading. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function trimWord(word: string): string {
  return word.replace(/[.,;:]+$/, '');
}

/** Paths named by the code-organisation block that follows `heading`, or undefined without one. */
function blockMentions(text: string, heading: string): Mention[] | undefined {
  const at = text.search(new RegExp(`^${escape(heading)}$`, 'm'));
  if (at < 0) return undefined;
  const open = text.indexOf('\n```', at);
  if (open < 0) return undefined;
  const start = text.indexOf('\n', open + 1) + 1;
  const end = text.indexOf('\n```', start);
  const lines = text.slice(start, end).split('\n');
  const firstLine = lineAt(text, start);
  const mentions: Mention[] = [];
  let folder = '';
  let scopes: { name: string; depth: number }[] = [];
  let depth = 0;
  lines.forEach((row, i) => {
    const line = firstLine + i;
    let body = row;
    const entry = /^(\S+\/)\s+(.*)$/.exec(row);
    if (entry) {
      folder = entry[1];
      body = entry[2];
      scopes = [];
      depth = 0;
      mentions.push({ text: folder, candidates: [folder], line });
    }
    for (const match of body.matchAll(/[\w.\-/<>*]+|[()]/g)) {
      const word = trimWord(match[0]);
      if (word === '(') {
        depth++;
        continue;
      }
      if (word === ')') {
        scopes = scopes.filter((scope) => scope.depth < depth);
        depth = Math.max(0, depth - 1);
        continue;
      }
      const named = word.endsWith('/') || fileName.test(word.split('/').pop() ?? '');
      if (!named || ROOTS.some((root) => word.startsWith(`${root}/`))) continue;
      const after = body.slice((match.index ?? 0) + match[0].length);
      const inside = scopes.map((scope) => scope.name);
      const candidates = inside.map((_, n) => folder + inside.slice(0, inside.length - n).join(''));
      mentions.push({
        text: word,
        candidates: [...candidates, folder].map((base) => posix.join(base, word)),
        line,
      });
      if (word.endsWith('/') && /^\s*\(/.test(after)) scopes.push({ name: word, depth: depth + 1 });
    }
  });
  return mentions;
}

/**
 * The repository paths `markdown` names. `docDir` is the document's folder, relative to the
 * repository (`''` for the top); `blockHeading` names the heading above a code-organisation block.
 */
export function namedPaths(markdown: string, docDir: string, blockHeading?: string): Mention[] {
  const mentions: Mention[] = [];
  const prose = withoutFences(markdown);
  const add = (text: string, candidates: string[], index: number) =>
    mentions.push({ text, candidates, line: lineAt(markdown, index) });

  for (const match of markdown.matchAll(rootWord)) {
    const word = trimWord(match[0]);
    add(word, [word], match.index ?? 0);
  }

  for (const match of prose.matchAll(/`([^`\n]+)`/g)) {
    for (const token of match[1].split(/\s+/)) {
      const word = trimWord(token);
      if (fileName.test(word) && !SERVED.has(word)) {
        add(word, [word, posix.join(docDir, word)], match.index ?? 0);
      } else if (layerPath.test(word)) {
        add(word, [`src/${word}`, `src/pages/${word}`], match.index ?? 0);
      }
    }
  }

  const headings = new Set(
    [...prose.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => `#${slug(match[1])}`),
  );
  for (const match of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1];
    if (/^[a-z][a-z\d+.-]*:/i.test(target)) continue;
    if (target.startsWith('#')) {
      // An anchor of this document: a heading it does not have is reported as a missing path.
      if (!headings.has(target)) add(target, [target], match.index ?? 0);
      continue;
    }
    const [file, anchor] = decodeURI(target).split('#');
    // An anchor into another Markdown document must name one of its headings.
    const inMarkdown = anchor !== undefined && file.endsWith('.md');
    add(target, [posix.join(docDir, file) + (inMarkdown ? `#${anchor}` : '')], match.index ?? 0);
  }

  if (blockHeading !== undefined) {
    const block = blockMentions(markdown, blockHeading);
    if (!block) throw new Error(`no code block under "${blockHeading}"`);
    mentions.push(...block);
  }

  const seen = new Set<string>();
  return mentions
    .filter(({ text, line }) => !seen.has(`${line} ${text}`) && seen.add(`${line} ${text}`))
    .sort((a, b) => a.line - b.line);
}

/** Folders and files `.gitignore` names: build output, never in a fresh clone. */
function ignored(root: string): string[] {
  const file = join(root, '.gitignore');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/^\/|\/$/g, ''))
    .filter((line) => line && !line.startsWith('#') && !/[*?[!]/.test(line));
}

function walk(root: string, dir = ''): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === '.git' || entry.name === 'node_modules') return [];
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    return entry.isDirectory() ? [`${path}/`, ...walk(root, path)] : [path];
  });
}

function patternOf(path: string): RegExp {
  let source = '';
  for (let i = 0; i < path.length; i++) {
    if (path.startsWith('**/', i)) {
      source += '(?:.*/)?';
      i += 2;
    } else if (path[i] === '*') source += '[^/]*';
    else if (path[i] === '<') {
      i = path.indexOf('>', i);
      source += '[^/]+';
    } else source += escape(path[i]);
  }
  return new RegExp(`^${source}/?$`);
}

/** Checks mentions against the files and folders under `root`. */
export function checker(root: string) {
  const skipped = ignored(root);
  let all: string[] | undefined;
  const exists = (path: string) => {
    const [file, anchor] = path.split('#');
    if (anchor !== undefined) {
      // An anchor of the document itself was checked where it was read.
      if (!file || !existsSync(join(root, file))) return false;
      const prose = withoutFences(readFileSync(join(root, file), 'utf8'));
      return [...prose.matchAll(/^#{1,6}\s+(.+)$/gm)].some((match) => slug(match[1]) === anchor);
    }
    if (!/[*<]/.test(path)) return existsSync(join(root, path));
    all ??= walk(root);
    const pattern = patternOf(path.replace(/\/$/, ''));
    return all.some((file) => pattern.test(file.replace(/\/$/, '')));
  };
  const generated = (path: string) =>
    skipped.some((entry) => path === entry || path.startsWith(`${entry}/`));
  return {
    /** The mentions whose paths exist nowhere (build output aside). */
    missing(mentions: Mention[]): Mention[] {
      return mentions.filter(
        ({ candidates }) => !candidates.some(generated) && !candidates.some((path) => exists(path)),
      );
    },
  };
}

/** A document's text and folder, read from the repository. */
export function readDoc(root: string, path: string) {
  const dir = posix.dirname(path);
  return { text: readFileSync(join(root, path), 'utf8'), dir: dir === '.' ? '' : dir };
}

/** The sections of docs/requirements.md a text cites ("docs/requirements.md sections 3 and 7"). */
export function citedSections(text: string): { section: number; line: number }[] {
  const cited: { section: number; line: number }[] = [];
  const citation = /docs\/requirements\.md\s+sections?\s+(\d+(?:(?:,\s*|\s+and\s+)\d+)*)/g;
  for (const match of text.matchAll(citation)) {
    const line = lineAt(text, match.index ?? 0);
    for (const number of match[1].match(/\d+/g) ?? [])
      cited.push({ section: Number(number), line });
  }
  return cited;
}

/** The numbered sections a document has: a heading `## N. Title` gives N. */
export function numberedSections(markdown: string): Set<number> {
  return new Set([...markdown.matchAll(/^##\s+(\d+)\.\s/gm)].map((match) => Number(match[1])));
}
