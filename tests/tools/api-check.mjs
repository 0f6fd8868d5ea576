// npm run api:check -- --base URL [--card SIMNO --token TOKEN] [--session ID] [--writes]
// Checks a live server against docs/api/openapi.json (tests/tools/apiCheck/check.ts).
import path from 'node:path';
import { runnerImport } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');
const { module } = await runnerImport('/tests/tools/apiCheck/check.ts', {
  root,
  configFile: false,
  logLevel: 'error',
  resolve: { alias: { '@': path.join(root, 'src') } },
});
process.exitCode = await module.main(process.argv.slice(2));
