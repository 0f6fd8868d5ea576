// Serves the static Storybook build (storybook-static/) for the docs smoke test.
// Storybook's own `storybook dev` would rebuild; the smoke test must check what was built.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { pipeline } from 'node:stream';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../storybook-static');
const port = Number(process.env.STORYBOOK_PORT || 4513);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.map': 'application/json',
};

if (!existsSync(path.join(root, 'index.json'))) {
  console.error('storybook-static/index.json is missing: run `npm run build-storybook` first.');
  process.exit(1);
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let file = path.join(root, decodeURIComponent(url.pathname));
  // Nothing outside the build is served.
  if (!file.startsWith(root)) {
    response.writeHead(403).end();
    return;
  }
  // The preview frame names no icon, so the browser asks for this one: no content, no error.
  if (url.pathname === '/favicon.ico' && !existsSync(file)) {
    response.writeHead(204).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    // The demo API's service worker must control every page of the build.
    'service-worker-allowed': '/',
  });
  // pipeline, not pipe: a page that navigates away aborts its downloads, and a plain pipe would
  // keep each file open until the server runs out of file handles.
  pipeline(createReadStream(file), response, () => undefined);
}).listen(port, '127.0.0.1', () => console.log(`storybook-static on http://127.0.0.1:${port}/`));
