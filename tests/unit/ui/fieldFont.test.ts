// iOS Safari zooms the page in when a text field with type under 16 px gets the focus. Every
// styled text field of the widgets takes its size through fieldFont (never under 16 px).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldFont } from '@/components/ui/form/fieldStyles';

const root = path.resolve(import.meta.dirname, '../../../src/components');
/** Fields that take no typing: a checkbox or radio, a seek bar, a file chooser. */
const NOT_TEXT = new Set(['ChoiceInput', 'Seek', 'FileInput']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return files(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Each `const Name = styled.input|textarea|select` with its template text. */
function styledFields() {
  const found: { where: string; name: string; css: string }[] = [];
  for (const file of files(root)) {
    const text = readFileSync(file, 'utf8');
    const pattern = /const (\w+) = styled\.(?:input|textarea|select)(?:<[^>]*>)?`([\s\S]*?)`;/g;
    for (const match of text.matchAll(pattern)) {
      found.push({ where: path.relative(root, file), name: match[1], css: match[2] });
    }
  }
  return found;
}

describe('text fields are never under 16 px (no iOS zoom on focus)', () => {
  it('fieldFont keeps the token above 16 px and raises it below', () => {
    expect(fieldFont('1.2rem')).toBe('max(16px, 1.2rem)');
  });

  it('finds the styled fields (the check can fail)', () => {
    expect(styledFields().length).toBeGreaterThan(10);
  });

  it.each(styledFields().filter((field) => !NOT_TEXT.has(field.name)))(
    '$where: $name',
    ({ css }) => {
      const sizes = [...css.matchAll(/font-size:([^;]*);/g)].map((match) => match[1]);
      const viaFieldStyle = /\$\{filledField\}/.test(css);
      // A size of its own goes through fieldFont; otherwise a field style that does.
      expect(sizes.length > 0 || viaFieldStyle).toBe(true);
      for (const size of sizes) expect(size).toContain('fieldFont(');
      // A `font:` shorthand after the size would reset it.
      const lastFont = css.lastIndexOf('font:');
      if (lastFont >= 0) expect(css.indexOf('font-size:', lastFont)).toBeGreaterThan(lastFont);
    },
  );
});
