import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Connect, type Plugin, type ViteDevServer } from 'vite';
import type { RequestHandler } from 'msw';

interface HandlerModule {
  handlers: RequestHandler[];
  getResponse: (handlers: RequestHandler[], request: Request) => Promise<Response | undefined>;
}
type LoadHandlers = () => Promise<HandlerModule>;
const HANDLERS_ENTRY = '/src/mocks/handlers/server.ts';

/** Paths the demo API answers; everything else goes on to Vite. */
const DEMO_PATH = /^\/(?:shop\/)?(?:api\/|provinces\/|app-domain\/)/;

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

function toFetchRequest(req: IncomingMessage, body: Buffer | undefined): Request {
  const host = req.headers.host ?? 'localhost';
  const url = new URL(req.url ?? '/', `http://${host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(url, {
    method: req.method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
}

async function send(res: ServerResponse, response: Response) {
  if (response.type === 'error') {
    // A dropped connection, as a real server would do it.
    res.socket?.destroy();
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

function middleware(load: LoadHandlers): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (!DEMO_PATH.test(req.url ?? '')) return next();
    void (async () => {
      const { getResponse, handlers } = await load();
      const body = await readBody(req);
      const response = await getResponse(handlers, toFetchRequest(req, body));
      if (!response) return next();
      await send(res, response);
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
