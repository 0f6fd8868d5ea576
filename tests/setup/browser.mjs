// Makes sure the browser the tests drive is present: Chromium from the system packages (Playwright's
// own download is not used), CJK fonts and the Liberation fonts (what Helvetica and Arial resolve to
// on Linux), so that screens and visual baselines render the same on every machine.
// Installs them with apt when they are missing and we run as root; otherwise says what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../tools/chromium.mjs';
import { webkitBrowserPath, webkitDriverPath, xvfbPath } from '../tools/webkit.mjs';
import { nginxPath, opensslPath } from '../tools/nginx.mjs';

function hasCjkFonts() {
  const result = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  return result.status === 0 && /noto.*cjk/i.test(result.stdout);
}

function hasLatinFonts() {
  const result = spawnSync('fc-list', [':family=Liberation Sans'], { encoding: 'utf8' });
  return result.status === 0 && /liberation/i.test(result.stdout);
}

function aptInstall(packages) {
  console.log(`Installing ${packages.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env,
  });
}

export function ensureBrowser() {
  const missing = [];
  if (!existsSync(chromiumPath)) missing.push('chromium');
  if (!hasCjkFonts()) missing.push('fonts-noto-cjk');
  if (!hasLatinFonts()) missing.push('fonts-liberation');
  if (missing.length === 0) return { ok: true, chromiumPath };

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt && !process.env.CHROMIUM_PATH) {
    aptInstall(missing);
    if (existsSync(chromiumPath)) return { ok: true, chromiumPath };
  }

  const lines = [
    `The tests need: ${missing.join(', ')}.`,
    missing.includes('chromium') && process.env.CHROMIUM_PATH
      ? `CHROMIUM_PATH is set to ${chromiumPath}, but no file is there.`
      : `Install them as root:  apt-get install -y ${missing.join(' ')}`,
    'or point CHROMIUM_PATH at an existing Chromium or Chrome executable.',
  ];
  if (!missing.includes('chromium')) {
    // Fonts only change how text looks in screenshots: warn, go on.
    console.warn(`Warning: ${lines[0]} Visual baselines will differ.`);
    return { ok: true, chromiumPath };
  }
  console.error(lines.join('\n'));
  return { ok: false, chromiumPath };
}

/**
 * Installs the Debian packages behind `files` (file -> package) with apt when some are missing and
 * we run as root; otherwise says what to install. True when every file is there.
 */
function ensurePackages(what, files) {
  const missingPackages = () => [
    ...new Set(
      Object.entries(files)
        .filter(([file]) => !existsSync(file))
        .map(([, pkg]) => pkg),
    ),
  ];
  let missing = missingPackages();
  if (missing.length === 0) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    try {
      aptInstall(missing);
    } catch (error) {
      console.error(String(error));
    }
    missing = missingPackages();
    if (missing.length === 0) return true;
  }
  console.error(
    `The ${what} needs: ${missing.join(', ')}.\nInstall them as root:  apt-get install -y ${missing.join(' ')}`,
  );
  return false;
}

/**
 * WebKit for the WebKit run: WebKitGTK's WebDriver and MiniBrowser (webkit2gtk-driver) on a
 * virtual display (xvfb). WEBKIT_DRIVER_PATH and WEBKIT_BROWSER_PATH point elsewhere.
 */
export function ensureWebKit() {
  return {
    ok: ensurePackages('WebKit run', {
      [webkitDriverPath]: 'webkit2gtk-driver',
      [webkitBrowserPath]: 'webkit2gtk-driver',
      [xvfbPath]: 'xvfb',
    }),
  };
}

/**
 * nginx with its brotli modules for the nginx run (deploy/nginx/shop.conf), and openssl, which
 * makes the run's throwaway certificate.
 */
export function ensureNginx() {
  return {
    ok: ensurePackages('nginx run', {
      [nginxPath]: 'nginx',
      [opensslPath]: 'openssl',
      '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so': 'libnginx-mod-http-brotli-filter',
      '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so': 'libnginx-mod-http-brotli-static',
    }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const what = process.argv[2] ?? 'chromium';
  const check = { chromium: ensureBrowser, webkit: ensureWebKit, nginx: ensureNginx }[what];
  if (!check) {
    console.error('Usage: node tests/setup/browser.mjs [chromium|webkit|nginx]');
    process.exit(2);
  }
  process.exit(check().ok ? 0 : 1);
}
