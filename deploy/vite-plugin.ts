/**
 * Build only: what a deployment takes from the build beside the app.
 *
 * - `buildPolicyFile` writes `csp.conf`, the nginx snippet of the Content-Security-Policy made
 *   from the build's settings (./csp.mjs), which deploy/nginx/shop.conf includes for index.html,
 *   and puts the same settings into index.html as the deployment's settings block (./settings.mjs),
 *   which the app reads as it starts and `node deploy/configure.mjs` rewrites after building.
 * - `leaveOutDemoFiles` keeps the demo's browser-side mock worker (public/mockServiceWorker.js,
 *   which only Storybook uses) out of every build: the shop never registers it, and a deployment
 *   should not serve it.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { contentSecurityPolicy, POLICY_FILE, policySettings, policySnippet } from './csp.mjs';
import { settingsOfEnv, withSettings } from './settings.mjs';

/** Files of public/ that are the demo's and never ship. */
export const DEMO_ONLY_FILES = ['mockServiceWorker.js'];

export function buildPolicyFile(scriptHash: string): Plugin {
  let env: Record<string, string | undefined> = {};
  return {
    name: 'shop:policy-file',
    apply: 'build',
    configResolved(config) {
      // The VITE_ settings as the app sees them: the environment and the .env files.
      env = { ...config.env, ...pickVite(process.env) };
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => withSettings(html, settingsOfEnv(env)),
    },
    generateBundle() {
      const policy = contentSecurityPolicy({ scriptHash, ...policySettings(env) });
      this.emitFile({ type: 'asset', fileName: POLICY_FILE, source: policySnippet(policy) });
    },
  };
}

function pickVite(env: NodeJS.ProcessEnv): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (key.startsWith('VITE_') && value !== undefined) found[key] = value;
  }
  return found;
}

export function leaveOutDemoFiles(): Plugin {
  let outDir = '';
  return {
    name: 'shop:leave-out-demo-files',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After Vite has copied public/ into the build.
    async closeBundle() {
      await Promise.all(
        DEMO_ONLY_FILES.map((file) => rm(path.join(outDir, file), { force: true })),
      );
    },
  };
}
