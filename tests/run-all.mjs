// Runs every suite of the project in turn and ends with one line: "N passed, N failed".
// Static checks count as one test each; test runners report their own counts through JSON.
// Every suite runs even when an earlier one fails, so one run shows everything that is broken.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBrowser, ensureNginx, ensureWebKit } from './setup/browser.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'tests/.results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const env = {
  ...process.env,
  STORYBOOK_DISABLE_TELEMETRY: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
};

function run(command, args, extraEnv = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  return { status: result.status ?? 1, seconds: (Date.now() - started) / 1000 };
}

/**
 * The first lines of a failure's message, without colour codes and on one line, so that the
 * summary at the end of the log says why a test failed as well as which.
 */
function reasonOf(message) {
  const text = String(message ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 6)
    .join(' | ');
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A check that passes or fails as a whole (type check, lint, format, size budget). */
function check(name, command, args) {
  const { status, seconds } = run(command, args);
  return { name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, seconds };
}

/**
 * A Vitest project of vite.config.ts, or a Vitest run with a config of its own (`config`), counted
 * test by test (a file that fails to load counts as one failure).
 */
function vitest(name, project, config) {
  const out = path.join(results, `${project}.json`);
  const { status, seconds } = run('npx', [
    'vitest',
    'run',
    ...(config ? ['-c', config] : ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  const report = readJson(out);
  if (!report) return { name, passed: 0, failed: 1, seconds, note: 'no report' };
  const loadFailures = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
  ).length;
  let failed = (report.numFailedTests ?? 0) + loadFailures;
  if (status !== 0 && failed === 0) failed = 1;
  const failures = (report.testResults ?? []).flatMap((file) => {
    const where = path.relative(root, file.name ?? '');
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (file.status === 'failed' && tests.length === 0) return [`${where} (did not load)`];
    return tests.map((test) => {
      const reason = reasonOf(test.failureMessages?.[0]);
      return `${where} › ${test.fullName ?? test.title}${reason ? `\n      ${reason}` : ''}`;
    });
  });
  return { name, passed: report.numPassedTests ?? 0, failed, seconds, failures };
}

/** The titles of a Playwright report's tests that failed or passed only on a retry. */
function playwrightFailures(report) {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const title = [...titles, spec.title].filter(Boolean).join(' › ');
          const error = (test.results ?? []).map((result) => result.error).find(Boolean);
          const reason = reasonOf(error?.message);
          found.push(
            `${spec.file ?? suite.file ?? ''} › ${title} (${test.status})${reason ? `\n      ${reason}` : ''}`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? [])
    found.push(String(error.message ?? error).split('\n')[0]);
  return found;
}

/** A Playwright suite on the production build (end-to-end journeys, page fuzzing). */
function playwright(name, suite) {
  const out = path.join(results, `${suite}.json`);
  const { status, seconds } = run(
    'npx',
    ['playwright', 'test', '-c', `tests/${suite}/playwright.config.ts`, '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: out, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  );
  const report = readJson(out);
  if (!report?.stats) return { name, passed: 0, failed: 1, seconds, note: 'no report' };
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
  let failed = unexpected + flaky + (report.errors?.length ?? 0);
  if (status !== 0 && failed === 0) failed = 1;
  return { name, passed: expected, failed, seconds, failures: playwrightFailures(report) };
}

const suites = [];
const browser = ensureBrowser();

suites.push(check('type check (tsc -b)', 'npx', ['tsc', '-b']));
suites.push(check('lint (eslint)', 'npx', ['eslint', '--max-warnings', '0', '.']));
suites.push(check('format (prettier)', 'npx', ['prettier', '--check', '.']));
suites.push(vitest('unit tests', 'unit'));
if (browser.ok) {
  suites.push(vitest('stories (interaction, a11y, visual)', 'storybook'));
  // The static Storybook designers and operators read, then every docs page of it opened.
  const storybookBuild = check('Storybook build', 'npx', ['storybook', 'build', '--quiet']);
  suites.push(storybookBuild);
  if (storybookBuild.failed) {
    suites.push({
      name: 'Storybook docs (smoke)',
      passed: 0,
      failed: 1,
      seconds: 0,
      note: 'no build',
    });
  } else {
    suites.push(playwright('Storybook docs (smoke)', 'storybook'));
  }
  suites.push(playwright('end-to-end (production build)', 'e2e'));
  suites.push(playwright('page fuzzing (hostile answers)', 'fuzz'));
  // The shop built and served by nginx with deploy/nginx/shop.conf and the standalone demo API.
  if (ensureNginx().ok) {
    suites.push(
      vitest('nginx (headers, policy, service worker)', 'nginx', 'tests/nginx/vitest.config.ts'),
    );
  } else {
    suites.push({ name: 'nginx', passed: 0, failed: 1, seconds: 0, note: 'no nginx' });
  }
} else {
  suites.push({
    name: 'stories and end-to-end',
    passed: 0,
    failed: 1,
    seconds: 0,
    note: 'no browser',
  });
}
// Every page and each area's main journey in WebKit (the engine of Safari and WeChat on iPhones).
if (ensureWebKit().ok) {
  suites.push(vitest('WebKit (pages and journeys)', 'webkit', 'tests/webkit/vitest.config.ts'));
} else {
  suites.push({ name: 'WebKit', passed: 0, failed: 1, seconds: 0, note: 'no WebKit' });
}
if (existsSync(path.join(root, 'tests/bench/size.mjs'))) {
  suites.push(check('size budget', 'node', ['tests/bench/size.mjs']));
}

const width = Math.max(...suites.map((suite) => suite.name.length));
console.log('\nSummary');
for (const suite of suites) {
  const mark = suite.failed ? 'FAIL' : 'ok  ';
  const note = suite.note ? `  (${suite.note})` : '';
  console.log(
    `  ${mark} ${suite.name.padEnd(width)}  ${String(suite.passed).padStart(5)} passed  ${String(suite.failed).padStart(4)} failed  ${suite.seconds.toFixed(0).padStart(5)} s${note}`,
  );
}
// The failed tests by name, last, so that the end of a long log says what to look at.
const failures = suites.flatMap((suite) =>
  (suite.failures ?? []).map((failure) => `  ${suite.name}: ${failure}`),
);
if (failures.length) {
  console.log('\nFailed');
  for (const line of failures.slice(0, 40)) console.log(line);
  if (failures.length > 40) console.log(`  … and ${failures.length - 40} more`);
}
const passed = suites.reduce((sum, suite) => sum + suite.passed, 0);
const failed = suites.reduce((sum, suite) => sum + suite.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
