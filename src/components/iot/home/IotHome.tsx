import { formatAmount } from '@/lib/money';
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type {
  SimLayout,
  SimLayoutElement,
  SimLayoutHeaderKey,
  SimLayoutMenu,
  SimLayoutTabBarItem,
} from '@/domain/layout';
import type { CarouselItem } from '@/domain/site';
import { Icon } from '@/components/ui/Icon';
import { tabIconFor } from '@/lib/tabIcon';
import { TabBar } from '@/components/shell/TabBar';
import { BreakPopup } from './BreakPopup';
import { FlowCard } from './FlowCard';
import { GRADUAL_SCROLL_THRESHOLD, HomeHeader } from './HomeHeader';
import { HomeSwiper } from './HomeSwiper';
import { ItemCard } from './ItemCard';
import { LayoutPopup } from './LayoutPopup';
import { Menus } from './Menus';
import { Notice } from './Notice';
import { NoticeBar } from '@/components/ui/NoticeBar';
import { BelowFold } from '@/components/ui/BelowFold';
import type {
  HomeCard,
  HomeCardBreak,
  HomeCardDetails,
  HomeCardFlow,
  HomeCardHeader,
  HomeCardWarranty,
} from './homeCard';
import { SimStatusTips, type SimStatusTipKind } from './SimStatusTips';
import { Warranty } from './Warranty';
import { theme } from '@/theme';

/** The page path of the card home; its tab is selected. */
export const IOT_HOME_PATH = 'pages/iot/index/index';

/** Elements shown when a layout has no index configuration. */
export const DEFAULT_ELEMENTS: readonly SimLayoutElement[] = [
  { key: 'statusTips', switch: true },
  { key: 'notice', switch: true },
  { key: 'flowCard', switch: true },
  { key: 'menus', switch: true },
  { key: 'swiper', switch: true },
];

const HEADER_KEYS: readonly SimLayoutHeaderKey[] = ['default', 'gradual', 'simple'];

/**
 * How many of the layout's elements share the first screen with the header (the defaults: card
 * alerts, notice, data usage). The rest are drawn once that screen has been painted, one per task
 * in page order (BelowFold), so the card home's first draw is not one long task.
 */
const FIRST_SCREEN_ELEMENTS = 3;

export interface IotHomeProps {
  /** The card's layout (simLayout); missing parts fall back to defaults. */
  layout?: Partial<SimLayout> | null;
  /** What the home shows about the card; missing parts fall back to defaults (operatorType 4). */
  card?: HomeCard | null;
  /** The current time (server time where known) or just the hour; a Date also drives expiry. */
  now: Date | number;
  /** A refresh is running (header refresh button disabled and spinning). */
  refreshing?: boolean;
  /** Shows the layout popup when the layout switches it on; the page sets false once closed. */
  showPopup?: boolean;
  /** Shows the break popup when the card has a break rule; the page sets false once closed. */
  showBreak?: boolean;
  /** A break removal is running. */
  removingBreak?: boolean;
  /** Turns an image path from the layout into an address (domain prefixing); identity by default. */
  resolveImage?: (path: string) => string;
  /** The user asked to refresh the card information. */
  onRefresh?: () => void;
  /** The user chose a menu. */
  onMenu: (menu: SimLayoutMenu) => void;
  /** The user chose "more" under the menus. */
  onMore: () => void;
  /** The user pressed a carousel slide that has a link. */
  onCarousel: (carousel: CarouselItem, index: number) => void;
  /** The user pressed a card alert's action. */
  onStatusAction: (kind: SimStatusTipKind) => void;
  /** The user asked to lift the break rule. */
  onRemoveBreak?: () => void;
  /** The user pressed the break popup's button that has a link (breakPopupAttr.buttonLink). */
  onBreakLink?: (link: string) => void;
  /** The user closed the break popup. */
  onCloseBreak: () => void;
  /** The user closed the layout popup. */
  onPopupClose: () => void;
  /** The user pressed a tab (also the current one). */
  onTab?: (item: SimLayoutTabBarItem, index: number) => void;
  /** The user pressed the notice. */
  onNotice?: () => void;
  /** The user asked to switch card; the button shows only when given. */
  onSwitchCard?: () => void;
  /** The user asked to log out; the button shows only when given. */
  onLogout?: () => void;
  /** Packages for the package lamp, shown when the layout switches it on (simLayout.packageLamp). */
  lampPackages?: readonly { name: string; price?: number | null }[] | null;
  /** The user pressed the package lamp. */
  onPackageLamp?: () => void;
}

/** Whether the window has scrolled past a threshold, followed only while active. */
function useScrolledPast(threshold: number, active: boolean): boolean {
  const [past, setPast] = useState(() => active && globalThis.scrollY > threshold);
  useEffect(() => {
    if (!active) return;
    const update = () => setPast(globalThis.scrollY > threshold);
    globalThis.addEventListener('scroll', update, { passive: true });
    return () => globalThis.removeEventListener('scroll', update);
  }, [threshold, active]);
  return active && past;
}

const Page = styled.div<{ $tabBar: boolean }>`
  min-height: 100%;
  background: ${theme.colors.background};
  padding-bottom: ${({ $tabBar }) =>
    $tabBar
      ? `calc(${theme.sizes.tabBar} + ${theme.space.md} + env(safe-area-inset-bottom))`
      : `calc(${theme.space.md} + env(safe-area-inset-bottom))`};
`;

const Lamp = styled.div`
  margin: ${theme.space.md};
  border-radius: ${theme.radii.md};
  overflow: hidden;
`;

const TabImage = styled.img`
  width: 1em;
  height: 1em;
  object-fit: contain;
`;

function tabIcon(
  path: string,
  image: string | undefined,
  resolve: (p: string) => string,
): ReactNode {
  if (image) return <TabImage src={resolve(image)} alt="" />;
  return <Icon name={tabIconFor(path)} />;
}

const identity = (path: string) => path;

/** The card home drawn from a simLayout and the card's view; pages only feed it and act on callbacks. */
export function IotHome({
  layout,
  card,
  now,
  refreshing = false,
  showPopup = true,
  showBreak = true,
  removingBreak = false,
  resolveImage = identity,
  onRefresh,
  onMenu,
  onMore,
  onCarousel,
  onStatusAction,
  onRemoveBreak,
  onBreakLink,
  onCloseBreak,
  onPopupClose,
  onTab,
  onNotice,
  onSwitchCard,
  onLogout,
  lampPackages,
  onPackageLamp,
}: IotHomeProps) {
  const { t } = useTranslation();
  const header: HomeCardHeader = card?.header ?? {};
  const flow: HomeCardFlow = card?.flow ?? {};
  const warranty: HomeCardWarranty = card?.warranty ?? {};
  const details: HomeCardDetails = card?.details ?? {};
  const breakRule: HomeCardBreak | null = card?.breakRule ?? null;
  const config: Partial<SimLayout> = layout ?? {};
  const date = typeof now === 'number' ? hourToday(now) : now;
  const headerKey = HEADER_KEYS.includes(config.index?.header?.key as SimLayoutHeaderKey)
    ? (config.index?.header?.key as SimLayoutHeaderKey)
    : 'default';
  const headerData = config.index?.header?.data ?? {};
  const elements = Array.isArray(config.index?.elements) ? config.index.elements : DEFAULT_ELEMENTS;
  const shown = elements.filter((element) => element && element.switch !== false);
  // A notice the layout lists (on or off) is its to place: switched off, it never shows.
  const noticeListed = elements.some((element) => element?.key === 'notice');
  const scrolled = useScrolledPast(GRADUAL_SCROLL_THRESHOLD, headerKey === 'gradual');
  const lampText = config.packageLamp
    ? (lampPackages ?? [])
        .filter((item) => item && item.name)
        .map((item) =>
          item.price === undefined || item.price === null
            ? item.name
            : t('iot.home.packageLamp.item', { name: item.name, amount: formatAmount(item.price) }),
        )
        .join('   ·   ')
    : '';

  const tabBar = config.tabBar;
  const tabItems =
    tabBar?.switch && Array.isArray(tabBar.items)
      ? tabBar.items.filter((item) => item?.switch)
      : [];
  const activeTab = Math.max(
    0,
    tabItems.findIndex((item) => item.path.replace(/^\//, '') === IOT_HOME_PATH),
  );

  const render = (element: SimLayoutElement, index: number): ReactNode => {
    const key = `${element.key}-${index}`;
    switch (element.key) {
      case 'statusTips':
        return (
          <SimStatusTips
            key={key}
            kinds={card?.alerts ?? []}
            arrearsBalance={card?.arrearsBalance}
            onAction={onStatusAction}
          />
        );
      case 'notice':
        return <Notice key={key} notice={config.notice} onClick={onNotice} />;
      case 'flowCard':
        return (
          <FlowCard
            key={key}
            title={element.title}
            useFlow={flow.useFlow}
            totalFlow={flow.totalFlow}
            surplusFlow={flow.surplusFlow}
            surplusUnit={flow.surplusUnit}
            dayUseFlow={flow.dayUseFlow}
            monthUseFlow={flow.monthUseFlow}
            isInfiniteFlow={flow.isInfiniteFlow}
            status={flow.status}
            endAt={flow.endAt}
            now={date}
          />
        );
      case 'menus':
        return (
          <Menus
            key={key}
            title={element.title}
            menus={config.menus}
            maxMenuTimes={config.maxMenuTimes}
            resolveIcon={resolveImage}
            onSelect={onMenu}
            onMore={onMore}
          />
        );
      case 'swiper':
        return (
          <HomeSwiper
            key={key}
            carousels={config.carousels}
            resolveImage={resolveImage}
            onSelect={onCarousel}
          />
        );
      case 'warranty':
        return (
          <Warranty
            key={key}
            title={element.title}
            warrantyExpireDate={warranty.warrantyExpireDate}
            warrantyExpireTag={warranty.warrantyExpireTag}
            warrantyContent={warranty.warrantyContent}
            now={date}
          />
        );
      case 'itemCard':
        return (
          <ItemCard
            key={key}
            title={element.title || t('iot.home.details.title')}
            rows={[
              { key: 'iccid', label: t('iot.home.details.iccid'), value: details.iccid },
              { key: 'imei', label: t('iot.home.details.imei'), value: details.imei },
              { key: 'apn', label: t('iot.home.details.apn'), value: details.apn },
              {
                key: 'operator',
                label: t('iot.home.details.operator'),
                value: details.operatorName,
              },
              { key: 'mobile', label: t('iot.home.details.mobile'), value: details.mobile },
              { key: 'integral', label: t('iot.home.details.integral'), value: details.integral },
              {
                key: 'couponCoin',
                label: t('iot.home.details.couponCoin'),
                value: details.couponCoin,
              },
            ]}
          />
        );
      default:
        // Elements this version does not know are skipped, so new layouts never break old pages.
        return null;
    }
  };

  return (
    <Page $tabBar={tabItems.length > 0}>
      <HomeHeader
        variant={headerKey}
        now={date}
        simNo={header.simNo}
        deviceNo={header.deviceNo}
        sourceType={header.sourceType}
        operatorType={header.operatorType ?? 4}
        balance={headerKey === 'simple' ? undefined : (header.balance ?? 0)}
        title={config.name}
        vipName={header.vipName ?? null}
        showGreeting={headerData.showGreeting !== false}
        avatar={config.avatar ? resolveImage(config.avatar) : null}
        showRefresh={config.refreshSwitch !== false}
        refreshing={refreshing}
        onRefresh={onRefresh}
        onSwitchCard={onSwitchCard}
        onLogout={onLogout}
        logo={config.logo ? resolveImage(config.logo) : null}
        background={headerData.background}
        backgroundEnd={headerData.backgroundEnd}
        backgroundImage={
          headerData.backgroundImage ? resolveImage(headerData.backgroundImage) : null
        }
        color={headerData.color}
        scrolled={scrolled}
      />
      {lampText ? (
        <Lamp>
          <NoticeBar
            text={lampText}
            scrollable="auto"
            label={t('iot.home.packageLamp.label')}
            onClick={onPackageLamp}
          />
        </Lamp>
      ) : null}
      {!noticeListed && <Notice notice={config.notice} onClick={onNotice} />}
      {shown.map((element, index) =>
        index < FIRST_SCREEN_ELEMENTS ? (
          render(element, index)
        ) : (
          <BelowFold key={`${element.key}-${index}`}>{render(element, index)}</BelowFold>
        ),
      )}
      {tabItems.length > 0 && (
        <TabBar
          label={t('iot.home.tabBar')}
          middleBulge={Boolean(tabBar?.middleBulge)}
          activeIndex={activeTab}
          items={tabItems.map((item, index) => ({
            key: `${item.path}-${index}`,
            label: item.text || t('iot.home.tabFallback', { index: index + 1 }),
            icon: tabIcon(item.path, item.iconPath, resolveImage),
            selectedIcon: tabIcon(item.path, item.selectedIconPath || item.iconPath, resolveImage),
          }))}
          onSelect={(index) => onTab?.(tabItems[index], index)}
        />
      )}
      <LayoutPopup
        open={showPopup && Boolean(config.popup?.switch)}
        title={config.popup?.title}
        content={config.popup?.content}
        onClose={onPopupClose}
      />
      <BreakPopup
        open={showBreak && breakRule !== null}
        title={breakRule?.title}
        breakTips={breakRule?.breakTips}
        breakNoClose={breakRule?.breakNoClose}
        breakRemoveAt={breakRule?.breakRemoveAt}
        allowRemoveBreak={breakRule?.allowRemoveBreak}
        image={breakRule?.image ? resolveImage(breakRule.image) : null}
        buttonText={breakRule?.buttonText}
        buttonLink={breakRule?.buttonLink}
        onOpenLink={onBreakLink}
        removing={removingBreak}
        onRemove={onRemoveBreak}
        onClose={onCloseBreak}
      />
    </Page>
  );
}

/** A Date for "today at this hour" when only the hour is known (greeting only; expiry needs a Date). */
function hourToday(hour: number): Date {
  const date = new Date();
  date.setHours(hour, 0, 0, 0);
  return date;
}
