import { describe, expect, it } from 'vitest';
import { plainText } from '@/components/iot/home/format';

describe('plainText', () => {
  it('keeps the text, with a line break for <br> and the end of a paragraph', () => {
    expect(plainText('<p>Hello <b>there</b></p><p>Second<br>line</p>')).toBe(
      'Hello there\nSecond\nline',
    );
  });

  it('drops scripts, styles and templates with their content', () => {
    expect(
      plainText('<style>p{color:red}</style>Shown<script>alert(1)</script><template>no</template>'),
    ).toBe('Shown');
  });

  it('runs nothing and loads nothing from the markup', async () => {
    const win = window as unknown as { __plainTextRan?: boolean };
    expect(plainText('<img src="x" onerror="window.__plainTextRan = true">text')).toBe('text');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(win.__plainTextRan).toBeUndefined();
  });

  it('is empty for no text, and gives the same answer twice', () => {
    expect(plainText(null)).toBe('');
    expect(plainText('')).toBe('');
    expect(plainText('<p>a</p>\n\n\n\n<p>b</p>')).toBe('a\n\nb');
    expect(plainText('<p>a</p>\n\n\n\n<p>b</p>')).toBe('a\n\nb');
  });
});
