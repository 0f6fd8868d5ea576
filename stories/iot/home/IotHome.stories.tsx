import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SimLayout } from '../../../src/domain/layout';
import { IotHome } from '../../../src/components/iot/home/IotHome';
import { homeCard } from '../../../src/features/iot/home/homeView';
import {
  arrearsSim,
  breakSim,
  closableBreakSim,
  defaultLayout,
  demoImage,
  deviceSim,
  expiringSim,
  infiniteSim,
  ordinarySim,
  realNameSim,
  STORY_NOW,
  vipSim,
} from './fixtures';
import { belowFoldDrawn } from './belowFold';

// Each card is drawn with its own layout, as the demo draws it after a login with that card.

const meta = {
  title: 'Card/Widgets/Home/IotHome',
  component: IotHome,
  args: {
    layout: ordinarySim.simLayout,
    card: homeCard(ordinarySim),
    now: STORY_NOW,
    refreshing: false,
    // The home as it is after its layout popup was closed, as on every later visit.
    showPopup: false,
    resolveImage: demoImage,
    onRefresh: fn(),
    onMenu: fn(),
    onMore: fn(),
    onCarousel: fn(),
    onStatusAction: fn(),
    onRemoveBreak: fn(),
    onCloseBreak: fn(),
    onPopupClose: fn(),
    onTab: fn(),
    onNotice: fn(),
    onSwitchCard: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof IotHome>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The region names of the rendered elements, top to bottom. */
const regionOrder = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('region')
    .map((region) => region.getAttribute('aria-label'));

/** Every picture of the home has loaded (none is drawn broken). */
const picturesLoaded = async (canvasElement: HTMLElement) => {
  const images = [...canvasElement.querySelectorAll('img')];
  await expect(images.length).toBeGreaterThan(0);
  await waitFor(() => expect(images.every((image) => image.complete)).toBe(true));
  for (const image of images) await expect(image.naturalWidth).toBeGreaterThan(0);
};

/** Layout 1 with card 1: the demo's first card after its login. */
export const DefaultLayout: Story = {
  play: async ({ canvasElement, args }) => {
    await belowFoldDrawn(canvasElement);
    await picturesLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(regionOrder(canvasElement)).toEqual([
      'Card summary',
      'Data',
      'Notice',
      'Services',
      'Promotions',
      'Warranty',
    ]);
    await expect(canvas.getByText('Good morning')).toBeVisible();
    await expect(canvas.getByText(defaultLayout.name!)).toBeVisible();
    // Twelve menus, maxMenuTimes 10: the first ten and "more".
    const menus = within(canvas.getByRole('region', { name: 'Services' }));
    await expect(menus.getAllByRole('button')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(args.onMore).toHaveBeenCalledTimes(1);
    await userEvent.click(menus.getByRole('button', { name: /余额充值/ }));
    await expect(args.onMenu).toHaveBeenCalledWith(defaultLayout.menus?.[1]);
    const tabs = within(canvas.getByRole('navigation', { name: 'Card sections' }));
    await expect(tabs.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '首页',
      '全部',
      '客服',
      '我的',
    ]);
    await expect(tabs.getByRole('button', { name: '首页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(tabs.getByRole('button', { name: '我的' }));
    await expect(args.onTab).toHaveBeenCalledWith(defaultLayout.tabBar?.items[3], 3);
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** Layout 1's popup, shown once when the home opens. */
export const LayoutPopup: Story = {
  args: { showPopup: true },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: defaultLayout.popup!.title! });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await expect(args.onPopupClose).toHaveBeenCalled();
  },
};

/** Layout 3 with card 4, which must finish its real-name verification. */
export const SimpleLayout: Story = {
  args: { layout: realNameSim.simLayout, card: homeCard(realNameSim) },
  play: async ({ canvasElement, args }) => {
    await belowFoldDrawn(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    // The simple header of layout 3 has no greeting, and refreshSwitch is off.
    await expect(canvas.queryByText('Good morning')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Refresh/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify now' }));
    await expect(args.onStatusAction).toHaveBeenCalledWith('realName');
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement }) => {
    await belowFoldDrawn(canvasElement);
    const button = within(canvasElement).getByRole('button', {
      name: 'Refreshing card information',
    });
    await expect(button).toBeDisabled();
  },
};

/** Layout 2 with card 7, the portable Wi-Fi device, in the afternoon. */
export const DeviceCard: Story = {
  args: {
    layout: deviceSim.simLayout,
    card: homeCard(deviceSim),
    now: new Date(2026, 10, 22, 15, 0),
    showPopup: true,
  },
  play: async ({ canvasElement }) => {
    await belowFoldDrawn(canvasElement);
    await picturesLoaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Good afternoon')).toBeVisible();
    await expect(canvas.getByText('Device number')).toBeVisible();
    await expect(canvas.getByText(deviceSim.deviceNo!)).toBeVisible();
    // maxMenuTimes 8 of 11 menus, then "more".
    const menus = within(canvas.getByRole('region', { name: 'Services' }));
    await expect(menus.getAllByRole('button')).toHaveLength(9);
    // Layout 2 switches its popup off.
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** Card 2: in arrears, its package ended. */
export const Arrears: Story = {
  args: { layout: arrearsSim.simLayout, card: homeCard(arrearsSim) },
  play: async ({ canvasElement, args }) => {
    await belowFoldDrawn(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/in arrears by ¥23\.60/)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'China Mobile' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Top up' }));
    await expect(args.onStatusAction).toHaveBeenCalledWith('arrears');
  },
};

/** Card 3 as the seed has it: restricted, liftable, and its popup cannot be closed. */
export const BreakRule: Story = {
  args: { layout: breakSim.simLayout, card: homeCard(breakSim) },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: breakSim.breakPopupAttr!.title });
    await expect(dialog).toHaveTextContent(/检测到该卡在非绑定设备中使用/);
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCloseBreak).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: breakSim.breakPopupAttr!.buttonText }),
    );
    await expect(args.onRemoveBreak).toHaveBeenCalledTimes(1);
  },
};

/** Card 3 with a popup that may be closed (breakNoClose false). */
export const BreakRuleClosable: Story = {
  args: { layout: breakSim.simLayout, card: homeCard(closableBreakSim) },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: breakSim.breakPopupAttr!.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onCloseBreak).toHaveBeenCalledTimes(1);
  },
};

/** Card 5: a VIP member, with a warranty running out. */
export const Vip: Story = {
  args: { layout: vipSim.simLayout, card: homeCard(vipSim) },
  play: async ({ canvasElement }) => {
    await belowFoldDrawn(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(vipSim.vipOrder!.vipName)).toBeVisible();
    await expect(await canvas.findByText(vipSim.warrantyExpireTag!)).toBeVisible();
  },
};

/** Card 6: unlimited data, with layout 3. */
export const InfiniteFlow: Story = {
  args: { layout: infiniteSim.simLayout, card: homeCard(infiniteSim) },
  play: async ({ canvasElement }) => {
    await belowFoldDrawn(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Unlimited').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Card 1 whose package ends 8 days after the story clock. */
export const ExpiringSoon: Story = {
  args: { layout: expiringSim.simLayout, card: homeCard(expiringSim) },
  play: async ({ canvasElement }) => {
    await belowFoldDrawn(canvasElement);
    await expect(within(canvasElement).getByText('Expires in 8 days')).toBeVisible();
  },
};

export const EmptyLayoutAndSim: Story = {
  args: { layout: null, card: null },
  play: async ({ canvasElement }) => {
    await belowFoldDrawn(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No card number')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'China Mobile' })).toBeVisible();
    // Elements after the first screen's are drawn once it has been painted.
    await expect(await canvas.findByText('No services yet')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const PartialLayout: Story = {
  args: {
    layout: {
      index: { header: { key: 'fancy' }, elements: [{ key: 'menus' }, { key: 42 }, null] },
      menus: defaultLayout.menus,
      maxMenuTimes: 0,
      tabBar: { switch: true },
    } as unknown as SimLayout,
    card: homeCard({ simNo: ordinarySim.simNo }),
  },
  play: async ({ canvasElement }) => {
    await belowFoldDrawn(canvasElement);
    const canvas = within(canvasElement);
    // Unknown header key falls back to default; maxMenuTimes 0 reads as the default 10.
    await expect(canvas.getByText('Good morning')).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'Services' })).getAllByRole('button'),
    ).toHaveLength(11);
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await belowFoldDrawn(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('早上好')).toBeVisible();
    // Elements after the first screen's are drawn once it has been painted.
    await expect(await canvas.findByRole('button', { name: '更多' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '卡片栏目' })).toBeVisible();
  },
};

/** The package lamp of a layout that switches it on, with the card's packages. */
export const PackageLamp: Story = {
  args: {
    lampPackages: [
      { name: 'Monthly 30GB', price: 29 },
      { name: 'Quarterly 100GB', price: 79 },
      { name: 'Yearly unlimited', price: 299 },
    ],
    onPackageLamp: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await belowFoldDrawn(canvasElement);
    const canvas = within(canvasElement);
    const lamp = canvas.getByRole('region', { name: 'Packages on sale' });
    await expect(lamp).toHaveTextContent('Monthly 30GB ¥29.00');
    await userEvent.click(within(lamp).getByRole('button'));
    await expect(args.onPackageLamp).toHaveBeenCalledTimes(1);
  },
};

/** The same packages with the lamp switched off in the layout: nothing shows. */
export const PackageLampOff: Story = {
  args: {
    layout: { ...defaultLayout, packageLamp: false },
    lampPackages: [{ name: 'Monthly 30GB', price: 29 }],
  },
  play: async ({ canvasElement }) => {
    await belowFoldDrawn(canvasElement);
    await expect(within(canvasElement).queryByText(/Monthly 30GB/)).toBeNull();
  },
};
