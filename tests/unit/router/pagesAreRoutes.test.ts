import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '@/router/routes';

const root = join(__dirname, '../../..');
const pagesDir = join(root, 'src/pages');
const tableDir = join(root, 'src/router/table');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The page modules the route table loads, as 'pages/iot/index/index'. */
function routedModules(): Set<string> {
  const sources = [join(root, 'src/router/routes.ts'), ...filesUnder(tableDir)];
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
