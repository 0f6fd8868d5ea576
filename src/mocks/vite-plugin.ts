import {
  createServer,
  type AliasOptions,
  type Connect,
  type Plugin,
  type ViteDevServer,
} from 'vite';
import type { RequestHandler } from 'msw';
import { DEMO_PATH, readBody, send, toFetchRequest } from './http';

interface HandlerModule {
  handlers: RequestHandler[];
  getResponse: (handlers: RequestHandler[], request: Request) => Promise<Response | undefined>;
}
type LoadHandlers = () => Promise<HandlerModule>;
const HANDLERS_ENTRY = '/src/mocks/handlers/server.ts';

/** The demo API as a Connect middleware: answers the demo paths, passes everything else on. */
export function demoApiMiddleware(load: LoadHandlers): Connect.NextHandleFunction {
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

/**
 * Loads the demo handlers (TypeScript) outside a Vite dev server: for `vite preview` and for the
 * standalone demo API (`npm run demo-api`). The loader is made on first use and kept.
 */
export function handlersOutsideVite(root: string, alias: AliasOptions): LoadHandlers {
  let loader: Promise<ViteDevServer> | undefined;
  return async () => {
    loader ??= createServer({
      root,
      configFile: false,
      logLevel: 'error',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false },
      resolve: { alias },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    return (await loader).ssrLoadModule(HANDLERS_ENTRY) as Promise<HandlerModule>;
  };
}

/**
 * Node's HTTP clients keep an idle connection for 5 s, and so does Node's server: when both time
 * out together, a request sent on the connection the server is closing ends in ECONNRESET. A
 * server that keeps idle connections longer than its clients leaves the closing to them.
 */
const SERVER_KEEP_ALIVE_MS = 30_000;
export function outlastClients(httpServer: object | null) {
  // An HTTP/2 server (Vite's with https) has no keep-alive timeout to set.
  if (httpServer && 'keepAliveTimeout' in httpServer) {
    httpServer.keepAliveTimeout = SERVER_KEEP_ALIVE_MS;
  }
}

/** Serves the MSW demo handlers over real HTTP from `vite` and `vite preview`. */
export function demoApiPlugin(): Plugin {
  return {
    name: 'shop-demo-api',
    configureServer(server) {
      outlastClients(server.httpServer);
      server.middlewares.use(
        demoApiMiddleware(() => server.ssrLoadModule(HANDLERS_ENTRY) as Promise<HandlerModule>),
      );
    },
    configurePreviewServer(server) {
      outlastClients(server.httpServer);
      // The production bundle has no mocks in it: the handlers are loaded beside it, on the server.
      server.middlewares.use(
        demoApiMiddleware(handlersOutsideVite(server.config.root, server.config.resolve.alias)),
      );
    },
  };
}
