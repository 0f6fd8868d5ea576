// Makes sure the browser the tests drive is present: Chromium from the system packages (Playwright's
// own download is not used), CJK fonts and the Liberation fonts (what Helvetica and Arial resolve to
// on Linux), so that screens and visual baselines render the same on every machine.
// Installs them with apt when they are missing and we run as root; otherwise says what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../tools/chromium.mjs';

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

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ok } = ensureBrowser();
  process.exit(ok ? 0 : 1);
}
