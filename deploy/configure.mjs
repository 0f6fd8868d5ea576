#!/usr/bin/env node
// Points a build at a backend after building, without rebuilding:
//
//   node deploy/configure.mjs dist --api https://api.example.com \
//     [--app-domain https://bind.example.com/app-domain | --app-domain off] \
//     [--frame-hosts https://help.example.com,https://pay.example.com] \
//     [--access-nodes https://node1.example.com,https://node2.example.com]
//
// It rewrites the deployment's settings block of dist/index.html (./settings.mjs), which the app
// reads as it starts, and dist/csp.conf to match (connect-src and frame-src, ./csp.mjs), so the
// policy allows exactly what the app reaches. A setting not given keeps its value. The service
// worker's version (dist/sw.js) changes with index.html, so a visitor's installed worker takes the
// new settings as an update instead of keeping the old page. Reload nginx afterwards.
//
// Plain JavaScript, run by Node alone.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  contentSecurityPolicy,
  frameOrigins,
  originOf,
  POLICY_FILE,
  policyOfSnippet,
  policySnippet,
} from './csp.mjs';
import { policyOfSettings, settingsOfHtml, withSettings } from './settings.mjs';

const OPTIONS = {
  '--api': 'api',
  '--app-domain': 'appDomain',
  '--frame-hosts': 'frameHosts',
  '--access-nodes': 'accessNodes',
};

const USAGE = `usage: node deploy/configure.mjs <dist> [--api URL] [--app-domain URL|off] [--frame-hosts ORIGINS] [--access-nodes ORIGINS]`;

/** The folder and the settings given on the command line. */
export function parseArguments(args) {
  let dist = null;
  const given = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    const [name, inline] = arg.startsWith('--') ? arg.split(/=(.*)/s) : [arg];
    if (name in OPTIONS) {
      const value = inline ?? args[(i += 1)];
      if (value === undefined) throw new Error(`${name} needs a value\n${USAGE}`);
      given[OPTIONS[name]] = value.trim();
    } else if (!arg.startsWith('-') && dist === null) {
      dist = arg;
    } else {
      throw new Error(`unknown argument: ${arg}\n${USAGE}`);
    }
  }
  if (!dist) throw new Error(USAGE);
  return { dist, given };
}

/** A base address as the app takes it (src/lib/deploySettings.ts), or an error. */
function checkBase(value, option) {
  const text = value.replace(/\/+$/, '');
  originOf(text, option);
  if (/[\s\\?#@"'<>`]/.test(text) || text.startsWith('//')) {
    throw new Error(
      `${option}: only an http(s) address or a path, without credentials, query or fragment: ${value}`,
    );
  }
  if (/^https?:/i.test(text) && !/^https?:\/\/[a-z\d.-]+(?::\d+)?(?:\/|$)/i.test(text)) {
    throw new Error(`${option}: not a host name the app takes: ${value}`);
  }
  return text;
}

/** A list of origins, each checked; an entry the app would drop is refused here. */
function checkOrigins(value, option, https) {
  const entries = value
    .split(',')
    .map((entry) => entry.trim().replace(/\/$/, ''))
    .filter(Boolean);
  for (const entry of entries) {
    const good = https ? frameOrigins(entry).length === 1 : originOf(entry, option) === entry;
    if (!good) throw new Error(`${option}: not ${https ? 'an https' : 'an'} origin: ${entry}`);
  }
  return entries.join(',');
}

/** The settings given, checked: a deployer's typing error stops here, not in a visitor's page. */
export function checkSettings(given) {
  const checked = {};
  if (given.api !== undefined) checked.api = checkBase(given.api, '--api');
  if (given.appDomain !== undefined) {
    checked.appDomain =
      given.appDomain === 'off' ? 'off' : checkBase(given.appDomain, '--app-domain');
  }
  if (given.frameHosts !== undefined) {
    checked.frameHosts = checkOrigins(given.frameHosts, '--frame-hosts', true);
  }
  if (given.accessNodes !== undefined) {
    checked.accessNodes = checkOrigins(given.accessNodes, '--access-nodes', false);
  }
  return checked;
}

/** The policy's script-src of a snippet: the early script's hash and the WeChat SDK's origin. */
function scriptSources(policy) {
  const directive = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  const values = directive.trim().split(/\s+/);
  const scriptHash = values.find((value) => value.startsWith("'sha256-"));
  const wechatSdk = values.find((value) => /^https?:\/\//.test(value)) ?? '';
  if (!scriptHash) throw new Error(`${POLICY_FILE}: no hash of the early script in script-src`);
  return { scriptHash, wechatSdk };
}

/**
 * Rewrites the build in `dist` for the settings given; returns the settings and policy written.
 */
export function configure(dist, given) {
  const checked = checkSettings(given);
  const htmlFile = path.join(dist, 'index.html');
  const policyFile = path.join(dist, POLICY_FILE);
  if (!existsSync(htmlFile)) throw new Error(`${htmlFile}: no build there`);
  if (!existsSync(policyFile)) throw new Error(`${policyFile}: no policy file in the build`);
  const html = readFileSync(htmlFile, 'utf8');
  const settings = { api: '', appDomain: '', frameHosts: '', accessNodes: '' };
  Object.assign(settings, settingsOfHtml(html) ?? {}, checked);
  const oldPolicy = policyOfSnippet(readFileSync(policyFile, 'utf8'));
  if (!oldPolicy) throw new Error(`${policyFile}: not a policy snippet of the build`);
  const policy = contentSecurityPolicy({
    ...scriptSources(oldPolicy),
    ...policyOfSettings(settings),
  });
  const newHtml = withSettings(html, settings);
  writeFileSync(htmlFile, newHtml);
  writeFileSync(policyFile, policySnippet(policy));
  const workerFile = path.join(dist, 'sw.js');
  if (existsSync(workerFile)) {
    const worker = readFileSync(workerFile, 'utf8');
    writeFileSync(
      workerFile,
      worker.replace(/"version":"([0-9a-f]+)"/, (_, old) => {
        const version = createHash('sha256').update(old).update(newHtml).digest('hex');
        return `"version":"${version.slice(0, 12)}"`;
      }),
    );
  }
  return { settings, policy };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { dist, given } = parseArguments(process.argv.slice(2));
    const { settings, policy } = configure(dist, given);
    console.log(`${path.join(dist, 'index.html')}: ${JSON.stringify(settings)}`);
    console.log(`${path.join(dist, POLICY_FILE)}: ${policy}`);
    console.log('Reload nginx to send the new policy.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
