import { useState } from 'react';
import styled from 'styled-components';
import { useNearView } from './useNearView';
import { theme } from '@/theme';

export interface ThumbProps {
  /** Image address; an empty or broken one shows the neutral box. */
  src: string;
  /** Width and height, any CSS length (default 5rem). */
  size?: string;
  /** Stretches to the container width with a square ratio. */
  fluid?: boolean;
  /**
   * Asks for the picture at once, wherever it is (default false: a picture below the first
   * screen is asked for when it comes near the view, in its box of the same size meanwhile).
   */
  eager?: boolean;
}

const Box = styled.span<{ $size: string; $fluid: boolean }>`
  display: block;
  flex: none;
  width: ${({ $size, $fluid }) => ($fluid ? '100%' : $size)};
  height: ${({ $size, $fluid }) => ($fluid ? 'auto' : $size)};
  /* The box keeps its size before the picture arrives (and without one): nothing moves. */
  aspect-ratio: 1;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  overflow: hidden;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * A product picture that degrades to a plain box when the image is missing or fails. The box
 * is square and sized before the picture loads; a picture far below the view is asked for only
 * when it comes near, so a long list does not download every picture at start.
 */
export function Thumb({ src, size = '5rem', fluid = false, eager = false }: ThumbProps) {
  // The address that failed: a new address (the configured domain came) gets its own chance.
  const [failed, setFailed] = useState('');
  const { near, ref } = useNearView<HTMLSpanElement>(!eager);
  return (
    <Box ref={ref} $size={size} $fluid={fluid} aria-hidden="true" data-thumb>
      {near && src && src !== failed && (
        <img
          src={src}
          alt=""
          decoding="async"
          loading={eager ? undefined : 'lazy'}
          onError={() => setFailed(src)}
        />
      )}
    </Box>
  );
}
