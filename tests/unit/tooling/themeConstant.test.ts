import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Components read the fixed theme as a constant from '@/theme', never from styled-components'
// props or context: a function interpolation that reads it makes a styled component dynamic.
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });
const RULE = 'no-restricted-syntax';

async function broken(file: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === RULE).length;
}

const header = `import styled, { css } from 'styled-components';\n`;

describe('components read the theme as a constant', () => {
  it('bites on the theme read from props, alone or beside transient props', async () => {
    const before = `${header}export const Box = styled.div<{ $active: boolean }>\`
  padding: \${({ theme }) => theme.space.md};
  color: \${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.text)};
  margin: \${(props) => props.theme.space.sm};
  \${({ theme: t }) => css\`gap: \${t.space.xs};\`}
\`;
`;
    expect(await broken('src/components/ui/Probe.tsx', before)).toBe(4);
    const hook = `import { useTheme } from 'styled-components';\nexport const useBrand = () => useTheme().colors.brand;\n`;
    expect(await broken('src/components/shop/probe.ts', hook)).toBe(1);
  }, 60_000);

  it('lets a component read the imported constant and its own props', async () => {
    const after = `${header}import type { DefaultTheme } from 'styled-components';
import { theme } from '@/theme';
const brand = (t: DefaultTheme) => t.colors.brand;
export const Box = styled.div<{ $active: boolean }>\`
  padding: \${theme.space.md};
  color: \${({ $active }) => ($active ? brand(theme) : theme.colors.text)};
\`;
`;
    expect(await broken('src/components/ui/Probe.tsx', after)).toBe(0);
  }, 60_000);
});
