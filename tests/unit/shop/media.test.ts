import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/i18n';
import { imageFileName, previewFailed, saveImage } from '../../../src/features/media/images';
import { useFeedbackStore } from '@/stores/feedback';

const lastToast = () => JSON.stringify(useFeedbackStore.getState());

describe('saving and previewing images', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('names the saved file after the image', () => {
    expect(imageFileName('https://img.example.com/qr/kefu.png?x=1')).toBe('kefu.png');
    expect(imageFileName('/api/__demo/img/static/qr')).toBe('image.png');
  });

  it('toasts save failed when the image cannot be fetched', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('blocked')));
    await expect(saveImage('https://other.example.com/a.png')).resolves.toBe(false);
    expect(lastToast()).toContain(i18next.t('api.media.saveFailed'));
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue({ ok: false, status: 404 }));
    await expect(saveImage('/missing.png')).resolves.toBe(false);
  });

  it('offers a fetched image as a download', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue({ ok: true, status: 200, blob: async () => new Blob(['png']) }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:demo');
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    await expect(saveImage('/static/qr/kefu.png')).resolves.toBe(true);
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('kefu.png');
    expect(clicked[0].href).toBe('blob:demo');
  });

  it('toasts preview failed', () => {
    previewFailed();
    expect(lastToast()).toContain(i18next.t('api.media.previewFailed'));
  });
});
