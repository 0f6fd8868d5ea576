import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorView } from '../shell/ErrorView';
import { Skeleton } from '../ui/Skeleton';

export interface LoadStateProps {
  /** The data is loading (and there is none yet): a skeleton shows. */
  loading: boolean;
  /** Loading failed: an error state with a retry button shows. */
  error: boolean;
  /** Called by the retry button. */
  onRetry: () => void;
  /** Skeleton rows while loading (default 4). */
  rows?: number;
  /** The page content once loaded. */
  children?: ReactNode;
}

const Padded = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** A page body that is loading, failed with a retry, or ready; never a white screen. */
export function LoadState({ loading, error, onRetry, rows = 4, children }: LoadStateProps) {
  const { t } = useTranslation();
  if (error) {
    return (
      <ErrorView
        title={t('iotServices.common.loadFailed')}
        description={t('iotServices.common.loadFailedHint')}
        actionLabel={t('common.retry')}
        onAction={onRetry}
      />
    );
  }
  if (loading) {
    return (
      <Padded aria-busy="true">
        <Skeleton title rows={rows} />
      </Padded>
    );
  }
  return <>{children}</>;
}
