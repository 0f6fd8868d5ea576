import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './Loading';
import { theme } from '@/theme';

export interface SkeletonProps {
  /** Shows the placeholder while true, the children once false (default true). */
  loading?: boolean;
  /** Number of text rows (default 3). */
  rows?: number;
  /** Shows a wider title bar first. */
  title?: boolean;
  /** Shows a round avatar on the left. */
  avatar?: boolean;
  /** Pulses while loading (default true). */
  animate?: boolean;
  /** The real content. */
  children?: ReactNode;
}

const pulse = keyframes`50% { opacity: 0.5; }`;

const Root = styled.div<{ $animate: boolean }>`
  display: flex;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  animation: ${({ $animate }) => ($animate ? pulse : 'none')} 1.2s ease-in-out infinite;
`;

const Avatar = styled.div`
  flex: none;
  width: 4rem;
  height: 4rem;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.border};
`;

const Lines = styled.div`
  flex: 1 1 auto;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

const Bar = styled.div<{ $width: string; $title?: boolean }>`
  width: ${({ $width }) => $width};
  height: ${({ $title }) => ($title ? theme.space.lg : theme.space.md)};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.border};
`;

/** Grey placeholder bars shown while content loads. */
export function Skeleton({
  loading = true,
  rows = 3,
  title = false,
  avatar = false,
  animate = true,
  children,
}: SkeletonProps) {
  const { t } = useTranslation();
  if (!loading) return <>{children}</>;
  return (
    <Root $animate={animate} role="status" aria-busy="true" data-testid="skeleton">
      <VisuallyHidden>{t('ui.loading')}</VisuallyHidden>
      {avatar && <Avatar aria-hidden="true" />}
      <Lines aria-hidden="true">
        {title && <Bar $width="40%" $title />}
        {Array.from({ length: Math.max(0, rows) }, (_, i) => (
          <Bar
            key={i}
            $width={i === rows - 1 && rows > 1 ? '60%' : '100%'}
            data-testid="skeleton-row"
          />
        ))}
      </Lines>
    </Root>
  );
}
