import { describe, expect, it } from 'vitest';
import { clampZoom } from '@/components/ui/ImagePreview';
import { CHOOSER_DEFAULTS, splitByDuration } from '@/components/ui/Uploader';
import { clampPercent } from '@/components/ui/Progress';
import { splitAmount } from '@/components/ui/Price';
import { shuffledDigits } from '@/components/ui/NumberKeyboard';
import { formatVideoTime } from '@/components/ui/VideoPlayer';
import { sanitizeHtml } from '@/components/ui/sanitize';
import { darken } from '@/components/ui/tone';

describe('clampZoom', () => {
  it('keeps zoom between 1 and 4', () => {
    expect(clampZoom(0.2)).toBe(1);
    expect(clampZoom(2.5)).toBe(2.5);
    expect(clampZoom(9)).toBe(4);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(clampZoom(9, 3)).toBe(3);
  });
});

describe('clampPercent', () => {
  it('clamps to 0-100 and treats NaN as 0', () => {
    expect(clampPercent(-1)).toBe(0);
    expect(clampPercent(42.5)).toBe(42.5);
    expect(clampPercent(101)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('splitAmount', () => {
  it('splits integer and decimals with rounding', () => {
    expect(splitAmount(29.9)).toEqual({ negative: false, integer: '29', decimal: '90' });
    expect(splitAmount('3.456')).toEqual({ negative: false, integer: '3', decimal: '46' });
    expect(splitAmount(-1.5)).toEqual({ negative: true, integer: '1', decimal: '50' });
    expect(splitAmount(1000, 0)).toEqual({ negative: false, integer: '1000', decimal: '' });
    expect(splitAmount('abc')).toEqual({ negative: false, integer: '0', decimal: '00' });
  });
});

describe('shuffledDigits', () => {
  it('returns every digit once, in an order set by the random source', () => {
    const sequence = [0.9, 0.1, 0.5, 0.3, 0.7, 0.2, 0.8, 0.4, 0.6];
    let i = 0;
    const order = shuffledDigits(() => sequence[i++ % sequence.length]);
    expect([...order].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(order).not.toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '0']);
    i = 0;
    expect(shuffledDigits(() => sequence[i++ % sequence.length])).toEqual(order);
  });
});

describe('formatVideoTime', () => {
  it('formats m:ss and h:mm:ss', () => {
    expect(formatVideoTime(0)).toBe('0:00');
    expect(formatVideoTime(61.9)).toBe('1:01');
    expect(formatVideoTime(3725)).toBe('1:02:05');
    expect(formatVideoTime(Number.NaN)).toBe('0:00');
  });
});

describe('sanitizeHtml', () => {
  it('keeps allowed markup and http(s) links', () => {
    const html = sanitizeHtml('<p>Hi <a href="https://a.example/x">there</a></p>');
    expect(html).toContain('<p>Hi <a href="https://a.example/x"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });

  it('drops scripts, handlers, styles and non-http links', () => {
    const html = sanitizeHtml(
      '<p style="x" onclick="y">t</p><script>1</script><a href="javascript:alert(1)">a</a><a href="mailto:a@b.c">m</a><img src="data:image/png;base64,AA" onerror="z">',
    );
    expect(html).not.toMatch(/style=|onclick|onerror|<script|javascript:|mailto:|data:/);
    expect(html).toContain('<p>t</p>');
  });
});

describe('darken', () => {
  it('mixes a hex colour towards black', () => {
    expect(darken('#ffffff', 0.5)).toBe('#808080');
    expect(darken('#018d71', 0)).toBe('#018d71');
    expect(darken('rgba(0,0,0,0.5)', 0.2)).toBe('rgba(0,0,0,0.5)');
  });
});

describe('choosers', () => {
  it('default to 9 images, one video of at most 60 s and 100 files', () => {
    expect(CHOOSER_DEFAULTS.image).toEqual({ count: 9, accept: 'image/*' });
    expect(CHOOSER_DEFAULTS.video).toMatchObject({ accept: 'video/*', maxDuration: 60 });
    expect(CHOOSER_DEFAULTS.file.count).toBe(100);
  });

  it('refuses videos longer than the maximum; unknown lengths pass', () => {
    expect(
      splitByDuration(
        [
          { item: 'a', seconds: 59.9 },
          { item: 'b', seconds: 60 },
          { item: 'c', seconds: 61 },
          { item: 'd', seconds: Number.NaN },
        ],
        60,
      ),
    ).toEqual({ fitting: ['a', 'b', 'd'], tooLong: ['c'] });
  });
});
