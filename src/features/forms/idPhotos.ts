import { useCallback, useEffect, useRef, useState } from 'react';
import * as shop from '@/api/declarations/shop';
import type { CertSide } from '@/api/types';
import type { UploaderFile } from '@/components/ui/Uploader';
import { useMutation } from '@/features/data/useMutation';

/** The file types an ID photo may have (the server takes JPEG and PNG). */
export const ID_PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png'];
/** The largest ID photo the server takes. */
export const ID_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** One ID photo on the page: the local preview, its upload state and the server's address. */
export interface IdPhoto extends UploaderFile {
  /** The uploaded image's address ('' until the upload is done). */
  remote: string;
}

export type IdPhotos = Record<CertSide, IdPhoto | null>;

export interface IdPhotoOptions {
  /** Text under a photo whose upload failed, already translated. */
  failedMessage?: string;
}

/**
 * The ID photos of a form (order documents, platform real name): each side uploads as soon as it
 * is chosen, on its own, so several may be on their way at once; a side chosen again replaces
 * the earlier upload, and the local previews are released with the page.
 */
export function useIdPhotos({ failedMessage }: IdPhotoOptions = {}) {
  const uploads = {
    front: useMutation(shop.uploadCertImage),
    back: useMutation(shop.uploadCertImage),
    holding: useMutation(shop.uploadCertImage),
  };
  const [photos, setPhotos] = useState<IdPhotos>({ front: null, back: null, holding: null });
  const urls = useRef<string[]>([]);
  // Each side's latest upload, as the server's address of the image ('' when it failed).
  const pending = useRef<Partial<Record<CertSide, Promise<string>>>>({});
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  /** Settles a side, unless it was chosen again meanwhile. */
  const settle = (side: CertSide, key: string, next: IdPhoto) =>
    setPhotos((prev) => (prev[side]?.key === key ? { ...prev, [side]: next } : prev));

  /** Starts uploading a chosen file; false (nothing uploaded) when it is not JPEG or PNG. */
  const add = (side: CertSide, file: File): boolean => {
    if (!ID_PHOTO_TYPES.includes(file.type)) return false;
    const url = URL.createObjectURL(file);
    urls.current.push(url);
    const key = `${side}-${Date.now()}`;
    setPhotos((prev) => ({ ...prev, [side]: { key, url, status: 'uploading', remote: '' } }));
    pending.current[side] = uploads[side].mutate({ side, file }).then(
      (result) => {
        if (!result) return '';
        settle(side, key, { key, url, status: 'done', remote: result.url });
        return result.url;
      },
      () => {
        settle(side, key, { key, url, status: 'failed', remote: '', message: failedMessage });
        return '';
      },
    );
    return true;
  };

  const remove = useCallback((side: CertSide) => {
    delete pending.current[side];
    setPhotos((prev) => ({ ...prev, [side]: null }));
  }, []);

  /** Whether every side named has a photo chosen (uploaded, on its way or failed). */
  const chosen = (...sides: CertSide[]) => sides.every((side) => !!photos[side]);

  /**
   * The server's addresses of the sides named, once the uploads on their way have ended: a form
   * sent right after its photos were chosen waits for them instead of calling them missing. ''
   * for a side with no photo or whose upload failed.
   */
  const uploadedAddresses = async <S extends CertSide>(...sides: S[]) => {
    const found = await Promise.all(sides.map((side) => pending.current[side] ?? ''));
    return Object.fromEntries(sides.map((side, i) => [side, found[i]])) as Record<S, string>;
  };

  return { photos, add, remove, chosen, uploadedAddresses };
}
