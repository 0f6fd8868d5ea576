// The benchmark preview servers compress the built files as the production server does
// (deploy/nginx/shop.conf): to a browser that takes brotli, the build's own brotli copy of a file
// (deploy/precompress.ts) or, without one, brotli at level 6; gzip otherwise (Vite's own preview
// compression). The app and the stack floor are served the same way.
//
//   BENCH_ENCODING=gzip   every file gzip-compressed, as Vite's preview server alone does (the
//                         figures before 27 November were taken so)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The production server's brotli level and smallest compressed file (shop.conf). */
const BROTLI_LEVEL = 6;
const MIN_LENGTH = 1024;
const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

const brotliServed = () => (process.env.BENCH_ENCODING ?? 'br') !== 'gzip';

/**
 * A preview-server plugin that answers the build's assets (`<base>assets/…`) brotli-compressed
 * when the request accepts it; everything else goes on to Vite's preview server.
 */
export function productionEncodingPlugin({ outDir, base }) {
  const prefix = `${base}assets/`;
  /** Compressed files by path, with the modification time they were compressed at. */
  const compressed = new Map();
  const brotli = (file) => {
    const stat = fs.statSync(file);
    const kept = compressed.get(file);
    if (kept && kept.mtimeMs === stat.mtimeMs) return kept;
    // The build's own brotli copy where it wrote one (deploy/precompress.ts), as nginx's
    // brotli_static sends it; otherwise compressed here as nginx does on the fly.
    const body = fs.existsSync(`${file}.br`)
      ? fs.readFileSync(`${file}.br`)
      : zlib.brotliCompressSync(fs.readFileSync(file), {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_LEVEL },
        });
    const entry = { body, mtimeMs: stat.mtimeMs, etag: `W/"br-${stat.size}-${stat.mtimeMs}"` };
    compressed.set(file, entry);
    return entry;
  };
  return {
    name: 'bench-production-encoding',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0];
        const type = TYPES[path.extname(url)];
        if (
          !brotliServed() ||
          req.method !== 'GET' ||
          !url.startsWith(prefix) ||
          !type ||
          !/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))
        )
          return next();
        const file = path.join(outDir, decodeURIComponent(url.slice(base.length)));
        if (!file.startsWith(outDir + path.sep) || !fs.existsSync(file)) return next();
        if (fs.statSync(file).size < MIN_LENGTH) return next();
        const { body, etag } = brotli(file);
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('ETag', etag);
        if (req.headers['if-none-match'] === etag) {
          res.statusCode = 304;
          res.end();
          return;
        }
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', 'br');
        res.setHeader('Content-Length', String(body.length));
        res.end(body);
      });
    },
  };
}
