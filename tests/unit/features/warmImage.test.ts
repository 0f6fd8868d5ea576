// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmImage } from '@/features/media/warmImage';

describe('warmImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the picture at high priority', () => {
    const made: { fetchPriority?: string; src?: string }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = '';
        src = '';
        constructor() {
          made.push(this);
        }
      },
    );
    warmImage('https://cdn.example.com/banner/1.png');
    expect(made).toEqual([{ fetchPriority: 'high', src: 'https://cdn.example.com/banner/1.png' }]);
  });

  it('asks for nothing without an address', () => {
    const Image = vi.fn();
    vi.stubGlobal('Image', Image);
    warmImage('');
    expect(Image).not.toHaveBeenCalled();
  });
});
