import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes, runtimeUrl, type PageUrl, type RoutePath } from '@/router/routes';
import { buildUrl } from '@/router/url';

const root = join(__dirname, '../../..');
const pagesDir = join(root, 'src/pages');
const loadersDir = join(root, 'src/router/loaders');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The page modules the route table's loaders load, as 'pages/iot/index/index'. */
function routedModules(): Set<string> {
  const sources = filesUnder(loadersDir);
  const modules = new Set<string>();
  for (const file of sources) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\('@\/pages\/([^']+)'\)/g)) {
      modules.add(match[1]);
    }
  }
  return modules;
}

describe('src/pages holds only route modules', () => {
  it('finds a route module for every row of the table', () => {
    expect(routedModules().size).toBe(routes.length);
  });

  it('has no file the route table does not load (shared code lives in src/features)', () => {
    const routed = routedModules();
    const strays = filesUnder(pagesDir)
      .map((file) => relative(pagesDir, file).replace(/\\/g, '/'))
      .filter((file) => !routed.has(file.replace(/\.(tsx?|jsx?)$/, '')));
    expect(strays).toEqual([]);
  });
});

describe('typed page paths', () => {
  it('accepts the paths of the table and refuses misspelt ones at type-check time', () => {
    const good: PageUrl = buildUrl('/pages/iot/index/balance/index', { money: '10' });
    const withQuery: PageUrl = '/pages-sub/iot/integralShop/details?id=3';
    // @ts-expect-error 'balanse' is not a page of the route table
    const typo: PageUrl = '/pages/iot/index/balanse/index';
    // @ts-expect-error a plain string from elsewhere must be marked as a run-time address
    const unmarked: PageUrl = String('/pages/iot/index/index');
    const marked: PageUrl = runtimeUrl(String('/pages/iot/index/index'));
    const path: RoutePath = 'pages/iot/index/index';
    expect([good, withQuery, typo, unmarked, marked, path]).toEqual([
      '/pages/iot/index/balance/index?money=10',
      '/pages-sub/iot/integralShop/details?id=3',
      '/pages/iot/index/balanse/index',
      '/pages/iot/index/index',
      '/pages/iot/index/index',
      'pages/iot/index/index',
    ]);
  });
});
