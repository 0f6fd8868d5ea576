import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { call } from '@/api/call';
import * as shop from '@/api/declarations/shop';
import * as site from '@/api/declarations/site';
import { serverNow } from '@/api/serverTime';
import { Banner } from '@/components/shop/Banner';
import { FastNav } from '@/components/shop/FastNav';
import { HomeToolbar } from '@/components/shop/HomeToolbar';
import { LoadState } from '@/components/ui/LoadState';
import { OperatorFilter } from '@/components/shop/OperatorFilter';
import { Button } from '@/components/ui/Button';
import { SearchBar } from '@/components/ui/SearchBar';
import { greetingKey } from '@/lib/greeting';
import { loadImage, resolveImage } from '@/lib/image';
import type { BaseConfig } from '@/api/types';
import type { AnswerOf } from '@/api/declare';
import type { PageProps } from '@/router/types';
import {
  baseConfig,
  onBaseConfig,
  refreshBaseConfig,
  useBaseConfigState,
} from '@/features/data/baseConfig';
import { selectIndexGroup, useIndexDisplayStore } from '@/stores/indexDisplay';
import { useLayoutStore } from '@/stores/layout';
import { loadDict } from '@/features/shop/dicts';
import { useFirstPictureShown } from '@/features/shop/firstPicture';
import { openLink } from '@/features/shop/links';
import { useResource } from '@/features/data/useResource';
import { composedQuery, type Query } from '@/features/data/query';
import { useDeferredResource } from '@/features/shop/deferredResource';
import { HomeLists, loadNumberCard } from '@/features/shop/HomeLists';

const Hot = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.md};
`;

/** The list of the group not shown: nothing to ask for. */
const NO_GOODS: Query<AnswerOf<typeof shop.getGoodsList> | null> = composedQuery(
  'index/noGoods',
  [],
  undefined,
  () => Promise.resolve(null),
);
const NO_NUMBERS: Query<AnswerOf<typeof shop.getNumberList> | null> = composedQuery(
  'index/noNumbers',
  [],
  undefined,
  () => Promise.resolve(null),
);

/**
 * When the app opens on the home: the carousel's first picture, the largest thing on the first
 * screen, is asked for as soon as the configuration is stored, before the app has drawn the
 * carousel (a CSS background is only asked for then).
 */
function warmFirstSlide(): void {
  const warm = (config: BaseConfig | null) => {
    const image = config?.front.indexCarousel?.[0]?.image;
    if (!image) return false;
    void loadImage(resolveImage(image, { domain: config.domain }), 'high');
    return true;
  };
  if (warm(baseConfig())) return;
  const stop = onBaseConfig((config) => {
    if (config) {
      stop();
      warm(config);
    }
  });
}

/** Tab 0, the shop home: number group or goods group, carousel, fast navigation and search. */
export default function HomePage({ query }: PageProps) {
  const { t } = useTranslation();
  // The configuration arrives in a store update, which React draws in one blocking render: the
  // home follows it in a deferred (sliced) render instead.
  const shown = useBaseConfigState();
  const storeConfig = shown.data?.config ?? null;
  // A configuration already known when the page mounts is drawn the same way (placeholder first).
  const config = useDeferredValue(storeConfig, null);
  // Until the first configuration arrives nothing below the toolbar is known (search bar, carousel,
  // shortcuts, which group): one placeholder stands for all of it, so nothing jumps when it comes.
  const configPending = shown.loading && !storeConfig;
  // The search bar and the carousel are drawn with the configuration at once (they cost little,
  // and the carousel's picture is the largest thing on the first screen); what follows them waits
  // for the deferred render, under a placeholder of its own.
  const restPending = !config && config !== storeConfig;
  const localGroup = useIndexDisplayStore((s) => s.indexFirstGroup);
  const arrange = useIndexDisplayStore((s) => s.indexArrange);
  const promoCode = useLayoutStore((s) => s.promoCode);
  const [operator, setOperator] = useState('');
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');

  // A link into the home (shared, or a dialog's "back to shop") decides the group and agent.
  useEffect(() => {
    if (query.indexFirstGroup)
      useIndexDisplayStore.getState().setIndexFirstGroup(query.indexFirstGroup);
  }, [query.indexFirstGroup]);
  useEffect(() => {
    if (query.promoCode) {
      useLayoutStore.getState().setPromoCode(query.promoCode);
      void refreshBaseConfig(query.promoCode);
    }
  }, [query.promoCode]);

  const front = config?.front;
  // Which list to ask for, the toolbar, the search bar and the carousel follow the configuration
  // at once.
  const liveFront = storeConfig?.front;
  const group = selectIndexGroup({ indexFirstGroup: localGroup }, liveFront?.indexFirstGroup);
  // The toolbar shows a tapped group at once; its list follows in a deferred render, so the tap
  // is answered before the other group's cards are drawn.
  const listGroup = useDeferredValue(group);
  const listSearch = useDeferredValue(search);
  // A picture's address, with the domain of the configuration it comes from (live or deferred).
  const imageOf = (path: string | undefined, from: typeof config) =>
    resolveImage(path, { domain: from?.domain });

  // The carousel's first picture is the largest thing on the first screen: the calls below it (and
  // the client's HTTP libraries, which they are the first to need) wait until it is on screen.
  const firstSlide = liveFront?.indexCarousel?.[0]?.image;
  const firstScreen = useFirstPictureShown(
    configPending ? undefined : firstSlide ? imageOf(firstSlide, storeConfig) : null,
  );

  const operators = useResource(
    composedQuery('index/operators', [site.getDictOptions], undefined, () =>
      firstScreen.then(() => loadDict('OperatorOptions')),
    ),
  );
  const operatorOptions = useMemo(
    () => [
      { value: '', label: t('shop.operators.all') },
      ...(front?.suggest ? [{ value: '-99', label: t('shop.operators.featured') }] : []),
      ...(operators.data ?? []).map((option) => ({
        value: String(option.value),
        label: ['1', '2', '3', '4'].includes(String(option.value))
          ? t(`shop.operators.${String(option.value) as '1' | '2' | '3' | '4'}`)
          : option.label,
      })),
    ],
    [front?.suggest, operators.data, t],
  );

  const operatorType = operator === '' ? '' : Number(operator);
  // The lists' answers are drawn in deferred renders too: their cards are most of the home's work.
  const goods = useDeferredResource(
    useResource(
      listGroup === 2
        ? composedQuery('index/goods', [shop.getGoodsList], { operatorType, promoCode }, () =>
            firstScreen.then(() => call(shop.getGoodsList, { operatorType, promoCode })),
          )
        : NO_GOODS,
    ),
  );
  const numbers = useDeferredResource(
    useResource(
      listGroup === 1
        ? composedQuery(
            'index/numbers',
            [shop.getNumberList],
            { operatorType, promoCode, keyword: listSearch },
            () => {
              void loadNumberCard().catch(() => undefined);
              return firstScreen.then(() =>
                call(shop.getNumberList, {
                  operatorType,
                  promoCode,
                  keyword: listSearch,
                  pageSize: 12,
                }),
              );
            },
          )
        : NO_NUMBERS,
    ),
  );

  const goodsGroups = useMemo(
    () =>
      (goods.data?.groups ?? [])
        .map((g) => ({
          ...g,
          goods: g.goods.filter(
            (item) => !listSearch || item.name.toLowerCase().includes(listSearch.toLowerCase()),
          ),
        }))
        .filter((g) => g.goods.length > 0),
    [goods.data, listSearch],
  );

  const hour = new Date(serverNow()).getHours();
  const hotWords =
    group === 1
      ? (liveFront?.hotSearchWords ?? []).slice(0, 6)
      : [
          ...new Set(
            (goods.data?.groups ?? []).flatMap((g) => g.goods.flatMap((item) => item.tags)),
          ),
        ].slice(0, 6);

  const runSearch = (text: string) => {
    const value = text.trim();
    if (group === 1 && value && !/^\d+$/.test(value)) {
      setKeyword(value.replace(/\D/g, ''));
      setSearch(value.replace(/\D/g, ''));
      return;
    }
    setSearch(value);
  };

  return (
    <>
      <HomeToolbar
        greeting={t(`shop.greeting.${greetingKey(hour)}`)}
        title={liveFront?.title || t('common.appName')}
        logo={imageOf(liveFront?.logo, storeConfig)}
        group={group}
        onGroupChange={(next) => {
          setSearch('');
          setKeyword('');
          useIndexDisplayStore.getState().setIndexFirstGroup(next);
        }}
        arrange={arrange}
        onArrangeChange={(next) => useIndexDisplayStore.getState().setIndexArrange(next)}
      />
      {configPending ? (
        <LoadState loading error={false} onRetry={() => undefined} rows={8} />
      ) : (
        <>
          {liveFront?.indexSearch !== false && (
            <SearchBar
              value={keyword}
              onChange={setKeyword}
              onSearch={runSearch}
              onClear={() => setSearch('')}
              placeholder={group === 1 ? t('shop.home.searchNumbers') : t('shop.home.searchGoods')}
              label={t('shop.home.search')}
              showAction
              round
            />
          )}
          {query.showHotSearch === '1' && hotWords.length > 0 && (
            <Hot role="group" aria-label={t('shop.home.hotSearch')}>
              {hotWords.map((word) => (
                <Button
                  key={word}
                  size="small"
                  round
                  onClick={() => {
                    setKeyword(word);
                    setSearch(word);
                  }}
                >
                  {word}
                </Button>
              ))}
            </Hot>
          )}
          <Banner
            label={t('shop.home.carousel')}
            slides={(liveFront?.indexCarousel ?? []).map((item) => ({
              image: imageOf(item.image, storeConfig),
              title: item.title ?? '',
              link: item.link ?? '',
            }))}
            onOpen={(slide) => openLink(slide.link)}
          />
          {restPending ? (
            <LoadState loading error={false} onRetry={() => undefined} rows={6} />
          ) : (
            <>
              <FastNav
                label={t('shop.home.fastNav')}
                items={(front?.fastNav ?? []).map((item) => ({
                  ...item,
                  icon: imageOf(item.icon, config),
                }))}
                onSelect={(item) => openLink(item.link)}
              />
              <OperatorFilter
                label={t('shop.operators.label')}
                options={operatorOptions}
                value={operator}
                onChange={setOperator}
              />
              <HomeLists
                group={listGroup}
                goodsGroups={goodsGroups}
                goods={goods}
                numbers={numbers}
                search={listSearch}
                arrange={arrange}
                bottomTips={front?.bottomTips ?? ''}
                icpCode={front?.ipcCode ?? ''}
              />
            </>
          )}
        </>
      )}
    </>
  );
}
HomePage.prefetch = warmFirstSlide;
