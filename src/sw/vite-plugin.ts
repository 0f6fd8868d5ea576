import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformWithOxc, type Plugin, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

const WORKER_SOURCE = path.join(import.meta.dirname, 'worker.ts');
/** The shop's own root: other builds with the same settings (the stack floor) get no worker. */
const SHOP_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * What a repeat or offline visit may need at once: the home and the network-check pages, and the
 * client's HTTP libraries (loaded after the first screen, with the first call).
 */
const INSTALL_PAGES =
  /src[\\/]pages[\\/]pages[\\/]index[\\/](index|networkCheck)\.tsx$|src[\\/]api[\\/](transport|querySerializer)\.ts$|src[\\/]app[\\/]serviceWorker[\\/]start\.tsx$/;
const MESSAGES = /src[\\/]i18n[\\/]locales[\\/]/;

/** The files index.html starts as module scripts (the app's start, src/app/boot.ts). */
function startScripts(html: string, base: string): string[] {
  return [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)]
    .map((match) => match[1])
    .filter((src) => src.startsWith(base))
    .map((src) => src.slice(base.length));
}

/**
 * The files stored at install: the start that index.html runs with everything it imports, the
 * home and the network-check pages, the HTTP libraries with their imports, the worker's own start
 * and update prompt (a version replaced on the server must still be able to offer the new one:
 * its file is gone from there), and the messages of every language.
 */
function installSet(bundle: OutputBundle, starts: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isStart = (chunk: Rolldown.OutputChunk) => chunk.isEntry || starts.includes(chunk.fileName);
  const todo = chunks
    .filter(
      (chunk) =>
        isStart(chunk) ||
        // A page may share its file with what only it uses (the home: vite.config.ts).
        chunk.moduleIds.some((id) => INSTALL_PAGES.test(id)) ||
        // Several namespaces of a language share a file (vite.config.ts): found by what it holds.
        chunk.moduleIds.some((id) => MESSAGES.test(id)),
    )
    // The start loads the app with dynamic imports (src/app/boot.ts): that is first load too.
    .flatMap((chunk) => [chunk.fileName, ...(isStart(chunk) ? chunk.dynamicImports : [])]);
  const found = new Set<string>();
  while (todo.length) {
    const file = todo.pop()!;
    if (found.has(file)) continue;
    found.add(file);
    todo.push(...(byName.get(file)?.imports ?? []));
  }
  return [...found].sort();
}

/**
 * Writes `sw.js` beside index.html: the worker of src/sw/worker.ts with this build's file list
 * (every hashed asset and the first-screen index.html, which carries the early script inline) and a version made from
 * them, so every new build is a new worker and the page can offer the update.
 */
export function serviceWorker(): Plugin {
  let root = SHOP_ROOT;
  let base = '/';
  return {
    name: 'shop:service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const html = bundle['index.html'];
        if (path.resolve(root) !== SHOP_ROOT || html?.type !== 'asset') return;
        const htmlSource = String(html.source);
        const files = Object.keys(bundle)
          .filter((file) => file.startsWith('assets/'))
          .sort();
        const install = installSet(bundle, startScripts(htmlSource, base));
        const version = createHash('sha256')
          .update(htmlSource)
          .update(files.join('\n'))
          .digest('hex')
          .slice(0, 12);
        const { code } = await transformWithOxc(
          readFileSync(WORKER_SOURCE, 'utf8'),
          WORKER_SOURCE,
          { lang: 'ts' },
        );
        const script = `${code.replace(/^export /gm, '')}
startWorker(self, ${JSON.stringify({ version, files, install })});
`;
        this.emitFile({ type: 'asset', fileName: 'sw.js', source: script });
      },
    },
  };
}
