import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorView } from '@/components/shell/ErrorView';
import { Empty } from '@/components/ui/Empty';
import { Skeleton } from '@/components/ui/Skeleton';

export interface LoadStateProps {
  /** Whether the data is loading (and none is shown yet). */
  loading: boolean;
  /** Whether loading failed. */
  error: boolean;
  /** Whether the page was opened without the id of what it shows: nothing to load or retry. */
  notFound?: boolean;
  /** Whether the data loaded but holds nothing. */
  empty?: boolean;
  /** Text of the empty state, already translated. */
  emptyText?: string;
  /** Action under the empty text, e.g. a shop button. */
  emptyAction?: ReactNode;
  /** Called to try again after a failure. */
  onRetry: () => void;
  /** Skeleton rows while loading (default 4). */
  rows?: number;
  /** The loaded content. */
  children?: ReactNode;
}

const Box = styled.div`
  margin: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Loading, failed-with-retry, empty, or the content: every list and detail goes through it. */
export function LoadState({
  loading,
  error,
  notFound = false,
  empty = false,
  emptyText,
  emptyAction,
  onRetry,
  rows = 4,
  children,
}: LoadStateProps) {
  const { t } = useTranslation();
  if (notFound) return <Empty description={t('shop.load.notFound')} />;
  if (error) {
    return (
      <ErrorView
        title={t('shop.load.failed')}
        description={t('shop.load.failedHint')}
        actionLabel={t('common.retry')}
        onAction={onRetry}
      />
    );
  }
  if (loading) {
    return (
      <Box aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton title rows={rows} />
      </Box>
    );
  }
  if (empty) return <Empty description={emptyText}>{emptyAction}</Empty>;
  return <>{children}</>;
}
