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

  it('allowed directions pass', async () => {
    const code = `import { useIotStore } from '@/stores/iot';\nexport const x = useIotStore;\n`;
    expect(await rulesBroken('src/pages/pages/probe.tsx', code)).toEqual([]);
  }, 60_000);
});
