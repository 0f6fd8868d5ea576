import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { fieldFont } from './form/fieldStyles';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { theme } from '@/theme';

/** Playback rates offered by default (docs/requirements.md section 9). */
export const VIDEO_RATES = [0.5, 0.8, 1, 1.25, 1.5, 2] as const;

export interface VideoPlayerProps {
  /** Video URL. */
  src: string;
  /** Accessible name of the video, e.g. the tutorial's title. */
  title: string;
  /** Picture shown before playing. */
  poster?: string;
  /** Rates in the speed menu (default 0.5, 0.8, 1, 1.25, 1.5, 2). */
  rates?: readonly number[];
  /** Milliseconds without interaction after which the controls hide while playing (default 3000). */
  hideControlsAfter?: number;
  /** Starts muted (needed for autoplay on phones). */
  muted?: boolean;
  /** Called when the video cannot be loaded or played. */
  onError?: () => void;
  /** Called when playback reaches the end. */
  onEnded?: () => void;
}

const Root = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  background: ${theme.colors.navBarText};
  color: ${theme.colors.onBrand};
  overflow: hidden;
`;

const Video = styled.video`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

const Controls = styled.div<{ $visible: boolean }>`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: 0 ${theme.space.sm};
  background: ${theme.colors.toast};
  font-size: ${theme.fontSizes.sm};
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  visibility: ${({ $visible }) => ($visible ? 'visible' : 'hidden')};
  transition:
    opacity ${theme.durations.normal},
    visibility ${theme.durations.normal};
`;

const ControlButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${theme.fontSizes.lg};
`;

const Seek = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  accent-color: ${theme.colors.onBrand};
`;

const Time = styled.span`
  flex: none;
  font-variant-numeric: tabular-nums;
`;

const Rate = styled.select`
  flex: none;
  height: 2.25rem;
  border: 1px solid ${theme.colors.onBrand};
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: inherit;
  font-size: ${fieldFont(theme.fontSizes.xs)};
  option {
    color: ${theme.colors.text};
  }
`;

const Failed = styled.p`
  position: absolute;
  inset: 0;
  margin: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: ${theme.fontSizes.md};
`;

/** m:ss or h:mm:ss of a number of seconds. */
export function formatVideoTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A video with its own controls: play, seek, speed (0.5-2x), mute, full screen; controls hide after 3 s of playing. */
export function VideoPlayer({
  src,
  title,
  poster,
  rates = VIDEO_RATES,
  hideControlsAfter = 3000,
  muted: startMuted = false,
  onError,
  onEnded,
}: VideoPlayerProps) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const rateId = useId();
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(startMuted);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [rate, setRate] = useState(1);
  const [visible, setVisible] = useState(true);
  const [failed, setFailed] = useState(false);
  const [activity, setActivity] = useState(0);

  const poke = useCallback(() => {
    setVisible(true);
    setActivity((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!playing || hideControlsAfter <= 0) return;
    const timer = window.setTimeout(() => setVisible(false), hideControlsAfter);
    return () => window.clearTimeout(timer);
  }, [playing, activity, hideControlsAfter]);

  useEffect(() => {
    if (videoRef.current) videoRef.current.playbackRate = rate;
  }, [rate]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    poke();
    if (video.paused) {
      video.play()?.catch(() => {
        // Autoplay policy or a broken source: the error event reports the latter.
      });
    } else video.pause();
  };

  return (
    <Root ref={rootRef} onPointerDown={poke} onKeyDown={poke} onFocus={poke}>
      <Video
        ref={videoRef}
        src={src || undefined}
        poster={poster}
        muted={muted}
        playsInline
        preload="metadata"
        aria-label={title}
        onClick={toggle}
        onPlay={() => setPlaying(true)}
        onPause={() => {
          setPlaying(false);
          setVisible(true);
        }}
        onEnded={() => {
          setPlaying(false);
          setVisible(true);
          onEnded?.();
        }}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => {
          setDuration(event.currentTarget.duration);
          event.currentTarget.playbackRate = rate;
        }}
        onError={() => {
          setFailed(true);
          onError?.();
        }}
      />
      {failed && <Failed role="alert">{t('ui.video.failed')}</Failed>}
      <Controls $visible={visible} data-testid="video-controls" data-visible={visible}>
        <ControlButton
          type="button"
          aria-label={playing ? t('ui.video.pause') : t('ui.video.play')}
          onClick={toggle}
        >
          <Icon name={playing ? 'pause' : 'play'} />
        </ControlButton>
        <Time aria-hidden="true">{formatVideoTime(time)}</Time>
        <Seek
          type="range"
          min={0}
          max={duration || 0}
          step={0.1}
          value={Math.min(time, duration || 0)}
          aria-label={t('ui.video.progress')}
          aria-valuetext={`${formatVideoTime(time)} / ${formatVideoTime(duration)}`}
          onChange={(event) => {
            const next = Number(event.target.value);
            if (videoRef.current) videoRef.current.currentTime = next;
            setTime(next);
          }}
        />
        <Time aria-hidden="true">{formatVideoTime(duration)}</Time>
        <label
          htmlFor={rateId}
          style={{
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          }}
        >
          {t('ui.video.rate')}
        </label>
        <Rate id={rateId} value={rate} onChange={(event) => setRate(Number(event.target.value))}>
          {rates.map((value) => (
            <option key={value} value={value}>
              {t('ui.video.rateValue', { rate: value })}
            </option>
          ))}
        </Rate>
        <ControlButton
          type="button"
          aria-label={muted ? t('ui.video.unmute') : t('ui.video.mute')}
          aria-pressed={muted}
          onClick={() => setMuted((m) => !m)}
        >
          <Icon name={muted ? 'volumeOff' : 'volume'} />
        </ControlButton>
        <ControlButton
          type="button"
          aria-label={t('ui.video.fullscreen')}
          onClick={() => {
            const video = videoRef.current as
              (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null;
            if (rootRef.current?.requestFullscreen)
              void rootRef.current.requestFullscreen().catch(() => undefined);
            else video?.webkitEnterFullscreen?.();
          }}
        >
          <Icon name="fullscreen" />
        </ControlButton>
      </Controls>
    </Root>
  );
}
