import { useState } from 'react';
import styled from 'styled-components';

export interface ThumbProps {
  /** Image address; an empty or broken one shows the neutral box. */
  src: string;
  /** Width and height, any CSS length (default 5rem). */
  size?: string;
  /** Stretches to the container width with a square ratio. */
  fluid?: boolean;
}

const Box = styled.span<{ $size: string; $fluid: boolean }>`
  display: block;
  flex: none;
  width: ${({ $size, $fluid }) => ($fluid ? '100%' : $size)};
  height: ${({ $size, $fluid }) => ($fluid ? 'auto' : $size)};
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A product picture that degrades to a plain box when the image is missing or fails. */
export function Thumb({ src, size = '5rem', fluid = false }: ThumbProps) {
  // The address that failed: a new address (the configured domain came) gets its own chance.
  const [failed, setFailed] = useState('');
  return (
    <Box $size={size} $fluid={fluid} aria-hidden="true">
      {src && src !== failed && <img src={src} alt="" onError={() => setFailed(src)} />}
    </Box>
  );
}
