import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CarouselItem } from '@/domain/site';
import { LazySwiper } from '@/components/ui/LazySwiper';
import { theme } from '@/theme';

export interface HomeSwiperProps {
  /** Carousel images of the layout (simLayout.carousels); nothing shows when empty. */
  carousels?: readonly CarouselItem[] | null;
  /** Turns an image path into an address (domain prefixing); identity by default. */
  resolveImage?: (path: string) => string;
  /** Moves on by itself (default true). */
  autoplay?: boolean;
  /** The user pressed a slide that has a link; the page opens it. */
  onSelect: (carousel: CarouselItem, index: number) => void;
}

const Wrap = styled.div`
  margin: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  overflow: hidden;
`;

const Slide = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: ${theme.colors.border};
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 690 / 260;
  object-fit: cover;
  background: ${theme.colors.border};
`;

/** Where a picture goes while its address is not known yet (the configured domain is coming). */
const PicturePending = styled.div`
  aspect-ratio: 690 / 260;
  background: ${theme.colors.border};
`;

const identity = (path: string) => path;

/** The layout's carousel; slides with a link are buttons. */
export function HomeSwiper({
  carousels,
  resolveImage = identity,
  autoplay = true,
  onSelect,
}: HomeSwiperProps) {
  const { t } = useTranslation();
  const items = (carousels ?? []).filter((item) => item && item.image);
  if (items.length === 0) return null;
  const slides = items.map((item, index) => {
    const alt = item.title || t('iot.home.swiper.slide', { index: index + 1, count: items.length });
    const url = resolveImage(item.image);
    const picture = url ? (
      <Picture src={url} alt={item.link ? '' : alt} />
    ) : (
      <PicturePending
        role={item.link ? undefined : 'img'}
        aria-label={item.link ? undefined : alt}
      />
    );
    return item.link ? (
      <Slide key={index} type="button" aria-label={alt} onClick={() => onSelect(item, index)}>
        {picture}
      </Slide>
    ) : (
      <div key={index}>{picture}</div>
    );
  });
  return (
    <Wrap>
      <LazySwiper slides={slides} label={t('iot.home.swiper.label')} autoplay={autoplay} />
    </Wrap>
  );
}
