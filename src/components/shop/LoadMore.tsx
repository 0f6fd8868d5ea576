import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { theme } from '@/theme';

export interface LoadMoreProps {
  /** No further page exists: nothing shows. */
  finished: boolean;
  /** The next page is loading. */
  loading: boolean;
  /** Asks for the next page. */
  onLoadMore: () => void;
}

const More = styled.div`
  padding: ${theme.space.md};
`;

/** The 'Load more' button under a paged shop list, until its last page has come. */
export function LoadMore({ finished, loading, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation();
  if (finished) return null;
  return (
    <More>
      <Button block round loading={loading} onClick={onLoadMore}>
        {t('shop.orders.loadMore')}
      </Button>
    </More>
  );
}
