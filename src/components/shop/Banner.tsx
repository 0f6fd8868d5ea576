import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { LazySwiper } from '@/components/ui/LazySwiper';
import { cssUrl } from '@/lib/css';
import { theme } from '@/theme';

export interface BannerSlide {
  /** Image address (already resolved). */
  image: string;
  /** Title shown over the image and used as its name. */
  title: string;
  /** Where a tap goes ('' for nowhere). */
  link: string;
}

export interface BannerProps {
  /** The slides; nothing shows without any. */
  slides: readonly BannerSlide[];
  /** Called with a slide that has a link. */
  onOpen: (slide: BannerSlide) => void;
  /** Accessible name of the carousel. */
  label: string;
  /** Moves on by itself (default true). */
  autoplay?: boolean;
}

/** A slide's picture is a custom property of its own element: one rule serves every slide. */
const Slide = styled.button`
  display: flex;
  align-items: flex-end;
  width: 100%;
  height: 9rem;
  padding: ${theme.space.md};
  border: 0;
  border-radius: ${theme.radii.md};
  background: linear-gradient(135deg, ${theme.colors.brand}, ${theme.colors.info}) center / cover
    no-repeat;
  background-image:
    var(--slide-image, none), linear-gradient(135deg, ${theme.colors.brand}, ${theme.colors.info});
  color: ${theme.colors.onBrand};
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
  text-align: left;
  cursor: pointer;
`;

const Wrap = styled.div`
  margin: ${theme.space.sm} ${theme.space.md};
`;

/** The carousel of the shop home. */
export function Banner({ slides, onOpen, label, autoplay = true }: BannerProps) {
  if (!slides.length) return null;
  return (
    <Wrap>
      <LazySwiper
        label={label}
        autoplay={autoplay}
        slides={slides.map((slide) => {
          // The picture comes from the configuration: it reaches CSS only as a checked url().
          const image = cssUrl(slide.image);
          return (
            <Slide
              key={`${slide.image}-${slide.title}`}
              type="button"
              style={image ? ({ '--slide-image': image } as CSSProperties) : undefined}
              onClick={() => slide.link && onOpen(slide)}
            >
              {slide.title}
            </Slide>
          );
        })}
      />
    </Wrap>
  );
}
