import fs from 'node:fs';
import path from 'node:path';
import { LANDING_PATTERNS, type Landing } from './landing.ts';

/** What the build's chunking callbacks can ask about a module. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The area of the app a route path belongs to, as far as chunking goes. */
const CARD_AREA = /^pages(?:-sub)?\/(?:iot|wifi|ltAuth)\//;
const areaOf = (routePath: string) => (CARD_AREA.test(routePath) ? 'card' : 'shop');

/**
 * The landing pages whose first screen needs many modules of their own, and their area: the number
 * lists and the card home. (The home's modules are the first load; the tab pages are small and
 * share most of theirs with pages all over the app.)
 */
export const GROUPED_LANDINGS: ReadonlyMap<Landing, 'shop' | 'card'> = new Map([
  ['numbers', 'shop'],
  ['iot', 'card'],
]);

/**
 * Modules outside src/pages that a grouped landing page waits for, by landing kind (relative to
 * src): a layout preview link draws the card home inside the preview gate.
 */
const LANDING_EXTRAS: Partial<Record<Landing, readonly string[]>> = {
  iot: ['app/PreviewGate.tsx'],
};

const MESSAGES = /[\\/]i18n[\\/]locales[\\/]/;

/** Every route module (`src/pages/<path>.tsx`, as src/router/table imports them) by route path. */
function routeModules(srcDir: string): Map<string, string> {
  const pagesDir = path.join(srcDir, 'pages');
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        found.set(
          path
            .relative(pagesDir, file)
            .replace(/\\/g, '/')
            .replace(/\.tsx?$/, ''),
          file,
        );
      }
    }
  };
  walk(pagesDir);
  return found;
}

/**
 * Our own modules the `roots` import statically, the roots included (libraries and messages left
 * out: the build puts those in files of their own).
 */
export function ownClosure(graph: ModuleGraph, roots: string | readonly string[]): Set<string> {
  const found = new Set<string>();
  const todo = typeof roots === 'string' ? [roots] : [...roots];
  while (todo.length) {
    const next = todo.pop()!;
    if (found.has(next) || next.includes('node_modules') || MESSAGES.test(next)) continue;
    found.add(next);
    todo.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
  }
  return found;
}

/**
 * The modules the grouped landing pages (the number lists, the card home) start from: their route
 * modules and the extras they wait for. What the shop home shares with them is part of the first
 * load (vite.config.ts); what only the home uses is not.
 */
export function groupedLandingRoots(srcDir: string): string[] {
  const routes = routeModules(srcDir);
  const roots: string[] = [];
  for (const [pattern, kind] of LANDING_PATTERNS) {
    const routePath = /^\^([\w/]+)\$$/.exec(pattern)?.[1];
    const module = routePath && routes.get(routePath);
    if (module && GROUPED_LANDINGS.has(kind)) roots.push(module);
  }
  for (const kind of GROUPED_LANDINGS.keys())
    for (const file of LANDING_EXTRAS[kind] ?? []) roots.push(path.join(srcDir, file));
  return roots;
}

interface Usage {
  /** The grouped landing kinds whose page imports the module. */
  landings: Set<Landing>;
  /** The areas of all pages that import it. */
  areas: Set<string>;
}

/**
 * Chunk names for the number lists and the card home. A module such a page imports beyond the
 * first load goes into that page's own file (`landing-numbers`, `landing-iot`) when no page of
 * another area uses it; otherwise (both use it, or pages elsewhere do) into `landing-shared`. A page
 * opened from a link then waits for two or three files instead of twenty small ones (over HTTP/1.1
 * each costs a connection's round trip on a phone), and no page of the shop downloads the card
 * home's code, or the other way round.
 *
 * A group takes along the modules its modules import, so `shared` must be asked first (a higher
 * priority). Each returns `null` for a module it does not take (no grouped landing page's, or one
 * of the first load), which is then chunked as usual.
 */
export function createLandingChunks(srcDir: string, isFirstLoad: (id: string) => boolean) {
  const routes = routeModules(srcDir);
  const landingOf = new Map<string, Landing>();
  for (const [pattern, kind] of LANDING_PATTERNS) {
    const routePath = /^\^([\w/]+)\$$/.exec(pattern)?.[1];
    const module = routePath && routes.get(routePath);
    if (module && GROUPED_LANDINGS.has(kind)) landingOf.set(module, kind);
  }
  const usages = new WeakMap<ModuleGraph, Map<string, Usage>>();
  const usageOf = (id: string, graph: ModuleGraph): Usage | undefined => {
    if (MESSAGES.test(id) || isFirstLoad(id)) return undefined;
    let found = usages.get(graph);
    if (!found) {
      const all = new Map<string, Usage>();
      const roots: [area: string, root: string, landing?: Landing][] = [
        ...[...routes].map(([routePath, page]): [string, string, Landing?] => [
          areaOf(routePath),
          page,
          landingOf.get(page),
        ]),
        ...[...GROUPED_LANDINGS].flatMap(([kind, area]) =>
          (LANDING_EXTRAS[kind] ?? []).map((file): [string, string, Landing] => [
            area,
            path.join(srcDir, file),
            kind,
          ]),
        ),
      ];
      for (const [area, root, landing] of roots) {
        for (const module of ownClosure(graph, root)) {
          let usage = all.get(module);
          if (!usage) all.set(module, (usage = { landings: new Set(), areas: new Set() }));
          usage.areas.add(area);
          if (landing) usage.landings.add(landing);
        }
      }
      found = all;
      usages.set(graph, found);
    }
    const usage = found.get(id);
    return usage?.landings.size ? usage : undefined;
  };
  const ownKind = (usage: Usage): Landing | undefined => {
    const [kind] = usage.landings;
    const area = GROUPED_LANDINGS.get(kind);
    return usage.landings.size === 1 && usage.areas.size === 1 && usage.areas.has(area!)
      ? kind
      : undefined;
  };
  return {
    shared: (id: string, graph: ModuleGraph): string | null => {
      const usage = usageOf(id, graph);
      return usage && !ownKind(usage) ? 'landing-shared' : null;
    },
    own: (id: string, graph: ModuleGraph): string | null => {
      const usage = usageOf(id, graph);
      const kind = usage && ownKind(usage);
      return kind ? `landing-${kind}` : null;
    },
  };
}
