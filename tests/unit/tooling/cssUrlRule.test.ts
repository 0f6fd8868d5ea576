import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// shop/css-url-through-helper, as npm run lint applies it: a value put inside CSS url(...) is
// written by cssUrl() (src/lib/css.ts), never by a template or a string of its own.
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });
const RULE = 'shop/css-url-through-helper';

async function broken(file: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === RULE).length;
}

const header = `import styled, { css } from 'styled-components';\nimport { cssUrl } from '@/lib/css';\n`;

describe('css url through the helper', () => {
  it('bites on a server string put inside url() by a styled template (the single page, before)', async () => {
    const before = `${header}export const PopupPicture = styled.div<{ $src: string }>\`
  background-image: url('\${({ $src }) => $src}');
\`;
`;
    expect(await broken('src/pages/pages-sub/single/probe.tsx', before)).toBe(1);
    const cssBlock = `${header}export const paint = (image: string) => css\`background: url(\${image});\`;\n`;
    expect(await broken('src/components/iot/home/Probe.styles.ts', cssBlock)).toBe(1);
  }, 60_000);

  it('bites on a style property or a string that opens url() itself', async () => {
    const style = `export const style = (icon: string) => ({ '--badge-image': \`url("\${icon}")\` });\n`;
    expect(await broken('src/components/shop/Probe.tsx', style)).toBe(1);
    const joined = `export const a = (x: string) => 'url("' + x + '")';\nexport const b = (x: string) => 'no-repeat ' + 'url(' + x + ')';\n`;
    expect(await broken('src/features/shop/probe.ts', joined)).toBe(2);
    const story = `export const s = (x: string) => \`url( '\${x}' )\`;\n`;
    expect(await broken('stories/shop/Probe.stories.tsx', story)).toBe(1);
  }, 60_000);

  it('lets the checked helper write the value', async () => {
    const after = `${header}import type { CSSProperties } from 'react';
export const Picture = styled.div\`
  background-image: var(--popup-picture, none);
\`;
export const style = (src: string) => ({ '--popup-picture': cssUrl(src) }) as CSSProperties;
export const paint = (image: string) => css\`background-image: \${cssUrl(image) ?? 'none'};\`;
export const svg = '<rect fill="url(#g)"/>';
`;
    expect(await broken('src/components/shop/Probe.tsx', after)).toBe(0);
  }, 60_000);
});
