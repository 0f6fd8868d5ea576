import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildEarlyFile } from '@/app/early/vite-plugin';

const root = path.resolve(import.meta.dirname, '../../..');

/** Modules that build schemas when loaded: declarations (but their paths file), types, domain. */
const SCHEMAS = /src[\\/](api[\\/](declarations|types)|domain)[\\/](?!paths\.ts$)/;

describe('the early file', () => {
  it('holds no library and no schema: only what plans and sends the first calls', async () => {
    const chunk = await buildEarlyFile(root, 'production', { '@': path.join(root, 'src') });
    const modules = Object.keys(chunk.modules).map((id) => path.relative(root, id));
    expect(modules.filter((id) => id.includes('node_modules'))).toEqual([]);
    expect(modules.filter((id) => SCHEMAS.test(id))).toEqual([]);
    expect(modules).toContain('src/app/early/plan.ts');
    expect(modules).toContain('src/api/declarations/paths.ts');
    // Small enough to cost a landing page next to nothing: 5.2 kB gzip when the schemas came
    // along, 2.6 kB without.
    expect(gzipSync(chunk.code).length).toBeLessThan(3000);
  }, 60_000);
});
