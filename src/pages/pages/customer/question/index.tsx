import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { getQuestionList } from '@/api/shop';
import { LoadState } from '@/components/ui/LoadState';
import { Button } from '@/components/ui/Button';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import { SearchBar } from '@/components/ui/SearchBar';
import type { PageProps } from '@/router/types';
import { openPage } from '@/features/shop/links';
import { usePagedResource } from '@/features/data/useResource';

const More = styled.div`
  padding: ${({ theme }) => theme.space.md};
`;

/** Every question of the help centre, searchable. */
export default function QuestionsPage(_props: PageProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const list = usePagedResource(
    (page) => getQuestionList({ page, pageSize: 20, keyword }),
    [keyword],
  );
  const items = list.items;

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
        loading={!list.loaded}
        error={list.error && !list.loaded}
        empty={!items.length}
        emptyText={t('shop.questions.empty')}
        onRetry={() => void list.reload()}
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
        {!list.finished && (
          <More>
            <Button block round loading={list.loadingMore} onClick={() => void list.loadMore()}>
              {t('shop.orders.loadMore')}
            </Button>
          </More>
        )}
      </LoadState>
    </>
  );
}
