import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointKey } from '@/api/declare';
import { ENDPOINTS } from '@/api/declarations';
import { DEMO } from '@/mocks/db';
import { checkContract, formatRows, parseArguments, type Row } from '../../tools/apiCheck/check';
import { EXAMPLES, WITHOUT_EXAMPLE } from '../../tools/openapi/examples';

// The contract check (npm run api:check) against the standalone demo API (npm run demo-api), and
// against the same API behind a proxy that makes four answers drift from the document.

const root = path.resolve(import.meta.dirname, '../../..');
let demo: ChildProcess;
let demoOrigin = '';
let drift: Server;
let driftOrigin = '';

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

/** Changes what the demo answers for four operations, as a backend that drifted would. */
function drifted(pathname: string, body: { data?: Record<string, unknown> } & object): unknown {
  if (pathname === '/api/shop/goodsList') {
    // A field renamed in every goods item: monthlyFee is now monthly_fee.
    for (const group of (body.data as { groups: { goods: Record<string, unknown>[] }[] }).groups)
      group.goods = group.goods.map(({ monthlyFee, ...rest }) => ({
        ...rest,
        monthly_fee: monthlyFee,
      }));
  }
  if (pathname === '/api/shop/goodsDetails' && body.data) body.data.id = String(body.data.id);
  // A card status the document does not list.
  if (pathname === '/api/iot/simInfo' && body.data) body.data.simStatus = 7;
  // The answer's data without its envelope.
  if (pathname === '/api/site/config') return body.data;
  return body;
}

beforeAll(async () => {
  const port = 8700 + Math.floor(Math.random() * 80);
  demo = spawn(process.execPath, [path.join(root, 'tests/tools/demo-api.mjs')], {
    cwd: root,
    env: { ...process.env, DEMO_API_PORT: String(port), DEMO_API_HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    demo.stdout!.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('Demo API on')) resolve();
    });
    demo.on('exit', (code) => reject(new Error(`the demo API stopped (${code})`)));
  });
  demoOrigin = `http://127.0.0.1:${port}`;
  drift = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', demoOrigin);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => name !== 'host') as [string, string][],
    );
    const answer = await fetch(url, {
      method: request.method,
      headers: { ...headers, 'accept-encoding': 'identity' },
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    const text = await answer.text();
    let out = text;
    try {
      out = JSON.stringify(drifted(url.pathname, JSON.parse(text)));
    } catch {
      // Not JSON: passed on as it came.
    }
    response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(out);
  });
  driftOrigin = await listen(drift);
}, 60_000);

afterAll(async () => {
  drift?.close();
  demo?.kill();
});

/** A signed-in test card and shop session of the demo. */
async function sessions(origin: string, simNo = '1064800000001') {
  const post = async (apiPath: string, body: object, headers: Record<string, string> = {}) =>
    (
      await fetch(origin + apiPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    ).json();
  const card = await post('/api/simLogin', { simNo });
  const session = '0a1b-2c3d-4e5f-6a7b-8c9d-0e1f-2a3b-4c5e';
  await post(
    '/api/sms/send',
    { mobile: '13800138000', scene: 'shopLogin' },
    { 'Session-ID': session },
  );
  await post(
    '/api/shop/login',
    { mobile: '13800138000', code: '123456' },
    { 'Session-ID': session },
  );
  return { card: card.data.simNo as string, token: card.data.token as string, session };
}

const byOutcome = (rows: Row[], outcome: Row['outcome']) =>
  rows.filter((row) => row.outcome === outcome).map((row) => row.operation);

describe('npm run api:check', () => {
  it('finds every read of the demo API conforming, with a card and a shop session', async () => {
    await fetch(`${demoOrigin}/api/__demo/reset`, { method: 'POST' });
    const rows = await checkContract({ base: demoOrigin, ...(await sessions(demoOrigin)) });
    expect(byOutcome(rows, 'differs')).toEqual([]);
    expect(byOutcome(rows, 'unreachable')).toEqual([]);
    // The ordinary test card has no device: the device's reads are refused, as they should be.
    for (const row of rows.filter((r) => r.outcome === 'refused'))
      expect(row.status, `${row.operation}: ${row.detail}`).toBe('code 40001');
    expect(byOutcome(rows, 'conforms').length).toBeGreaterThan(45);
    // Writes are left alone unless asked for.
    expect(rows.find((row) => row.operation === 'POST /api/iot/buyPackage')?.outcome).toBe(
      'skipped',
    );
  }, 60_000);

  it('finds every operation of the demo API conforming, writes included, each on a fresh demo', async () => {
    // Each operation as its example is taken: a fresh demo, the card its example names, a signed-in
    // shop session, and the calls it needs first. Only what the demo can never answer is refused.
    const rows: Row[] = [];
    for (const e of ENDPOINTS) {
      const key = endpointKey(e);
      await fetch(`${demoOrigin}/api/__demo/reset`, { method: 'POST' });
      const simNo = DEMO.cards[EXAMPLES[key]?.card ?? 'ordinary'];
      const found = await checkContract({
        base: demoOrigin,
        ...(await sessions(demoOrigin, simNo)),
        writes: true,
        only: key,
      });
      rows.push(...found);
    }
    expect(rows).toHaveLength(ENDPOINTS.length);
    const notConforming = rows
      .filter((row) => row.outcome !== 'conforms')
      .map((row) => `${row.operation}: ${row.outcome} ${row.detail}`);
    expect(notConforming).toEqual(
      Object.keys(WITHOUT_EXAMPLE).map((key) => expect.stringContaining(`${key}: refused`)),
    );
  }, 120_000);

  it('names each field that drifted, and a missing envelope', async () => {
    await fetch(`${demoOrigin}/api/__demo/reset`, { method: 'POST' });
    const rows = await checkContract({ base: driftOrigin, ...(await sessions(driftOrigin)) });
    const differs = Object.fromEntries(
      rows.filter((row) => row.outcome === 'differs').map((row) => [row.operation, row.detail]),
    );
    expect(differs).toEqual({
      'GET /api/shop/goodsList': expect.stringContaining(
        'data.groups[0].goods[0].monthlyFee: missing',
      ),
      'GET /api/shop/goodsDetails': 'data.id: expected a number, got a numeric string',
      'GET /api/site/config': expect.stringContaining('no envelope'),
      'GET /api/iot/simInfo':
        'data.simStatus: expected one of 1, 2, 3, 4, 5, got an integer outside the list',
    });
    expect(differs['GET /api/shop/goodsList']).toContain('monthly_fee came instead');
    expect(formatRows(rows)).toContain(`${rows.length} operations: `);
    expect(formatRows(rows)).toMatch(/ \d+ conforms, 4 differs, /);
  }, 60_000);

  it('says how to call it when the address is missing', () => {
    expect(() => parseArguments([])).toThrow(/--base/);
    expect(parseArguments(['--base', 'https://api.example.com', '--writes'])).toMatchObject({
      base: 'https://api.example.com',
      writes: true,
    });
  });
});
