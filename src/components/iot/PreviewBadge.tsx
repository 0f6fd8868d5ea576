import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ContrastWarning } from '@/lib/contrast';
import { Popup } from '@/components/ui/Popup';
import { Button } from '@/components/ui/Button';
import { ContrastWarnings } from '@/components/ui/ContrastWarnings';
import { theme } from '@/theme';

export interface PreviewBadgeProps {
  /** Name of the previewed layout (or its preview number). */
  name: string;
  /** Shows the one-time explanation of preview mode. */
  showIntro: boolean;
  /** The user closed the explanation. */
  onIntroClose: () => void;
  /** The user asked to leave preview mode. */
  onExit: () => void;
  /** Text colours of the previewed layout that fail 4.5:1, each naming the fields to change. */
  warnings?: readonly ContrastWarning[];
}

/**
 * Where bars fixed to the top of a page start while the marker shows (the gradual header's compact
 * bar sits under it, never over it).
 */
export const PREVIEW_MARKER_HEIGHT = '--preview-marker-height';

const Marker = styled.div`
  position: sticky;
  /* Under the app's navigation bar, which sets --sticky-top. */
  top: var(--sticky-top, 0px);
  /* Above the bars a page fixes to its top (the gradual header's compact bar). */
  z-index: ${theme.zIndices.navBar + 2};
  background: ${theme.colors.warningSoft};
  color: ${theme.colors.warning};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding: ${theme.space.xs} ${theme.space.md};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
`;

const Warnings = styled(ContrastWarnings)`
  padding: 0 ${theme.space.md} ${theme.space.xs};
  font-size: ${theme.fontSizes.xs};
  li + li {
    margin-top: ${theme.space.xxs};
  }
`;

const Label = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Exit = styled.button`
  flex: none;
  min-height: ${theme.sizes.tapTarget};
  padding: 0 ${theme.space.xs};
  border: 0;
  background: transparent;
  color: ${theme.colors.warning};
  font-size: ${theme.fontSizes.sm};
  text-decoration: underline;
`;

const Body = styled.div`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.lg} ${theme.space.lg};
  p {
    margin: 0;
    color: ${theme.colors.textSecondary};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.normal};
  }
`;

/** The marker every IoT page shows while an operator previews a card layout. */
export function PreviewBadge({
  name,
  showIntro,
  onIntroClose,
  onExit,
  warnings = [],
}: PreviewBadgeProps) {
  const { t } = useTranslation();
  const marker = useRef<HTMLDivElement>(null);
  // The marker's height, for the bars a page fixes to the top of the screen to start below it.
  // Read from the resize observer, which reports it after the browser's own layout and before
  // the paint: measuring here would lay the whole page out once more in the middle of its render.
  // It is set in a task after that paint: a property of the root restyles the whole page, which
  // made the card home's first frame one long task, and only a bar shown once the page has
  // scrolled reads it.
  useLayoutEffect(() => {
    const element = marker.current;
    const root = element?.ownerDocument.documentElement;
    if (!element || !root) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const publish = (height: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => root.style.setProperty(PREVIEW_MARKER_HEIGHT, `${height}px`), 0);
    };
    let observer: ResizeObserver | null = null;
    let frame = 0;
    if (typeof ResizeObserver === 'undefined') {
      frame = requestAnimationFrame(() => publish(element.getBoundingClientRect().height));
    } else {
      observer = new ResizeObserver(([entry]) => {
        const box = entry?.borderBoxSize?.[0];
        publish(box ? box.blockSize : element.getBoundingClientRect().height);
      });
      observer.observe(element);
    }
    return () => {
      observer?.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      root.style.removeProperty(PREVIEW_MARKER_HEIGHT);
    };
  }, []);
  return (
    <>
      <Marker ref={marker} data-testid="preview-marker">
        <Bar role="status">
          <Label>{t('iot.home.previewMarker', { name })}</Label>
          <Exit type="button" onClick={onExit}>
            {t('iot.home.previewExit')}
          </Exit>
        </Bar>
        <Warnings warnings={warnings} label={t('iot.home.contrast.heading')} />
      </Marker>
      <Popup
        open={showIntro}
        position="center"
        title={t('iot.home.previewTitle')}
        onClose={onIntroClose}
        showClose={false}
      >
        <Body>
          <p>{t('iot.home.previewBody')}</p>
          <Button variant="primary" block round onClick={onIntroClose}>
            {t('iot.home.popup.ok')}
          </Button>
        </Body>
      </Popup>
    </>
  );
}
