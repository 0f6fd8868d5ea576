import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/** Modules that build schemas when loaded: declarations (but their paths file), types, domain. */
const SCHEMAS = /src[\\/](api[\\/](declarations|types)|domain)[\\/](?!paths\.ts$)/;

/** src/app/early/entry.ts built alone, as the production build minifies it. */
async function buildEarlyCalls(): Promise<Rolldown.OutputChunk> {
  const result = await build({
    root,
    mode: 'production',
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { '@': path.join(root, 'src') } },
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      lib: {
        entry: path.join(root, 'src/app/early/entry.ts'),
        formats: ['iife'],
        name: 'early',
        fileName: 'early',
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('The early calls were not built.');
  return chunk;
}

describe('the early calls', () => {
  // They are part of the entry's file (vite.config.ts, the `preload` group), which runs before
  // the stack has arrived: a library there would be downloaded and evaluated before the first
  // paint, and a schema would bring the schema library along.
  it('hold no library and no schema: only what plans and sends the first calls', async () => {
    const chunk = await buildEarlyCalls();
    const modules = Object.keys(chunk.modules).map((id) => path.relative(root, id));
    expect(modules.filter((id) => id.includes('node_modules'))).toEqual([]);
    expect(modules.filter((id) => SCHEMAS.test(id))).toEqual([]);
    expect(chunk.imports).toEqual([]);
    expect(modules).toContain('src/app/early/plan.ts');
    expect(modules).toContain('src/api/declarations/paths.ts');
    // Small enough to cost a landing page next to nothing: 5.2 kB gzip when the schemas came
    // along, 2.6 kB without, 3.3 kB once they read the deployment's settings from index.html and
    // the session's access node (src/lib/deploySettings.ts, src/lib/accessNode.ts).
    expect(gzipSync(chunk.code).length).toBeLessThan(3400);
  }, 60_000);
});
