import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GoodsGroup } from '@/api/types';
import type { AnswerOf } from '@/api/declare';
import type * as shop from '@/api/declarations/shop';
import type { NumberItem } from '@/domain/numbers';
import { GoodsCard } from '@/components/shop/GoodsCard';
import { BelowFold } from '@/components/ui/BelowFold';
import { Button } from '@/components/ui/Button';
import { LoadState } from '@/components/ui/LoadState';
import type { IndexArrangement } from '@/lib/indexGroup';
import { loadStateOf, type Resource } from '@/features/data/useResource';
import { openPage } from './links';
import { localOperator } from './operators';

// The footer (rich-text tips, ICP code) sits below the lists: it loads after the first paint.
const ShopFooter = lazy(() =>
  import('@/components/shop/ShopFooter').then((module) => ({ default: module.ShopFooter })),
);

/** The number group shows only where configured (agents) or chosen: its card loads with its list. */
export const loadNumberCard = () => import('@/components/shop/NumberCard');
const NumberCard = lazy(() => loadNumberCard().then((module) => ({ default: module.NumberCard })));

// One rule for every grid: the columns and the continuation are attributes, not new classes.
const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md};
  &[data-columns='2'] {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  /* The rest of a group's cards, drawn after the first screen: one grid to the eye. */
  &[data-continued] {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const GroupTitle = styled.h2`
  margin: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md}
    ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const More = styled.div`
  padding: ${({ theme }) => theme.space.md};
`;

/** Rows of cards drawn before the first paint; a phone screen shows no more below the shortcuts. */
const FIRST_SCREEN_ROWS = 2;

export interface HomeListsProps {
  /** The group whose list is drawn: 1 numbers, 2 goods. */
  group: 1 | 2;
  /** The goods groups to show (already filtered by the search), with the list's state. */
  goodsGroups: readonly GoodsGroup[];
  goods: Resource<AnswerOf<typeof shop.getGoodsList> | null>;
  numbers: Resource<AnswerOf<typeof shop.getNumberList> | null>;
  /** The search the numbers were asked for, carried to the full list. */
  search: string;
  arrange: IndexArrangement;
  bottomTips: string;
  icpCode: string;
}

const openGoods = (id: number) => void openPage('/pages/goods/index', { goodsId: String(id) });
const openNumber = (id: number) =>
  void openPage('/pages/goods/pretty/index', { numberId: String(id) });

/**
 * The home's list (goods groups or numbers) and its footer. Drawn apart from the page, and only
 * when what it shows changes: a tap on the toolbar redraws the toolbar at once, and this list in
 * the deferred render that follows.
 */
export const HomeLists = memo(function HomeLists({
  group,
  goodsGroups,
  goods,
  numbers,
  search,
  arrange,
  bottomTips,
  icpCode,
}: HomeListsProps) {
  const { t } = useTranslation();
  const list = group === 2 ? goods : numbers;
  // The footer (and the number group's "more" button) come after the list has its content, so the
  // list never pushes them down. The lazy parts (footer, number card) wait in one boundary whose
  // placeholder is the list's own, and appear together with the list.
  const listSettled = !(list.loading && !list.data);

  // The first screen's cards are drawn at once; the rest of the list (and the footer) follow
  // after the first paint, so the first screen is painted without their work.
  const firstScreenGoods = FIRST_SCREEN_ROWS * arrange;
  const renderGoods = (item: GoodsGroup['goods'][number]) => (
    <GoodsCard
      key={item.id}
      goods={localOperator(item, t)}
      columns={arrange}
      onSelect={openGoods}
    />
  );
  const renderGoodsGroup = (g: GoodsGroup, first: boolean) => {
    const shown = first ? firstScreenGoods : g.goods.length;
    return (
      <section key={g.id} aria-labelledby={`goods-group-${g.id}`}>
        <GroupTitle id={`goods-group-${g.id}`}>{g.name}</GroupTitle>
        <Grid data-columns={arrange}>{g.goods.slice(0, shown).map(renderGoods)}</Grid>
        {g.goods.length > shown && (
          <BelowFold>
            <Grid data-columns={arrange} data-continued="">
              {g.goods.slice(shown).map(renderGoods)}
            </Grid>
          </BelowFold>
        )}
      </section>
    );
  };
  const numberList = numbers.data?.list ?? [];
  const firstScreenNumbers = FIRST_SCREEN_ROWS * 2;
  const renderNumber = (item: NumberItem) => (
    <NumberCard key={item.id} number={localOperator(item, t)} onSelect={openNumber} />
  );

  return (
    <Suspense fallback={<LoadState loading error={false} onRetry={() => void list.reload()} />}>
      {group === 2 ? (
        <LoadState
          {...loadStateOf(goods)}
          empty={!goodsGroups.length}
          emptyText={t('shop.home.noGoods')}
        >
          {goodsGroups.length > 0 && renderGoodsGroup(goodsGroups[0], true)}
          {goodsGroups.length > 1 && (
            <BelowFold>{goodsGroups.slice(1).map((g) => renderGoodsGroup(g, false))}</BelowFold>
          )}
        </LoadState>
      ) : (
        <section aria-labelledby="number-group-title">
          <GroupTitle id="number-group-title">{t('shop.home.numberGroup')}</GroupTitle>
          <LoadState
            {...loadStateOf(numbers)}
            empty={!numberList.length}
            emptyText={t('shop.numbers.empty')}
          >
            <Grid data-columns={2}>
              {numberList.slice(0, firstScreenNumbers).map(renderNumber)}
            </Grid>
            {numberList.length > firstScreenNumbers && (
              <BelowFold>
                <Grid data-columns={2} data-continued="">
                  {numberList.slice(firstScreenNumbers).map(renderNumber)}
                </Grid>
              </BelowFold>
            )}
          </LoadState>
          {listSettled && (
            <BelowFold>
              <More>
                <Button
                  block
                  round
                  onClick={() =>
                    void openPage(
                      '/pages/index/VanityNumber/index',
                      search ? { keyword: search } : {},
                    )
                  }
                >
                  {t('shop.home.moreNumbers')}
                </Button>
              </More>
            </BelowFold>
          )}
        </section>
      )}
      {listSettled && (
        <BelowFold>
          <ShopFooter tips={bottomTips} icpCode={icpCode} />
        </BelowFold>
      )}
    </Suspense>
  );
});
