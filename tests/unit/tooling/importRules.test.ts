import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rules of README "How the code is organised", as npm run lint applies them.
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('import rules', () => {
  it('the API layer may not import a store, the router or the app', async () => {
    for (const target of ['@/stores/iot', '@/router/nav', '@/app/wiring']) {
      const code = `import * as m from '${target}';\nexport const x = m;\n`;
      expect(await rulesBroken('src/api/probe.ts', code)).toContain('import-x/no-restricted-paths');
    }
  }, 60_000);

  it('pages may not import the app, widgets may not import the API even for types', async () => {
    const page = `import { wireApp } from '@/app/wiring';\nexport const x = wireApp;\n`;
    expect(await rulesBroken('src/pages/pages/probe.tsx', page)).toContain(
      'import-x/no-restricted-paths',
    );
    const widget = `import type { SimInfo } from '@/api/types';\nexport type X = SimInfo;\n`;
    expect(await rulesBroken('src/components/ui/Probe.tsx', widget)).toContain(
      'no-restricted-imports',
    );
  }, 60_000);

  it('the domain holds schemas and types only: no API, store or other library', async () => {
    for (const target of ['@/api/types', '@/stores/iot', 'axios']) {
      const code = `import * as m from '${target}';\nexport const x = m;\n`;
      expect(await rulesBroken('src/domain/probe.ts', code), target).toContain(
        'no-restricted-imports',
      );
    }
    const schema = [
      "import * as v from 'valibot';",
      "import { obj, str, type Shape } from '@/lib/schema';",
      'export const probe = obj({ name: str, tags: v.optional(v.array(v.string())) });',
      'export type Probe = Shape<typeof probe>;',
    ].join('\n');
    expect(await rulesBroken('src/domain/probe.ts', `${schema}\n`)).toEqual([]);
  }, 60_000);

  it('allowed directions pass', async () => {
    const code = `import { useIotStore } from '@/stores/iot';\nexport const x = useIotStore;\n`;
    expect(await rulesBroken('src/pages/pages/probe.tsx', code)).toEqual([]);
  }, 60_000);
});

describe('import cycles', () => {
  /**
   * Lints `src/a.ts` of a scratch project laid out like this one, with this project's config:
   * `a.ts` and `b.ts` import each other as the test says.
   */
  async function cycleRulesBroken(a: string, b: string): Promise<string[]> {
    const dir = mkdtempSync(path.join(tmpdir(), 'cycle-'));
    try {
      mkdirSync(path.join(dir, 'src'));
      writeFileSync(path.join(dir, 'src/a.ts'), a);
      writeFileSync(path.join(dir, 'src/b.ts'), b);
      const scratch = new ESLint({
        cwd: dir,
        overrideConfigFile: path.join(root, 'eslint.config.js'),
      });
      const [result] = await scratch.lintFiles(['src/a.ts']);
      return result.messages.map((message) => message.ruleId ?? message.message);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const isCycleRule = (rule: string) => rule.endsWith('no-cycle');

  it('two modules that import only types from each other are a cycle', async () => {
    const a = `import type { B } from './b';\nexport interface A {\n  b?: B;\n}\n`;
    const b = `import type { A } from './a';\nexport interface B {\n  a?: A;\n}\n`;
    expect((await cycleRulesBroken(a, b)).filter(isCycleRule)).toHaveLength(1);
    const inline = `import { type A } from './a';\nexport interface B {\n  a?: A;\n}\n`;
    expect((await cycleRulesBroken(a, inline)).filter(isCycleRule)).toHaveLength(1);
    const reexport = `export type { A } from './a';\nexport interface B {\n  n: number;\n}\n`;
    expect((await cycleRulesBroken(a, reexport)).filter(isCycleRule)).toHaveLength(1);
  }, 60_000);

  it('types imported one way only pass', async () => {
    const a = `import type { B } from './b';\nexport interface A {\n  b?: B;\n}\n`;
    const b = `export interface B {\n  n: number;\n}\n`;
    expect(await cycleRulesBroken(a, b)).toEqual([]);
  }, 60_000);
});

describe('server data through the hooks', () => {
  const rule = 'shop/server-data-through-hooks';

  it('a page may not call the API in an effect or an event handler', async () => {
    const inEffect = [
      "import { useEffect } from 'react';",
      "import { call } from '@/api/call';",
      "import * as iot from '@/api/declarations/iot';",
      'export function Page() {',
      '  useEffect(() => void call(iot.getVipList), []);',
      '  return null;',
      '}',
    ].join('\n');
    expect(await rulesBroken('src/pages/pages/probe.tsx', inEffect)).toContain(rule);
    const inHandler = [
      "import { buyPackage } from '@/api/iot';",
      'export const onBuy = () => buyPackage({ packageId: 1 });',
    ].join('\n');
    expect(await rulesBroken('src/features/iot/probe.ts', inHandler)).toContain(rule);
    const handedOn = `import { call } from '@/api/call';\nexport const load = call;\n`;
    expect(await rulesBroken('src/features/iot/probe.ts', handedOn)).toContain(rule);
  }, 60_000);

  it('calls inside useResource, useData and a mutation pass, and so do types and errors', async () => {
    const page = [
      "import { call } from '@/api/call';",
      "import * as iot from '@/api/declarations/iot';",
      "import { buyPackage } from '@/api/iot';",
      "import type { SimInfo } from '@/api/types';",
      "import { isApiError } from '@/api/errors';",
      "import { composedQuery } from '@/features/data/query';",
      "import { useResource } from '@/features/data/useResource';",
      "import { useMutation } from '@/features/data/useMutation';",
      'export function Page({ sim }: { sim?: SimInfo }) {',
      '  const list = useResource(',
      "    composedQuery('probe', [iot.getVipList], {}, () => call(iot.getVipList)),",
      '  );',
      '  const { mutate } = useMutation();',
      '  const buy = () => mutate(() => buyPackage({ packageId: 1 })).catch(isApiError);',
      '  return [list, buy, sim];',
      '}',
    ].join('\n');
    expect(await rulesBroken('src/pages/pages/probe.tsx', page)).toEqual([]);
  }, 60_000);

  it('the data module itself owns the calls', async () => {
    const code = [
      "import { call } from '@/api/call';",
      "import * as iot from '@/api/declarations/iot';",
      'export const load = () => call(iot.getSimInfo);',
    ].join('\n');
    expect(await rulesBroken('src/features/data/probe.ts', code)).toEqual([]);
  }, 60_000);
});
