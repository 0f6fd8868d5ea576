// Starts the system Chromium with a DevTools port for Lighthouse (which only needs the port).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROME_FLAGS, CHROME_PATH } from './common.mjs';

export async function launchChrome({ port = Number(process.env.BENCH_CDP_PORT || 4194) } = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chrome-'));
  const child = spawn(
    CHROME_PATH,
    [
      ...CHROME_FLAGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--window-size=412,823',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(`Chromium (${CHROME_PATH}) did not open its DevTools port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    kill: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      // Chromium's helper processes may still be writing their cache for a moment after it exits.
      try {
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch {
        // a temporary profile left behind costs nothing; the figures are already taken
      }
    },
  };
}
