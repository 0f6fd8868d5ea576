// Starts and stops the servers the browser suites run against: a child process that serves on a
// port, given up on when it does not answer in time.
import { spawn } from 'node:child_process';

/** Runs a command to its end; rejects with its output when it fails. */
export function runToEnd(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')}: ${output}`)),
    );
  });
}

/** Waits until `url` answers (any status); rejects when `child` exits first or time runs out. */
export async function waitForUrl(url, child, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`server for ${url} exited (${child.exitCode})`);
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      // not yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** Starts a long-running server process; its output goes to the console only if it fails. */
export function startServer(command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let output = '';
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  return {
    child,
    output: () => output,
    stop() {
      if (child.exitCode === null) child.kill();
    },
  };
}
