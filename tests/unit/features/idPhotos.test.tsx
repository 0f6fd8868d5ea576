import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { useIdPhotos } from '@/features/forms/idPhotos';
import { setupDemoApi } from '../api/harness';

// The ID photos of the order documents and of the platform real name: one hook for both.

const api = setupDemoApi();

beforeAll(() => {
  // jsdom has no object URLs.
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => {};
});

const jpeg = (name = 'id.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

describe('useIdPhotos', () => {
  it('refuses what is not JPEG or PNG and uploads nothing', () => {
    const { result } = renderHook(() => useIdPhotos());
    let taken = true;
    act(() => {
      taken = result.current.add('front', new File(['x'], 'id.heic', { type: 'image/heic' }));
    });
    expect(taken).toBe(false);
    expect(result.current.photos.front).toBeNull();
  });

  it('uploads each side on its own, at once, and knows when the sides asked for are in', async () => {
    const { result } = renderHook(() => useIdPhotos());
    act(() => {
      result.current.add('front', jpeg());
      result.current.add('back', jpeg());
    });
    expect(result.current.photos.front?.status).toBe('uploading');
    expect(result.current.photos.back?.status).toBe('uploading');
    expect(result.current.chosen('front', 'back')).toBe(true);
    expect(result.current.chosen('front', 'back', 'holding')).toBe(false);
    // Asked for while both are on their way (a form sent at once): it waits for them.
    let images: Record<string, string> = {};
    await act(async () => {
      images = await result.current.uploadedAddresses('front', 'back', 'holding');
    });
    expect(images.front).toMatch(/^\/static\/cert\//);
    expect(images.back).toMatch(/^\/static\/cert\//);
    expect(images.holding).toBe('');
    expect(result.current.photos.front?.remote).toBe(images.front);
    act(() => result.current.remove('back'));
    expect(result.current.chosen('front', 'back')).toBe(false);
    await act(async () => {
      images = await result.current.uploadedAddresses('front', 'back');
    });
    expect(images).toEqual({ front: result.current.photos.front?.remote, back: '' });
  });

  it('marks a failed upload with the message given, and a side chosen again replaces it', async () => {
    api.server.use(
      http.post('*/api/shop/certUpload', () => HttpResponse.json({ code: 500, message: 'down' })),
    );
    const { result } = renderHook(() => useIdPhotos({ failedMessage: 'Try again' }));
    act(() => void result.current.add('holding', jpeg()));
    await waitFor(() => expect(result.current.photos.holding?.status).toBe('failed'));
    expect(result.current.photos.holding?.message).toBe('Try again');
    // A failed upload has no address: the form says so instead of sending it.
    await expect(result.current.uploadedAddresses('holding')).resolves.toEqual({ holding: '' });
    api.server.resetHandlers();
    act(() => void result.current.add('holding', jpeg('again.jpg')));
    await waitFor(() => expect(result.current.photos.holding?.status).toBe('done'));
  });
});
