// The demo API for the benchmark preview server: the app's MSW handlers plus the benchmark
// switches, answered over HTTP. It mirrors src/mocks/vite-plugin.ts, whose handler list is fixed.
import path from 'node:path';
import { createServer } from 'vite';

const ENTRY = '/tests/bench/lib/demo-api-entry.ts';
/** Paths the demo API answers; everything else is the built app. */
const DEMO_PATH = /^\/(?:shop\/)?(?:api\/|provinces\/|app-domain\/)/;

const loaders = new Set();

async function readBody(req) {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

function toFetchRequest(req, body) {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(url, {
    method: req.method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
}

async function send(res, response) {
  if (response.type === 'error') {
    res.socket?.destroy();
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

export function benchApiPlugin() {
  return {
    name: 'bench-demo-api',
    configurePreviewServer(server) {
      let loader;
      const load = async () => {
        if (!loader) {
          loader = createServer({
            root: server.config.root,
            configFile: false,
            logLevel: 'error',
            appType: 'custom',
            server: { middlewareMode: true, hmr: false, ws: false },
            resolve: { alias: { '@': path.join(server.config.root, 'src') } },
            optimizeDeps: { noDiscovery: true, include: [] },
          });
          loaders.add(loader);
        }
        return (await loader).ssrLoadModule(ENTRY);
      };
      server.middlewares.use((req, res, next) => {
        if (!DEMO_PATH.test(req.url ?? '')) return next();
        void (async () => {
          const { getResponse, benchApiHandlers } = await load();
          const response = await getResponse(
            benchApiHandlers,
            toFetchRequest(req, await readBody(req)),
          );
          if (!response) return next();
          await send(res, response);
        })().catch((error) => next(error));
      });
    },
  };
}

/** Closes the module servers behind the demo API, so the command can exit. */
benchApiPlugin.closeAll = async () => {
  for (const loader of loaders) await (await loader).close();
  loaders.clear();
};
