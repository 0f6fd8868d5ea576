import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import styled from 'styled-components';
import { NavBar } from '@/components/shell/NavBar';
import { TabBar } from '@/components/shell/TabBar';
import { Icon } from '@/components/ui/Icon';
import { nav, runtimeUrl } from '@/router/nav';
import { resolveTabBar } from '@/router/tabBar';
import { parseQuery } from '@/router/url';
import { useCurrentSim } from '@/features/data/simKey';
import type { RouteHandle } from '@/router/types';
import { FeedbackHost } from './FeedbackHost';
import { entryId } from '@/features/shell/pageTitle';
import { ConnectionNotice } from '@/features/shell/offlineNotice';
import { usePageTitleStore } from '@/stores/pageTitle';

// Shown only when a page takes long to load, so it loads with the first such page, not up front.
const PageLoading = lazy(() =>
  import('@/components/shell/PageLoading').then((module) => ({ default: module.PageLoading })),
);

const Frame = styled.div<{ $tabBar: boolean; $navBar: boolean }>`
  /* Where a page's sticky bars stop: under the navigation bar when one is shown. */
  --sticky-top: ${({ $navBar, theme }) =>
    $navBar ? `calc(${theme.sizes.navBar} + env(safe-area-inset-top))` : '0px'};
  max-width: ${({ theme }) => theme.sizes.maxAppWidth};
  min-height: 100vh;
  /* The visible height in Safari, whose 100vh counts the space behind its toolbars. */
  min-height: 100dvh;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.background};
  padding-bottom: ${({ $tabBar, theme }) =>
    $tabBar ? `calc(${theme.sizes.tabBar} + env(safe-area-inset-bottom))` : '0'};
`;

// Its own block formatting context: the page's first margin stays inside it instead of moving the
// whole area, so a page whose loading state and content start with different margins does not
// shift when the content arrives.
const Main = styled.main`
  display: flow-root;
`;

/** The app frame: navigation bar, the current page, the tab bar and the page-loading indicator. */
export function Shell() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const matches = useMatches();
  const layout = useCurrentSim()?.simLayout;
  const titleState = usePageTitleStore();

  const def = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.def;
  const path = location.pathname.replace(/^\/+/, '');
  const tabBar = useMemo(() => resolveTabBar(path, layout), [path, layout]);

  useEffect(() => {
    nav.observe(parseQuery(location.search));
  }, [location.search]);

  const title =
    titleState.key === entryId(location) && titleState.title
      ? titleState.title
      : def && matches.length > 1
        ? t(def.titleKey)
        : t('common.loading');

  useEffect(() => {
    document.title = title;
  }, [title]);

  const isTabPage = tabBar !== null || def?.tab !== undefined;

  return (
    <Frame $tabBar={tabBar !== null} $navBar={!def?.hideNavBar}>
      {!def?.hideNavBar && (
        <NavBar
          title={title}
          showBack={!isTabPage}
          backLabel={t('shell.back')}
          onBack={() => void nav.navigateBack()}
        />
      )}
      <Main>
        <Outlet />
      </Main>
      {tabBar && (
        <TabBar
          label={t('shell.tabBarLabel')}
          items={tabBar.items.map((item) => ({
            key: item.path,
            label: item.labelKey ? t(item.labelKey) : (item.text ?? ''),
            icon: <Icon name={item.icon} />,
          }))}
          activeIndex={tabBar.activeIndex}
          middleBulge={tabBar.middleBulge}
          onSelect={(index) => {
            const target = runtimeUrl(`/${tabBar.items[index].path}`);
            if (tabBar.kind === 'shop') void nav.switchTab(target);
            else void nav.reLaunch(target);
          }}
        />
      )}
      <FeedbackHost />
      <ConnectionNotice />
      {navigation.state === 'loading' && (
        <Suspense fallback={null}>
          <PageLoading loading label={t('shell.pageLoading')} />
        </Suspense>
      )}
    </Frame>
  );
}
