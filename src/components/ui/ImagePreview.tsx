import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useOverlayRoot } from './overlayRoot';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { useLongPress } from './useLongPress';
import { useBodyScrollLock, useOverlay } from './useOverlay';
import { iconButton } from './buttonReset';
import { theme } from '@/theme';

export interface ImagePreviewProps {
  /** Whether the preview is showing. */
  open: boolean;
  /** Image URLs. */
  images: readonly string[];
  /** Index shown first (default 0). */
  startIndex?: number;
  /** Indicator: 'single' shows dots, 'multiple' shows '2 / 5' (default 'single'). */
  mode?: 'single' | 'multiple';
  /** Called when the preview should close: close button, background tap, Escape or back. */
  onClose: () => void;
  /** Called with the index of the image now shown. */
  onChange?: (index: number) => void;
  /** Called after a long press on an image, e.g. to offer saving it. */
  onLongPress?: (url: string, index: number) => void;
  /** Called to save the image shown; without it no save button shows. */
  onSave?: (url: string, index: number) => void;
  /** Called when an image fails to load, so the page can toast 'preview failed'. */
  onError?: (url: string, index: number) => void;
  /** Largest zoom (default 4); the smallest is 1. */
  maxZoom?: number;
}

/** Keeps a zoom factor within 1 and `max` (4 by default). */
export function clampZoom(scale: number, max = 4): number {
  if (!Number.isFinite(scale)) return 1;
  return Math.min(max, Math.max(1, scale));
}

const Root = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${theme.colors.navBarText};
  color: ${theme.colors.onBrand};
  touch-action: none;
  user-select: none;
  outline: none;
`;

const Stage = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
`;

const Picture = styled.img`
  max-width: 100%;
  max-height: 100%;
  object-fit: contain;
  -webkit-touch-callout: none;
  transform-origin: center;
  transition: transform ${theme.durations.fast};
`;

const Failed = styled.p`
  font-size: ${theme.fontSizes.md};
`;

const TopBar = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-top: env(safe-area-inset-top);
  font-size: ${theme.fontSizes.lg};
`;

const Counter = styled.span`
  padding: 0 ${theme.space.lg};
  font-variant-numeric: tabular-nums;
`;

const RoundButton = styled.button`
  ${iconButton}
  min-width: ${theme.sizes.tapTarget};
  color: inherit;
  &:disabled {
    opacity: 0.4;
  }
`;

const BottomBar = styled.div`
  position: absolute;
  bottom: 0;
  left: 0;
  right: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.lg};
  padding-bottom: env(safe-area-inset-bottom);
`;

const SaveButton = styled.button`
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.md};
  border: 1px solid currentColor;
  border-radius: ${theme.radii.round};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

const Dots = styled.div`
  display: flex;
  gap: 6px;
`;

const Dot = styled.span<{ $active: boolean }>`
  width: 6px;
  height: 6px;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.onBrand};
  opacity: ${({ $active }) => ($active ? 1 : 0.4)};
`;

/** Full-screen image viewer: swipe between images, pinch or buttons to zoom 1-4x, back closes it. */
export function ImagePreview({
  open,
  images,
  startIndex = 0,
  mode = 'single',
  onClose,
  onChange,
  onLongPress,
  onSave,
  onError,
  maxZoom = 4,
}: ImagePreviewProps) {
  const overlayRoot = useOverlayRoot();
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(startIndex);
  const [scale, setScale] = useState(1);
  const [failed, setFailed] = useState<Record<number, boolean>>({});
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ startX: number; startDistance: number; startScale: number } | null>(
    null,
  );
  const press = useLongPress(() => onLongPress?.(images[index], index));
  useOverlay({ open, onClose, containerRef: rootRef });
  useBodyScrollLock(open);

  useEffect(() => {
    if (!open) return;
    setIndex(Math.min(Math.max(startIndex, 0), Math.max(images.length - 1, 0)));
    setScale(1);
  }, [open, startIndex, images.length]);

  if (!open || images.length === 0) return null;
  const total = images.length;

  const go = (next: number) => {
    if (next < 0 || next >= total || next === index) return;
    setIndex(next);
    setScale(1);
    onChange?.(next);
  };
  const zoom = (next: number) => setScale(clampZoom(next, maxZoom));

  const distance = () => {
    const [a, b] = Array.from(pointers.current.values());
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const onPointerDown = (event: ReactPointerEvent) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    gesture.current = {
      startX: event.clientX,
      startDistance: distance(),
      startScale: scale,
    };
    if (onLongPress && pointers.current.size === 1) press.onPointerDown(event);
    else press.onPointerCancel();
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    press.onPointerMove(event);
    const g = gesture.current;
    if (g && pointers.current.size === 2 && g.startDistance > 0) {
      zoom((g.startScale * distance()) / g.startDistance);
    }
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    press.onPointerUp();
    const g = gesture.current;
    const wasSingle = pointers.current.size === 1;
    pointers.current.delete(event.pointerId);
    if (pointers.current.size > 0) {
      gesture.current = { startX: event.clientX, startDistance: 0, startScale: scale };
      return;
    }
    gesture.current = null;
    if (!g || !wasSingle || scale > 1) return;
    const dx = event.clientX - g.startX;
    if (dx < -50) go(index + 1);
    else if (dx > 50) go(index - 1);
  };

  return createPortal(
    <Root
      ref={rootRef}
      role="dialog"
      aria-modal="true"
      aria-label={t('ui.preview.label')}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(index + 1);
        if (event.key === 'ArrowLeft') go(index - 1);
      }}
    >
      <Stage
        data-testid="preview-stage"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onContextMenu={press.onContextMenu}
        onDoubleClick={() => zoom(scale > 1 ? 1 : 2)}
      >
        {failed[index] ? (
          <Failed role="alert">{t('ui.preview.failed')}</Failed>
        ) : (
          <Picture
            key={images[index]}
            src={images[index]}
            alt={t('ui.preview.image', { current: index + 1, total })}
            draggable={false}
            data-scale={scale}
            style={{ transform: `scale(${scale})` }}
            onError={() => {
              setFailed((current) => ({ ...current, [index]: true }));
              onError?.(images[index], index);
            }}
          />
        )}
      </Stage>
      <TopBar>
        <Counter aria-live="polite">
          {mode === 'multiple' && total > 1
            ? t('ui.preview.indicator', { current: index + 1, total })
            : ''}
        </Counter>
        <RoundButton type="button" aria-label={t('ui.close')} onClick={onClose}>
          <Icon name="close" />
        </RoundButton>
      </TopBar>
      <BottomBar>
        <RoundButton
          type="button"
          aria-label={t('ui.preview.zoomOut')}
          disabled={scale <= 1}
          onClick={() => zoom(scale - 1)}
        >
          −
        </RoundButton>
        {mode === 'single' && total > 1 && (
          <Dots aria-hidden="true" data-testid="preview-dots">
            {images.map((url, i) => (
              <Dot key={url + i} $active={i === index} />
            ))}
          </Dots>
        )}
        <RoundButton
          type="button"
          aria-label={t('ui.preview.zoomIn')}
          disabled={scale >= maxZoom}
          onClick={() => zoom(scale + 1)}
        >
          +
        </RoundButton>
        {onSave && !failed[index] && (
          <SaveButton type="button" onClick={() => onSave(images[index], index)}>
            {t('ui.preview.save')}
          </SaveButton>
        )}
      </BottomBar>
    </Root>,
    overlayRoot,
  );
}
