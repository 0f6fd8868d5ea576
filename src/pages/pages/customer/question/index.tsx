import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as shop from '@/api/declarations/shop';
import { LoadState } from '@/components/ui/LoadState';
import { LoadMore } from '@/components/shop/LoadMore';
import { Cell } from '@/components/ui/Cell';
import { CellGroup } from '@/components/ui/CellGroup';
import { SearchBar } from '@/components/ui/SearchBar';
import type { PageProps } from '@/router/types';
import { openPage } from '@/features/shop/links';
import { usePagedResource } from '@/features/data/useResource';

/** Every question of the help centre, searchable. */
export default function QuestionsPage(_props: PageProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const list = usePagedResource(shop.getQuestionList, { keyword }, { pageSize: 20 });
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
        <LoadMore
          finished={list.finished}
          loading={list.loadingMore}
          onLoadMore={() => void list.loadMore()}
        />
      </LoadState>
    </>
  );
}
