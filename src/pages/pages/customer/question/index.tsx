import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { getQuestionList } from '@/api/shop';
import type { QuestionItem } from '@/api/types';
import { LoadState } from '@/components/ui/LoadState';
import { Button } from '@/components/ui/Button';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import { SearchBar } from '@/components/ui/SearchBar';
import type { PageProps } from '@/router/types';
import { openPage } from '@/features/shop/links';

const More = styled.div`
  padding: ${({ theme }) => theme.space.md};
`;

/** Every question of the help centre, searchable. */
export default function QuestionsPage(_props: PageProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [items, setItems] = useState<QuestionItem[]>([]);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState(false);

  const load = useCallback(
    async (next: number) => {
      setLoading(true);
      setError(false);
      try {
        const result = await getQuestionList({ page: next, pageSize: 20, keyword });
        setItems((prev) => (next === 1 ? result.list : [...prev, ...result.list]));
        setPage(next);
        setHasMore(result.hasMore);
      } catch {
        setError(true);
      } finally {
        setLoading(false);
      }
    },
    [keyword],
  );
  useEffect(() => {
    void load(1);
  }, [load]);

  return (
    <>
      <SearchBar
        value={text}
        onChange={setText}
        onSearch={(value) => setKeyword(value.trim())}
        onClear={() => setKeyword('')}
        placeholder={t('shop.questions.search')}
        label={t('shop.questions.search')}
        maxLength={40}
        round
      />
      <LoadState
        loading={loading && !items.length}
        error={error && !items.length}
        empty={!items.length}
        emptyText={t('shop.questions.empty')}
        onRetry={() => void load(1)}
      >
        <CellGroup inset>
          {items.map((item) => (
            <Cell
              key={item.id}
              title={item.title}
              label={item.category}
              isLink
              onClick={() =>
                void openPage('/pages/customer/question/detail', { id: String(item.id) })
              }
            />
          ))}
        </CellGroup>
        {hasMore && (
          <More>
            <Button block round loading={loading} onClick={() => void load(page + 1)}>
              {t('shop.orders.loadMore')}
            </Button>
          </More>
        )}
      </LoadState>
    </>
  );
}
