import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoPicture, imageHandlers } from '@/mocks/handlers/images';

describe('demo pictures', () => {
  it('draws the same picture for the same path, and sizes it by kind', () => {
    expect(demoPicture('static/banner/1.png')).toBe(demoPicture('static/banner/1.png'));
    expect(demoPicture('static/banner/1.png')).toContain('width="750" height="300"');
    expect(demoPicture('static/nav/order.png')).toContain('width="96" height="96"');
    expect(demoPicture('goods/101.jpg')).toContain('width="400" height="400"');
    expect(demoPicture('static/banner/1.png')).not.toBe(demoPicture('static/banner/2.png'));
  });

  it('serves them as SVG under the demo image path', async () => {
    const response = await getResponse(
      imageHandlers,
      new Request('http://demo.test/api/__demo/img/static/banner/1.png'),
    );
    expect(response?.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response?.text()).toMatch(/^<svg /);
  });
});
