import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { loadImage } from '@/lib/image';
import { afterPaint } from '@/lib/afterPaint';
import { lazyView } from '@/lib/lazyView';
import { CarouselRoot, CarouselSlide, CarouselTrack } from './carouselFrame';
import type { SwiperProps } from './Swiper';

const swiperView = lazyView(() => import('./Swiper').then((module) => module.Swiper));

/** Longest wait for the first slide's pictures before the carousel's code is asked for anyway. */
export const FIRST_SLIDE_WAIT_MS = 3000;

/**
 * True once the still first slide is on screen with its pictures (loaded or failed), a frame
 * later, or once the visitor touches it, or after FIRST_SLIDE_WAIT_MS. The carousel's code is
 * asked for only then, so that on a slow link it never competes with the first slide's picture.
 */
function useFirstSlideShown(root: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = root.current;
    if (!active || shown || !element) return;
    let live = true;
    let frame = 0;
    const show = () => {
      if (live) setShown(true);
    };
    const timer = window.setTimeout(show, FIRST_SLIDE_WAIT_MS);
    element.addEventListener('pointerdown', show);
    // The slide's pictures are looked up once the frame that shows it is painted: reading its
    // styles any earlier would make the browser work out the whole page's styles in this task.
    const cancelLookUp = afterPaint(() => {
      void Promise.all(firstPictures(element).map((url) => loadImage(url))).then(() => {
        if (live) frame = requestAnimationFrame(show);
      });
    });
    return () => {
      live = false;
      cancelLookUp();
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      element.removeEventListener('pointerdown', show);
    };
  }, [root, active, shown]);
  return shown;
}

/** The addresses of the pictures the still slide shows, as pictures or as backgrounds. */
function firstPictures(root: HTMLElement): string[] {
  const urls = new Set<string>();
  for (const element of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
    if (element instanceof HTMLImageElement) {
      const src = element.currentSrc || element.src;
      if (src) urls.add(src);
      continue;
    }
    const background = getComputedStyle(element).backgroundImage;
    for (const match of background.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/g)) {
      if (match[2]) urls.add(match[2]);
    }
  }
  return [...urls];
}

/**
 * The carousel (./Swiper.tsx), whose code is not part of the first load: the slide it would show
 * first stands still in the same frame until its pictures are on screen and the code has arrived,
 * and for good when there is a single slide. The dots and swiping come with the code; nothing
 * above or below moves. Without slides it draws nothing.
 */
export function LazySwiper(props: SwiperProps) {
  const { slides, label, height, initialIndex = 0 } = props;
  const { t } = useTranslation();
  const root = useRef<HTMLElement>(null);
  const several = slides.length > 1;
  const shown = useFirstSlideShown(root, several);
  const Swiper = swiperView.useView(several && shown);
  if (!slides.length) return null;
  if (Swiper) return <Swiper {...props} />;
  const first = Math.min(Math.max(initialIndex, 0), slides.length - 1);
  return (
    <CarouselRoot
      ref={root}
      aria-roledescription="carousel"
      aria-label={label ?? t('ui.swiper.label')}
      $height={height}
    >
      <CarouselTrack>
        <CarouselSlide
          role="group"
          aria-roledescription="slide"
          aria-label={t('ui.swiper.slide', { current: first + 1, total: slides.length })}
        >
          {slides[first]}
        </CarouselSlide>
      </CarouselTrack>
    </CarouselRoot>
  );
}
