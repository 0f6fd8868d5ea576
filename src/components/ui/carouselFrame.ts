import styled from 'styled-components';

// The frame of the carousel (src/components/ui/Swiper.tsx), shared with the still first slide that
// stands in for it while its code downloads (./LazySwiper.tsx): the same boxes, so nothing moves
// when the carousel takes over.

export const CarouselRoot = styled.section<{ $height?: string }>`
  position: relative;
  overflow: hidden;
  height: ${({ $height }) => $height ?? 'auto'};
  touch-action: pan-y;
  user-select: none;
`;

export const CarouselTrack = styled.div`
  display: flex;
  height: 100%;
  will-change: transform;
`;

export const CarouselSlide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
  height: 100%;
`;
