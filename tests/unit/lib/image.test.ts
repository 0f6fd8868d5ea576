import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILTIN_IMAGES, domainOnBackend, loadImage, resolveImage } from '@/lib/image';

const builtins = { '/static/logo.png': '/shop/assets/logo.svg' };

describe('domainOnBackend', () => {
  it("puts a domain given as a path on the backend's host, where the backend is elsewhere", () => {
    expect(domainOnBackend('/api/img', 'https://api.example.com/base')).toBe(
      'https://api.example.com/api/img',
    );
  });
  it("leaves it on the shop's site for a backend beside the shop", () => {
    expect(domainOnBackend('/api/img', '')).toBe('/api/img');
    expect(domainOnBackend('/api/img', '/backend')).toBe('/api/img');
  });
  it('leaves full and protocol-relative addresses as they are', () => {
    expect(domainOnBackend('https://cdn.example.com', 'https://api.example.com')).toBe(
      'https://cdn.example.com',
    );
    expect(domainOnBackend('//cdn.example.com', 'https://api.example.com')).toBe(
      '//cdn.example.com',
    );
  });
});

describe('resolveImage', () => {
  it('maps known paths to built-in images', () => {
    expect(resolveImage('/static/logo.png', { domain: 'https://cdn.example.com' }, builtins)).toBe(
      '/shop/assets/logo.svg',
    );
  });
  it("maps the app's known paths to its own pictures by default, with or without a slash", () => {
    const domains = { domain: 'https://cdn.example.com', shopLayoutDomain: 'https://s' };
    expect(resolveImage('/static/logo.png', domains)).toMatch(/\/builtin\/logo\.png$/);
    expect(resolveImage('static/logo.png', domains)).toBe(BUILTIN_IMAGES['static/logo.png']);
    expect(resolveImage(' /static/login-avatar.png', domains)).toMatch(/\/builtin\/avatar\.png$/);
    // Other paths under static are the backend's pictures.
    expect(resolveImage('/static/banner/1.png', domains)).toBe(
      'https://cdn.example.com/static/banner/1.png',
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
  it('leaves relative paths unresolved while the configured domain is on its way', () => {
    const pending = { domainPending: true, shopLayoutDomain: 'https://s' };
    expect(resolveImage('/static/layout/avatar.png', pending)).toBe('');
    // Built-in pictures and absolute addresses do not depend on the domain.
    expect(resolveImage('/static/logo.png', pending)).toMatch(/\/builtin\/logo\.png$/);
    expect(resolveImage('https://a.example.com/x.png', pending)).toBe(
      'https://a.example.com/x.png',
    );
  });
});

describe('loadImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Pictures that load when the test says so. */
  function stubImages() {
    const made: { fetchPriority: string; src: string; onload: (() => void) | null }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = '';
        src = '';
        complete = false;
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        constructor() {
          made.push(this);
        }
      },
    );
    return made;
  }

  it('asks for the picture at high priority when told to', () => {
    const made = stubImages();
    void loadImage('https://cdn.example.com/banner/1.png', 'high');
    expect(made.map(({ fetchPriority, src }) => ({ fetchPriority, src }))).toEqual([
      { fetchPriority: 'high', src: 'https://cdn.example.com/banner/1.png' },
    ]);
  });

  it('resolves once the picture has loaded', async () => {
    const made = stubImages();
    let done = false;
    const loading = loadImage('/banner/2.png').then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    expect(made[0]!.fetchPriority).toBe('');
    made[0]!.onload?.();
    await loading;
    expect(done).toBe(true);
  });

  it('asks for nothing without an address', async () => {
    const Image = vi.fn();
    vi.stubGlobal('Image', Image);
    await loadImage('');
    expect(Image).not.toHaveBeenCalled();
  });
});
