import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { Spinner } from './Loading';
import { theme } from '@/theme';

export interface UploaderFile {
  /** Stable key of the file. */
  key: string;
  /** Thumbnail URL (remote or object URL). */
  url: string;
  /** Upload state (default 'done'). */
  status?: 'uploading' | 'failed' | 'done';
  /** Text over the thumbnail while uploading or after a failure (default translated). */
  message?: string;
}

/** What the chooser picks: images, videos or any file. */
export type ChooserKind = 'image' | 'video' | 'file';

/** Defaults by kind (docs/requirements.md sections 5 and 9): 9 images, one video of at most 60 s, 100 files. */
export const CHOOSER_DEFAULTS: Readonly<
  Record<ChooserKind, { count: number; accept: string | undefined; maxDuration?: number }>
> = {
  image: { count: 9, accept: 'image/*' },
  video: { count: 1, accept: 'video/*', maxDuration: 60 },
  file: { count: 100, accept: undefined },
};

/**
 * What a chooser of JPEG or PNG photos accepts: the two types, JPEG first, and their file
 * extensions for pickers that filter by name. Not `image/*`: with it Safari hands over an
 * iPhone's HEIC photo as it is, where with the types listed it converts the photo to the first
 * one (a JPEG, which stays within an upload's size limit where a PNG of a camera photo would not).
 */
export const JPEG_OR_PNG = 'image/jpeg,image/png,.jpg,.jpeg,.png';

/** Splits chosen videos by their length in seconds (unknown lengths pass, the server judges). */
export function splitByDuration<T>(
  items: readonly { item: T; seconds: number }[],
  maxSeconds: number,
): { fitting: T[]; tooLong: T[] } {
  const tooLong = items.filter(({ seconds }) => Number.isFinite(seconds) && seconds > maxSeconds);
  return {
    fitting: items.filter((entry) => !tooLong.includes(entry)).map(({ item }) => item),
    tooLong: tooLong.map(({ item }) => item),
  };
}

/** The length of a video file in seconds, read from its metadata (NaN when it cannot be read). */
function videoSeconds(file: File): Promise<number> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (seconds: number) => {
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(video.duration);
    video.onerror = () => done(Number.NaN);
    video.src = url;
  });
}

export interface UploaderProps {
  /** What is chosen (default 'image'): sets the accepted types and the default count. */
  kind?: ChooserKind;
  /** Longest video in seconds (kind 'video'; default 60); longer ones go to onTooLong. */
  maxDuration?: number;
  /** Called with the videos over maxDuration, so the page can explain. */
  onTooLong?: (files: File[]) => void;
  /** Files already chosen or uploaded. */
  files: readonly UploaderFile[];
  /** Called with newly chosen files, never more than the remaining count; the page uploads them. */
  onAdd: (files: File[]) => void;
  /** Called with the index of the file whose delete button was pressed. */
  onRemove: (index: number) => void;
  /** Called with the index of a tapped thumbnail, e.g. to open ImagePreview. */
  onPreview?: (index: number) => void;
  /** Most files (default by kind: 9 images, 1 video, 100 files). */
  maxCount?: number;
  /** Largest file in bytes; bigger files go to onOversize instead of onAdd. */
  maxSize?: number;
  /** Called with the files over maxSize, so the page can explain. */
  onOversize?: (files: File[]) => void;
  /** Accepted types (default by kind: 'image/*', 'video/*', anything). */
  accept?: string;
  /** Allows choosing several files at once (default true). */
  multiple?: boolean;
  /**
   * Opens the phone's camera straight away ('environment' the back one, 'user' the front one),
   * leaving out the photo library and files; without it the phone offers camera and library.
   */
  capture?: 'user' | 'environment';
  /** Disables adding and removing. */
  disabled?: boolean;
  /** Label of the add tile (default the translated 'Add image'). */
  addLabel?: string;
  /**
   * Shape of the tiles: 'square' (default) four to a row; 'idCard' one to a row, filling the
   * width at an ID card's shape (85.6 x 54 mm), for a photo of one side of a card.
   */
  tile?: UploaderTile;
}

/** Shape of an Uploader's tiles. */
export type UploaderTile = 'square' | 'idCard';

/** Width over height of an ID card (ISO/IEC 7810 ID-1, 85.6 x 54 mm). */
export const ID_CARD_ASPECT = '85.6 / 54';

const Grid = styled.ul<{ $tile: UploaderTile }>`
  display: grid;
  grid-template-columns: ${({ $tile }) => ($tile === 'idCard' ? '1fr' : 'repeat(4, 1fr)')};
  gap: ${theme.space.sm};
  margin: 0;
  padding: ${theme.space.md};
  list-style: none;
  background: ${theme.colors.surface};
`;

const Tile = styled.li<{ $tile: UploaderTile }>`
  position: relative;
  aspect-ratio: ${({ $tile }) => ($tile === 'idCard' ? ID_CARD_ASPECT : '1')};
  border-radius: ${theme.radii.sm};
  overflow: hidden;
  background: ${theme.colors.background};
`;

const Thumb = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const Mask = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xxs};
  padding: 0 2px;
  background: ${theme.colors.toast};
  color: ${theme.colors.onBrand};
  font-size: ${theme.fontSizes.xs};
  text-align: center;
  overflow-wrap: anywhere;
  pointer-events: none;
`;

const Remove = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  display: inline-flex;
  align-items: flex-start;
  justify-content: flex-end;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  background: transparent;
  &::before {
    content: '';
    position: absolute;
    top: 0;
    right: 0;
    width: 1.5rem;
    height: 1.5rem;
    border-bottom-left-radius: ${theme.radii.md};
    background: ${theme.colors.toast};
  }
  svg {
    position: relative;
    width: 1.5rem;
    height: 1.5rem;
    padding: 2px;
    color: ${theme.colors.onBrand};
  }
`;

const Add = styled.label<{ $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xxs};
  width: 100%;
  height: 100%;
  border: 1px dashed ${theme.colors.textSecondary};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.textSecondary};
  font-size: ${theme.fontSizes.xs};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.5 : 1)};
  &:focus-within {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  svg {
    font-size: ${theme.fontSizes.xxl};
  }
`;

const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;

/** Picks images (9 by default), a video or files into a grid with upload state, delete and preview. */
export function Uploader({
  kind = 'image',
  maxDuration = CHOOSER_DEFAULTS.video.maxDuration ?? 60,
  onTooLong,
  files,
  onAdd,
  onRemove,
  onPreview,
  maxCount = CHOOSER_DEFAULTS[kind].count,
  maxSize,
  onOversize,
  accept = CHOOSER_DEFAULTS[kind].accept,
  multiple = true,
  capture,
  disabled = false,
  addLabel,
  tile = 'square',
}: UploaderProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const remaining = Math.max(0, maxCount - files.length);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const oversize = maxSize ? chosen.filter((file) => file.size > maxSize) : [];
    const fitting = chosen.filter((file) => !oversize.includes(file)).slice(0, remaining);
    if (oversize.length) onOversize?.(oversize);
    if (kind !== 'video') {
      if (fitting.length) onAdd(fitting);
      return;
    }
    void Promise.all(
      fitting.map(async (file) => ({ item: file, seconds: await videoSeconds(file) })),
    ).then((measured) => {
      const { fitting: short, tooLong } = splitByDuration(measured, maxDuration);
      if (tooLong.length) onTooLong?.(tooLong);
      if (short.length) onAdd(short);
    });
  };

  return (
    <Grid $tile={tile}>
      {files.map((file, index) => {
        const status = file.status ?? 'done';
        return (
          <Tile key={file.key} $tile={tile}>
            <Thumb
              type="button"
              aria-label={t('ui.uploader.preview', { index: index + 1 })}
              onClick={() => onPreview?.(index)}
            >
              {file.url ? <img src={file.url} alt="" /> : null}
            </Thumb>
            {status !== 'done' && (
              <Mask>
                {status === 'uploading' ? (
                  <Spinner $size="1.5em" aria-hidden="true" />
                ) : (
                  <Icon name="warning" aria-hidden="true" />
                )}
                <span>
                  {file.message ??
                    (status === 'uploading' ? t('ui.uploader.uploading') : t('ui.uploader.failed'))}
                </span>
              </Mask>
            )}
            {!disabled && (
              <Remove
                type="button"
                aria-label={t('ui.uploader.remove', { index: index + 1 })}
                onClick={() => onRemove(index)}
              >
                <Icon name="close" />
              </Remove>
            )}
          </Tile>
        );
      })}
      {remaining > 0 && (
        <Tile $tile={tile}>
          <Add htmlFor={inputId} $disabled={disabled}>
            <Icon name="plus" aria-hidden="true" />
            <span aria-hidden="true">
              {files.length}/{maxCount}
            </span>
            <FileInput
              id={inputId}
              type="file"
              accept={accept}
              multiple={multiple && remaining > 1}
              capture={capture}
              disabled={disabled}
              aria-label={
                addLabel ??
                (kind === 'video'
                  ? t('ui.uploader.addVideo')
                  : kind === 'file'
                    ? t('ui.uploader.addFile')
                    : t('ui.uploader.add'))
              }
              onChange={onChoose}
            />
          </Add>
        </Tile>
      )}
    </Grid>
  );
}
