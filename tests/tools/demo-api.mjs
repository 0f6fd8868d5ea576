// The demo API on its own: the same MSW handlers and demo database as the dev server
// (src/mocks), over plain HTTP, so a web server in front of the built shop can proxy /api/ to it
// exactly as it proxies to the real backend.
//
//   npm run demo-api                          listens on 127.0.0.1:8787
//   DEMO_API_PORT=9000 DEMO_API_HOST=0.0.0.0 npm run demo-api
import { createServer as createHttpServer } from 'node:http';
import path from 'node:path';
import { createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.DEMO_API_PORT || 8787);
const host = process.env.DEMO_API_HOST || '127.0.0.1';

// Vite compiles the TypeScript handlers for Node; nothing is served through it.
const vite = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  resolve: { alias: { '@': path.join(root, 'src') } },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const { demoApiMiddleware, outlastClients } = await vite.ssrLoadModule('/src/mocks/vite-plugin.ts');
const handle = demoApiMiddleware(() => vite.ssrLoadModule('/src/mocks/handlers/server.ts'));

const server = createHttpServer((req, res) =>
  handle(req, res, (error) => {
    if (res.headersSent) return res.end();
    res.statusCode = error ? 500 : 404;
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ code: res.statusCode, message: error ? 'error' : 'not found' }));
  }),
);
outlastClients(server);
server.listen(port, host, () => {
  console.log(`Demo API on http://${host}:${port}/api/ (POST /api/__demo/reset resets it)`);
});

const stop = () => {
  server.close();
  void vite.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
