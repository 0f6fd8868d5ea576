// One build for any deployment: the run's build, copied as a deployer copies dist/, is pointed at a
// second backend address with `node deploy/configure.mjs` (no rebuild) and served by nginx. In
// Chromium its calls go to that second demo API, the policy nginx sends allows it, and no request
// fetches settings before the first calls: they are in index.html.
import { cpSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { chromium, type Browser } from 'playwright';
import { policyOfSnippet } from '../../deploy/csp.mjs';
import { chromiumArgs, chromiumPath } from '../tools/chromium.mjs';
import { startNginx } from '../tools/nginx.mjs';
import { runToEnd, startServer, waitForUrl } from '../tools/serve.mjs';
import { freePort } from '../tools/webkit.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The second backend's front: what a backend on another origin answers the browser (CORS, its
 * preflights included), passing each call to the standalone demo API and noting its path.
 */
function corsFront(apiPort: number, seen: string[]): Server {
  return createServer((req, res) => {
    const origin = req.headers.origin ?? '*';
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
      res.setHeader(
        'Access-Control-Allow-Headers',
        req.headers['access-control-request-headers'] ?? '',
      );
      res.setHeader('Access-Control-Allow-Private-Network', 'true');
      res.writeHead(204).end();
      return;
    }
    seen.push(req.url ?? '');
    const forward = httpRequest(
      { host: '127.0.0.1', port: apiPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
}

describe('a build pointed at a second backend after building', () => {
  const { prefix, certificate } = inject('nginx');
  const dist = path.join(prefix, 'build-second');
  const seen: string[] = [];
  let api: ReturnType<typeof startServer> | undefined;
  let front: Server | undefined;
  let frontBase = '';
  let server: Awaited<ReturnType<typeof startNginx>> | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    // The second demo API, on an address of its own.
    const apiPort = await freePort();
    api = startServer('node', ['tests/tools/demo-api.mjs'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', DEMO_API_PORT: String(apiPort) },
    });
    await waitForUrl(`http://127.0.0.1:${apiPort}/api/__demo/faults`, api.child);
    const frontPort = await freePort();
    front = corsFront(apiPort, seen);
    await new Promise<void>((resolve) => front!.listen(frontPort, '127.0.0.1', resolve));
    frontBase = `http://127.0.0.1:${frontPort}`;

    // The run's build, as it was built (for the backend beside it), copied and configured.
    cpSync(path.join(prefix, 'build-1'), dist, { recursive: true });
    await runToEnd(
      'node',
      [
        'deploy/configure.mjs',
        dist,
        '--api',
        frontBase,
        '--frame-hosts',
        'https://help.example.com',
      ],
      { cwd: root },
    );
    server = await startNginx({
      distDir: dist,
      port: await freePort(),
      httpPort: await freePort(),
      // Nothing answers /api/ beside the shop: a call left there would fail.
      backend: '127.0.0.1:9',
      prefix: path.join(prefix, 'second'),
      certificate,
    });
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--ignore-certificate-errors'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    server?.stop();
    front?.close();
    api?.stop();
  });

  it('writes the second address into the policy nginx sends', () => {
    const policy = policyOfSnippet(readFileSync(path.join(dist, 'csp.conf'), 'utf8')) ?? '';
    expect(policy).toContain(`connect-src 'self' ${frontBase};`);
    expect(policy).toContain("frame-src 'self' https://help.example.com;");
  });

  it('sends the page calls to the second backend, under its policy, with no settings request first', async () => {
    const context = await browser!.newContext({ viewport: { width: 375, height: 667 } });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const response = await page.goto(`${server!.base}#/pages/index/index`);
    expect(response?.headers()['content-security-policy']).toContain(
      `connect-src 'self' ${frontBase};`,
    );
    await page
      .getByRole('button', { name: 'Data cards' })
      .waitFor({ state: 'visible', timeout: 20_000 });

    // The home's banner is a picture of the backend's, named by a path on its host: it is asked
    // for there, not on the shop's site.
    await vi.waitFor(
      () =>
        expect(requests.some((url) => url.startsWith(`${frontBase}/api/__demo/img/`))).toBe(true),
      { timeout: 20_000, interval: 100 },
    );

    // The launch's calls reached the second demo API, none the shop's own origin.
    expect(seen.some((url) => url.startsWith('/app-domain/getAppDomain'))).toBe(true);
    expect(seen.some((url) => url.startsWith('/api/hk/baseConfig'))).toBe(true);
    const own = new URL(server!.base).origin;
    expect(requests.filter((url) => url.startsWith(`${own}/api/`))).toEqual([]);
    expect(refused).toEqual([]);

    // Before the first call to the backend, only the page and its own built files were asked
    // for: the settings came with index.html, no request of their own.
    const first = requests.findIndex((url) => url.startsWith(frontBase));
    expect(first).toBeGreaterThan(0);
    const before = requests.slice(0, first).map((url) => new URL(url).pathname);
    expect(before[0]).toBe('/shop/');
    expect(before.slice(1).filter((file) => !file.startsWith('/shop/assets/'))).toEqual([]);
    await context.close();
  });
});
