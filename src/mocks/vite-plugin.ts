import { createServer, type Connect, type Plugin, type ViteDevServer } from 'vite';
import type { RequestHandler } from 'msw';
import { DEMO_PATH, readBody, send, toFetchRequest } from './http';

interface HandlerModule {
  handlers: RequestHandler[];
  getResponse: (handlers: RequestHandler[], request: Request) => Promise<Response | undefined>;
}
type LoadHandlers = () => Promise<HandlerModule>;
const HANDLERS_ENTRY = '/src/mocks/handlers/server.ts';

function middleware(load: LoadHandlers): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (!DEMO_PATH.test(req.url ?? '')) return next();
    void (async () => {
      const { getResponse, handlers } = await load();
      const body = await readBody(req);
      const response = await getResponse(handlers, toFetchRequest(req, body));
      if (!response) return next();
      await send(req, res, response);
    })().catch((error: unknown) => {
      // The browser gave up on the call (a newer search replaced it): nobody is left to answer,
      // and it is no server error.
      if (req.destroyed || res.destroyed || res.writableEnded) return;
      next(error as Error);
    });
  };
}

/** Serves the MSW demo handlers over real HTTP from `vite` and `vite preview`. */
export function demoApiPlugin(): Plugin {
  return {
    name: 'shop-demo-api',
    configureServer(server) {
      server.middlewares.use(
        middleware(() => server.ssrLoadModule(HANDLERS_ENTRY) as Promise<HandlerModule>),
      );
    },
    configurePreviewServer(server) {
      // The production bundle has no mocks in it: the handlers are loaded beside it, on the server.
      let loader: Promise<ViteDevServer> | undefined;
      const load = async () => {
        loader ??= createServer({
          root: server.config.root,
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          resolve: { alias: server.config.resolve.alias },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        return (await loader).ssrLoadModule(HANDLERS_ENTRY) as Promise<HandlerModule>;
      };
      server.middlewares.use(middleware(load));
    },
  };
}
