// The demo API over real HTTP (node side): a Node request in, the handlers' Response out. Used by
// the demo API plugin of `vite` and `vite preview` (./vite-plugin.ts) and by the benchmarks.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/** Paths the demo API answers; everything else goes on to Vite. */
export const DEMO_PATH = /^\/(?:shop\/)?(?:api\/|provinces\/|app-domain\/)/;

/** Answers smaller than this go out as they are: packing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;
const COMPRESSIBLE = /^(?:application\/(?:[\w.+-]*\+)?json|text\/)/;

export async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

export function toFetchRequest(req: IncomingMessage, body: Buffer | undefined): Request {
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

/**
 * Writes the handlers' answer. JSON and text of 1 kB or more are gzipped when the browser accepts
 * it, as the web server in front of a real backend does: number lists shrink to about a quarter.
 */
export async function send(req: IncomingMessage, res: ServerResponse, response: Response) {
  if (response.type === 'error') {
    // A dropped connection, as a real server would do it.
    res.socket?.destroy();
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  let body = Buffer.from(await response.arrayBuffer());
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (
    body.length >= COMPRESS_FROM_BYTES &&
    /\bgzip\b/.test(accepted) &&
    COMPRESSIBLE.test(response.headers.get('content-type') ?? '') &&
    !response.headers.has('content-encoding')
  ) {
    body = gzipSync(body);
    res.setHeader('content-encoding', 'gzip');
    res.setHeader('vary', 'accept-encoding');
    res.removeHeader('content-length');
  }
  res.end(body);
}
