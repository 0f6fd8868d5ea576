import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { theme } from '@/theme';

export interface PageLoadingProps {
  /** Whether a page is loading. */
  loading: boolean;
  /** Accessible text (translated). */
  label: string;
  /** Delay before the indicator shows, so fast loads never flash it (default 200 ms). */
  delayMs?: number;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.popup};
  display: flex;
  align-items: center;
  justify-content: center;
  pointer-events: none;
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.toast};
  color: #fff;
  font-size: ${theme.fontSizes.sm};
`;

const Spinner = styled.span`
  width: 2.4rem;
  height: 2.4rem;
  border: 3px solid rgba(255, 255, 255, 0.35);
  border-top-color: #fff;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** The page-loading indicator, shown only once loading has lasted longer than the delay. */
export function PageLoading({ loading, label, delayMs = 200 }: PageLoadingProps) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [loading, delayMs]);
  if (!loading || !visible) return null;
  return (
    <Wrap role="status" aria-live="polite">
      <Box>
        <Spinner aria-hidden="true" />
        <span>{label}</span>
      </Box>
    </Wrap>
  );
}
