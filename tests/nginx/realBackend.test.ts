// A build for a real backend on another origin, as an operator makes it, served by nginx with
// deploy/nginx/shop.conf: it carries nothing of the demo, and its deployment passes every check of
// deploy/check-headers.mjs, the policy made from its settings included.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkDeployment } from '../../deploy/check-headers.mjs';
import { policyOfSnippet } from '../../deploy/csp.mjs';
import { settingsOfHtml } from '../../deploy/settings.mjs';
import { startNginx } from '../tools/nginx.mjs';
import { freePort } from '../tools/webkit.mjs';
import { buildShop } from './globalSetup';

const SETTINGS = {
  VITE_API_BASE: 'https://api.example.com',
  VITE_FRAME_HOSTS: 'https://help.example.com',
};

/** Every file of a folder, with its path inside it. */
function filesOf(dir: string, under = ''): string[] {
  return readdirSync(path.join(dir, under)).flatMap((name) => {
    const file = path.join(under, name);
    return statSync(path.join(dir, file)).isDirectory() ? filesOf(dir, file) : [file];
  });
}

describe('a build for a real backend on another origin', () => {
  const { base: demoBase, prefix, certificate } = inject('nginx');
  const build = path.join(prefix, 'build-real');
  let server: Awaited<ReturnType<typeof startNginx>> | undefined;
  beforeAll(async () => {
    await buildShop(build, SETTINGS);
    server = await startNginx({
      distDir: build,
      port: await freePort(),
      httpPort: await freePort(),
      // The backend is the other origin's: nothing of it is reached through this server.
      backend: '127.0.0.1:9',
      prefix: path.join(prefix, 'real'),
      certificate,
    });
  });
  afterAll(() => server?.stop());

  it('has neither the mock worker nor the demo payment page', () => {
    const files = filesOf(build);
    expect(files).toContain('index.html');
    expect(files).not.toContain('mockServiceWorker.js');
    const demo =
      /__demo|demoCashier|Demo payment provider|演示支付平台|示範支付平台|mockServiceWorker/;
    const carrying = files.filter(
      (file) =>
        /\.(js|html|json|css|conf)$/.test(file) &&
        demo.test(readFileSync(path.join(build, file), 'utf8')),
    );
    expect(carrying).toEqual([]);
    // The demo build leaves the mock worker out too: only Storybook serves it.
    expect(filesOf(path.join(inject('nginx').webRoot, 'shop'))).not.toContain(
      'mockServiceWorker.js',
    );
  });

  it('allows its backend and its frame hosts in the policy, and nothing wider', () => {
    // The page reads the same settings from its settings block (deploy/settings.mjs).
    expect(settingsOfHtml(readFileSync(path.join(build, 'index.html'), 'utf8'))).toEqual({
      api: 'https://api.example.com',
      appDomain: '',
      frameHosts: 'https://help.example.com',
      accessNodes: '',
    });
    const policy = policyOfSnippet(readFileSync(path.join(build, 'csp.conf'), 'utf8')) ?? '';
    expect(policy).toContain("connect-src 'self' https://api.example.com;");
    expect(policy).toContain("frame-src 'self' https://help.example.com;");
  });

  it('passes every check of deploy/check-headers.mjs when deployed', async () => {
    // The API check asks the demo backend's server, standing in for the other origin.
    const rows = await checkDeployment(server!.base, { plain: server!.plain, api: demoBase });
    expect(rows.filter((row) => !row.ok)).toEqual([]);
    expect(rows.some((row) => /build's \(csp\.conf\)/.test(row.check))).toBe(true);
  });
});
