// The demo API for the benchmark preview server: the app's MSW handlers plus the benchmark
// switches, which the app's own plugin (src/mocks/vite-plugin.ts) does not register. Requests
// and answers go through the same helpers as there (src/mocks/http.ts).
import path from 'node:path';
import { createServer } from 'vite';

const ENTRY = '/tests/bench/lib/demo-api-entry.ts';
/**
 * Paths the demo API answers; everything else is the built app. The same as `DEMO_PATH` in
 * src/mocks/http.ts, which this plain module can only reach once the demo API is loaded.
 */
const DEMO_PATH = /^\/(?:shop\/)?(?:api\/|provinces\/|app-domain\/)/;

const loaders = new Set();

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
          const { getResponse, benchApiHandlers, readBody, send, toFetchRequest } = await load();
          const response = await getResponse(
            benchApiHandlers,
            toFetchRequest(req, await readBody(req)),
          );
          if (!response) return next();
          await send(req, res, response);
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
