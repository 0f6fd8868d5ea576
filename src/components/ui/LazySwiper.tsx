import { useTranslation } from 'react-i18next';
import { lazyView } from '@/lib/lazyView';
import { CarouselRoot, CarouselSlide, CarouselTrack } from './carouselFrame';
import type { SwiperProps } from './Swiper';

const swiperView = lazyView(() => import('./Swiper').then((module) => module.Swiper));

/**
 * The carousel (./Swiper.tsx), whose code is not part of the first load: until it has arrived,
 * and for good when there is a single slide, the slide it would show first stands still in the
 * same frame. The dots and swiping come with the code; nothing above or below moves. Without
 * slides it draws nothing.
 */
export function LazySwiper(props: SwiperProps) {
  const { slides, label, height, initialIndex = 0 } = props;
  const { t } = useTranslation();
  const Swiper = swiperView.useView(slides.length > 1);
  if (!slides.length) return null;
  if (Swiper) return <Swiper {...props} />;
  const first = Math.min(Math.max(initialIndex, 0), slides.length - 1);
  return (
    <CarouselRoot
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
