// The one WebKit setting of the WebKit runs: WebKitGTK's WebDriver and MiniBrowser from Debian's
// packages (webkit2gtk-driver), drawn on a virtual display (xvfb), driven over W3C WebDriver.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** WebKitWebDriver; point it elsewhere with WEBKIT_DRIVER_PATH. */
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';

/** The browser the driver starts (WebKitGTK's MiniBrowser); WEBKIT_BROWSER_PATH overrides it. */
export const webkitBrowserPath =
  process.env.WEBKIT_BROWSER_PATH ||
  ['x86_64-linux-gnu', 'aarch64-linux-gnu']
    .map((triple) => `/usr/lib/${triple}/webkit2gtk-4.1/MiniBrowser`)
    .find((file) => existsSync(file)) ||
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export const xvfbPath = process.env.XVFB_PATH || '/usr/bin/Xvfb';

/**
 * Session capabilities. WebdriverIO asks for WebDriver BiDi unless told otherwise, and
 * WebKitWebDriver refuses a session that asks for it or names a browser.
 */
export const webkitCapabilities = {
  'wdio:enforceWebDriverClassic': true,
  'webkitgtk:browserOptions': { binary: webkitBrowserPath, args: ['--automation'] },
};

/** A TCP port nobody listens on. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Waits until a child prints a line matching `pattern` on stdout or stderr. */
function waitForOutput(child, pattern, what, timeoutMs = 20_000) {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start: ${seen}`)), timeoutMs);
    const onData = (chunk) => {
      seen += String(chunk);
      const match = pattern.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code}: ${seen}`));
    });
  });
}

/**
 * Starts a virtual display (Xvfb picks a free number and prints it) and WebKitWebDriver on a free
 * port. Returns the driver's port and a function that stops both.
 */
export async function startWebKitDriver() {
  const xvfb = spawn(
    xvfbPath,
    ['-displayfd', '1', '-screen', '0', '1024x768x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const [, display] = await waitForOutput(xvfb, /^(\d+)\s*$/m, 'Xvfb');
  const port = await freePort();
  const driver = spawn(webkitDriverPath, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DISPLAY: `:${display}` },
  });
  await waitForPort(port, driver);
  return {
    port,
    display: `:${display}`,
    stop() {
      driver.kill();
      xvfb.kill();
    },
  };
}

async function waitForPort(port, child, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > until) throw new Error(`WebKitWebDriver did not answer on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
