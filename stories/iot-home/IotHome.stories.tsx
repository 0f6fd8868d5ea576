import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SimLayout } from '../../src/domain/layout';
import { IotHome } from '../../src/components/iot-home/IotHome';
import { homeCard } from '../../src/features/iot-home/homeView';
import {
  arrearsSim,
  breakSim,
  defaultLayout,
  deviceSim,
  expiringSim,
  gradualLayout,
  infiniteSim,
  manyMenusZh,
  ordinarySim,
  realNameSim,
  simpleLayout,
  STORY_NOW,
  vipSim,
} from './fixtures';
import { belowFoldDrawn } from './belowFold';

const meta = {
  title: 'IoT home/IotHome',
  component: IotHome,
  args: {
    layout: defaultLayout,
    card: homeCard(ordinarySim),
    now: STORY_NOW,
    refreshing: false,
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

export const DefaultLayout: Story = {
  play: async ({ canvasElement, args }) => {
    await belowFoldDrawn(canvasElement);
    const canvas = within(canvasElement);
    await expect(regionOrder(canvasElement)).toEqual([
      'Card summary',
      'Notice',
      'My data',
      'Services',
      'Promotions',
      'Warranty',
      'Card details',
    ]);
    await expect(canvas.getByText('Good morning')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(args.onMore).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: /Top up/ }));
    await expect(args.onMenu).toHaveBeenCalledWith(defaultLayout.menus?.[1]);
    const tabs = within(canvas.getByRole('navigation', { name: 'Card sections' }));
    // The switched-off "Service" tab is left out.
    await expect(tabs.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Home',
      'Packages',
      'Mine',
    ]);
    await expect(tabs.getByRole('button', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(tabs.getByRole('button', { name: 'Mine' }));
    await expect(args.onTab).toHaveBeenCalledWith(defaultLayout.tabBar?.items[3], 2);
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const GradualLayoutWithPopup: Story = {
  args: { layout: gradualLayout, now: new Date(2026, 10, 22, 15, 0) },
  play: async ({ canvasElement, args }) => {
    await belowFoldDrawn(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Holiday offer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await expect(args.onPopupClose).toHaveBeenCalled();
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Good afternoon')).toBeVisible();
    // maxMenuTimes 4 of 6 menus, then "more"; the unknown 'liveStream' element is skipped.
    const menus = within(canvas.getByRole('region', { name: 'Services' }));
    await expect(menus.getAllByRole('button')).toHaveLength(5);
    await expect(regionOrder(canvasElement)).toEqual([
      'Card summary',
      'Data',
      'Promotions',
      'Services',
      'Notice',
    ]);
  },
};

export const SimpleLayout: Story = {
  args: { layout: simpleLayout, card: homeCard(realNameSim) },
  play: async ({ canvasElement, args }) => {
    await belowFoldDrawn(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByText('Good morning')).toBeNull();
    // refreshSwitch is off in this layout.
    await expect(canvas.queryByRole('button', { name: /Refresh/ })).toBeNull();
    await expect(canvas.getByText('No data package yet')).toBeVisible();
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

export const DeviceCard: Story = {
  args: { card: homeCard(deviceSim) },
  play: async ({ canvasElement, args }) => {
    await belowFoldDrawn(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Device number')).toBeVisible();
    await expect(canvas.getByText('MIFI-2026-000317')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check network' }));
    await expect(args.onStatusAction).toHaveBeenCalledWith('offline');
  },
};

export const Arrears: Story = {
  args: { card: homeCard(arrearsSim) },
  play: async ({ canvasElement }) => {
    await belowFoldDrawn(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/in arrears by ¥12\.30/)).toBeVisible();
    await expect(canvas.getByText('¥-12.30')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'China Telecom' })).toBeVisible();
  },
};

export const BreakRule: Story = {
  args: { card: homeCard(breakSim) },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'This card is restricted' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lift the restriction' }));
    await expect(args.onRemoveBreak).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onCloseBreak).toHaveBeenCalledTimes(1);
  },
};

export const BreakRuleNoClose: Story = {
  args: { card: homeCard({ ...breakSim, breakNoClose: true, allowRemoveBreak: false }) },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'This card is restricted' });
    await expect(within(dialog).queryByRole('button')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCloseBreak).not.toHaveBeenCalled();
  },
};

export const Vip: Story = {
  args: { card: homeCard(vipSim) },
  play: async ({ canvasElement }) => {
    await belowFoldDrawn(canvasElement);
    await expect(within(canvasElement).getByText('Gold member')).toBeVisible();
  },
};

export const InfiniteFlow: Story = {
  args: { card: homeCard(infiniteSim) },
  play: async ({ canvasElement }) => {
    await belowFoldDrawn(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Unlimited').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const ExpiringSoon: Story = {
  args: { card: homeCard(expiringSim) },
  play: async ({ canvasElement }) => {
    await belowFoldDrawn(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Expires in 8 days')).toBeVisible();
    // Elements after the first screen's are drawn once it has been painted.
    await expect(await canvas.findByText('Warranty expired (2026-10-01)')).toBeVisible();
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
    card: homeCard({ simNo: '1440123456789' }),
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
  args: {
    layout: {
      ...defaultLayout,
      menus: manyMenusZh,
      notice: '11 月 25 日 01:00 至 03:00 网络维护。',
    },
  },
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
