// npm run api:openapi: writes docs/api/openapi.json from the endpoint declarations, with example
// answers from the demo API. A unit test (tests/unit/api/openapi.test.ts) fails when it is stale.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { runnerImport } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');
const target = path.join(root, 'docs/api/openapi.json');
const { module } = await runnerImport('/tests/tools/openapi/generate.ts', {
  root,
  configFile: false,
  logLevel: 'error',
  resolve: { alias: { '@': path.join(root, 'src') } },
});
writeFileSync(target, await module.openApiText());
console.log(`Wrote ${path.relative(root, target)}.`);
