import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { ErrorView } from './ErrorView';
import { Empty } from './Empty';
import { IncompleteLink } from './IncompleteLink';
import { Skeleton } from './Skeleton';
import { theme } from '@/theme';

export interface LoadStateProps<T = unknown> {
  /** A load is running; the skeleton shows only while nothing has loaded yet (see `data`). */
  loading: boolean;
  /** Loading failed: an error state with a retry button shows. */
  error: boolean;
  /** Called by the retry button. */
  onRetry: () => void;
  /** What loaded so far: while it is there, a reload keeps the content instead of the skeleton. */
  data?: T;
  /** The page was opened without the id of what it shows: nothing to load or retry. */
  notFound?: boolean;
  /** The way on from an incomplete link, already translated. */
  notFoundAction?: { label: string; onAction: () => void };
  /** The data loaded but holds nothing. */
  empty?: boolean;
  /** Text of the empty state, already translated (default 'Nothing here yet'). */
  emptyText?: string;
  /** Action under the empty text, e.g. a shop button. */
  emptyAction?: ReactNode;
  /** Skeleton rows while loading (default 4). */
  rows?: number;
  /** The skeleton's frame: an inset card (default) or a full-width block as the IoT pages have. */
  frame?: 'card' | 'block';
  /** A line under the skeleton saying what is loading, already translated (none by default). */
  caption?: string;
  /** The loaded content, or a function of the loaded `data`. */
  children?: ReactNode | ((data: T) => ReactNode);
}

const Frame = styled.div<{ $frame: 'card' | 'block' }>`
  ${({ $frame }) =>
    $frame === 'card'
      ? css`
          margin: ${theme.space.sm} ${theme.space.md};
          padding: ${theme.space.md};
          border-radius: ${theme.radii.md};
        `
      : css`
          padding: ${theme.space.lg};
        `}
  background: ${theme.colors.surface};
`;

const Caption = styled.p`
  margin: ${theme.space.md} 0 0;
  text-align: center;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textSecondary};
`;

/**
 * A page body that is loading, failed with a retry, empty, or ready; never a white screen.
 * Once data has loaded, a reload keeps it on screen rather than flashing back to the skeleton.
 */
export function LoadState<T = unknown>({
  loading,
  error,
  onRetry,
  data,
  notFound = false,
  notFoundAction,
  empty = false,
  emptyText,
  emptyAction,
  rows = 4,
  frame = 'card',
  caption,
  children,
}: LoadStateProps<T>) {
  const { t } = useTranslation();
  if (notFound) {
    return (
      <IncompleteLink actionLabel={notFoundAction?.label} onAction={notFoundAction?.onAction} />
    );
  }
  if (error) {
    return (
      <ErrorView
        title={t('ui.load.failed')}
        description={t('ui.load.failedHint')}
        actionLabel={t('common.retry')}
        onAction={onRetry}
      />
    );
  }
  if (loading && data === undefined) {
    return (
      <Frame $frame={frame} aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton title rows={rows} />
        {caption && <Caption>{caption}</Caption>}
      </Frame>
    );
  }
  if (empty) return <Empty description={emptyText}>{emptyAction}</Empty>;
  if (typeof children === 'function') {
    return data === undefined ? null : <>{children(data)}</>;
  }
  return <>{children}</>;
}
