import { describe, expect, it } from 'vitest';
import { buildUrl, canonicalUrl, parseUrl } from '@/router/url';

describe('url helpers', () => {
  it('parses paths in every form', () => {
    expect(parseUrl('/pages/a/b?x=1&y=%20z')).toEqual({
      path: 'pages/a/b',
      query: { x: '1', y: ' z' },
    });
    expect(parseUrl('#/pages/a/b')).toEqual({ path: 'pages/a/b', query: {} });
    expect(parseUrl('pages/a/b/')).toEqual({ path: 'pages/a/b', query: {} });
    expect(parseUrl('/?promoCode=P')).toEqual({ path: '', query: { promoCode: 'P' } });
  });
  it('builds encoded URLs without empty values', () => {
    expect(buildUrl('pages/a', { redirect: '/pages/b?c=1', empty: '' })).toBe(
      '/pages/a?redirect=%2Fpages%2Fb%3Fc%3D1',
    );
    expect(buildUrl('/pages/a')).toBe('/pages/a');
  });
  it('compares URLs regardless of parameter order', () => {
    expect(canonicalUrl('/pages/a?b=2&a=1')).toBe(canonicalUrl('pages/a?a=1&b=2'));
  });
});
