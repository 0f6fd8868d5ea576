import { createServer, request as httpRequest, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '@/mocks/http';

const big = JSON.stringify({ code: 0, data: Array.from({ length: 300 }, (_, i) => ({ i })) });
const answers: Record<string, () => Response> = {
  '/big': () => new Response(big, { headers: { 'content-type': 'application/json' } }),
  '/small': () => new Response('{"code":0}', { headers: { 'content-type': 'application/json' } }),
  '/picture': () =>
    new Response(new Uint8Array(4096), { headers: { 'content-type': 'image/png' } }),
};

let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((req, res) => void send(req, res, answers[req.url ?? '']!()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request (no automatic unpacking), so the bytes on the wire can be read. */
function get(path: string, encoding?: string) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(
      { port, host: '127.0.0.1', path, headers: encoding ? { 'accept-encoding': encoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('demo API over HTTP', () => {
  it('gzips JSON of 1 kB or more when the browser accepts it', async () => {
    const { headers, body } = await get('/big', 'gzip, deflate, br');
    expect(headers['content-encoding']).toBe('gzip');
    expect(body.length).toBeLessThan(big.length / 2);
    expect(gunzipSync(body).toString()).toBe(big);
  });

  it('sends the answer as it is to a client that does not accept gzip', async () => {
    const { headers, body } = await get('/big');
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.toString()).toBe(big);
  });

  it('leaves small answers and pictures unpacked', async () => {
    expect((await get('/small', 'gzip')).headers['content-encoding']).toBeUndefined();
    const picture = await get('/picture', 'gzip');
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.body.length).toBe(4096);
  });
});
