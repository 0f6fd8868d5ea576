import { describe, expect, it } from 'vitest';
import { resolveImage } from '@/lib/image';

const builtins = { '/static/logo.png': '/shop/assets/logo.svg' };

describe('resolveImage', () => {
  it('maps known paths to built-in images', () => {
    expect(resolveImage('/static/logo.png', { domain: 'https://cdn.example.com' }, builtins)).toBe(
      '/shop/assets/logo.svg',
    );
  });
  it('passes absolute addresses through', () => {
    expect(resolveImage('https://a.example.com/x.png', { domain: 'https://cdn' })).toBe(
      'https://a.example.com/x.png',
    );
    expect(resolveImage('//a.example.com/x.png', {})).toBe('//a.example.com/x.png');
    expect(resolveImage('data:image/png;base64,AAA', {})).toBe('data:image/png;base64,AAA');
  });
  it('prefixes relative paths with the configured domain, with exactly one slash', () => {
    expect(resolveImage('uploads/a.png', { domain: 'https://cdn.example.com/' })).toBe(
      'https://cdn.example.com/uploads/a.png',
    );
    expect(resolveImage('/uploads/a.png', { domain: 'https://cdn.example.com' })).toBe(
      'https://cdn.example.com/uploads/a.png',
    );
  });
  it('falls back to the shop layout domain', () => {
    expect(
      resolveImage('a.png', { domain: '', shopLayoutDomain: 'https://shop.example.com' }),
    ).toBe('https://shop.example.com/a.png');
    expect(resolveImage('a.png', { domain: null, shopLayoutDomain: 'https://s' })).toBe(
      'https://s/a.png',
    );
  });
  it('returns the path as is with no domain, and empty for empty input', () => {
    expect(resolveImage('a.png', {})).toBe('a.png');
    expect(resolveImage('', { domain: 'https://x' })).toBe('');
    expect(resolveImage(null)).toBe('');
    expect(resolveImage('   ')).toBe('');
  });
});
