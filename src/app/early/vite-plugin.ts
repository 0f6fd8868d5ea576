import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

const ENTRY = path.join(import.meta.dirname, 'entry.ts');
/** The shop's own root: other builds with the same settings (the stack floor) get no early file. */
const SHOP_ROOT = path.resolve(import.meta.dirname, '../../..');

/** The early file's build: one small script, with no import and no library. */
export async function buildEarlyFile(
  root: string,
  mode: string,
  alias: unknown,
): Promise<Rolldown.OutputChunk> {
  const result = await build({
    root,
    mode,
    configFile: false,
    logLevel: 'error',
    resolve: { alias: alias as never },
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      lib: { entry: ENTRY, formats: ['iife'], name: 'shopEarlyCalls', fileName: 'early' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('The early file was not built.');
  return chunk;
}

/**
 * Builds src/app/early/entry.ts into `assets/first-calls-<hash>.js`, which the early script of
 * index.html starts at every address (src/app/firstPaint/earlyScript.ts).
 * `fileName()` is the file's path in the build, or null before the build has made it.
 */
export function earlyCallsFile(): Plugin & { fileName: () => string | null } {
  let root = SHOP_ROOT;
  let mode = 'production';
  let alias: unknown;
  let fileName: string | null = null;
  return {
    name: 'shop:early-calls',
    apply: 'build',
    fileName: () => fileName,
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      alias = config.resolve.alias;
    },
    async buildStart() {
      fileName = null;
      if (path.resolve(root) !== SHOP_ROOT) return;
      const { code } = await buildEarlyFile(root, mode, alias);
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      fileName = `assets/first-calls-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
  };
}
