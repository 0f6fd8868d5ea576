import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HomeHeader } from '../../../src/components/iot/home/HomeHeader';
import { defaultLayout, demoImage, deviceSim, gradualLayout, ordinarySim } from './fixtures';

// The demo's card 1 under the name of its layout 1; the layouts' own colours where a story shows them.
const layoutHeader = defaultLayout.index!.header!.data!;
const gradualHeader = gradualLayout.index!.header!.data!;

const meta = {
  title: 'Card/Widgets/Home/HomeHeader',
  component: HomeHeader,
  args: {
    variant: 'default',
    now: 9,
    simNo: ordinarySim.simNo,
    operatorType: ordinarySim.operatorType,
    balance: ordinarySim.balance,
    title: defaultLayout.name,
    showRefresh: true,
    refreshing: false,
    onRefresh: fn(),
    onSwitchCard: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof HomeHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Good morning')).toBeVisible();
    await expect(canvas.getByText(ordinarySim.simNo)).toBeVisible();
    await expect(canvas.getByText('¥58.50')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'China Mobile' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh card information' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Switch card' }));
    await expect(args.onSwitchCard).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Refreshing card information',
      busy: true,
    });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const Gradual: Story = {
  args: { variant: 'gradual', now: 15, operatorType: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Good afternoon')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'China Telecom' })).toBeVisible();
  },
};

export const Simple: Story = {
  args: { variant: 'simple', operatorType: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Good morning')).toBeNull();
    await expect(canvas.queryByText('¥58.50')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'China Unicom' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh card information' })).toBeEnabled();
  },
};

/** The demo's device card 7: its device number stands for the card's. */
export const DeviceCard: Story = {
  args: {
    simNo: deviceSim.simNo,
    sourceType: deviceSim.sourceType,
    deviceNo: deviceSim.deviceNo,
    operatorType: deviceSim.operatorType,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Device number')).toBeVisible();
    await expect(canvas.getByText(deviceSim.deviceNo!)).toBeVisible();
    await expect(canvas.queryByText(deviceSim.simNo)).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Device' })).toBeVisible();
  },
};

export const LateNightNoRefresh: Story = {
  args: { now: new Date(2026, 10, 22, 23, 30), showRefresh: false, onLogout: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Good night, it is getting late')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /refresh/i })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Log out' })).toBeNull();
  },
};

export const EmptyCard: Story = {
  args: { simNo: '', balance: undefined, title: undefined, operatorType: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No card number')).toBeVisible();
    await expect(canvas.queryByText('Balance')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'China Mobile' })).toBeVisible();
  },
};

export const LongText: Story = {
  // The brand name ends in an ellipsis on purpose; the card number wraps and stays whole.
  parameters: { phone: { truncates: true } },
  args: {
    title: 'A partner brand name that is far too long for a single line on a phone',
    simNo: '8986041234567890123456789012345',
    balance: 123456789.5,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('¥123456789.50')).toBeVisible();
    // A long number is never cut: it wraps below its label and stays whole.
    const number = canvas.getByText('8986041234567890123456789012345');
    await expect(number).toBeVisible();
    await expect(number.scrollWidth).toBeLessThanOrEqual(number.clientWidth);
    await expect(number.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
  },
};

export const Chinese: Story = {
  args: { now: 12, variant: 'gradual' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('中午好')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '刷新卡片信息' })).toBeVisible();
    await expect(canvas.getByText('余额')).toBeVisible();
  },
};

const LOGO = demoImage(defaultLayout.logo!);

/** Layout 1's logo, avatar, background and text colour (simLayout.logo, index.header.data). */
export const LayoutColours: Story = {
  args: {
    logo: LOGO,
    avatar: demoImage(defaultLayout.avatar!),
    background: layoutHeader.background,
    color: layoutHeader.color,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('region', { name: 'Card summary' });
    await expect(getComputedStyle(header).backgroundColor).toBe('rgb(1, 134, 107)');
    await expect(getComputedStyle(header).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(canvas.getByText('Balance')).color).toBe('rgb(255, 255, 255)');
    const logo = header.querySelector<HTMLImageElement>(`img[src="${LOGO}"]`);
    await expect(logo).not.toBeNull();
    await waitFor(() => expect(logo!.naturalWidth).toBeGreaterThan(0));
  },
};

/** A colour that is not one (arbitrary CSS from a layout) is ignored. */
export const LayoutColoursIgnored: Story = {
  args: { background: 'red;} body{display:none', color: 'url(x)' },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('region', { name: 'Card summary' });
    await expect(getComputedStyle(header).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

/** Gradual header after the page scrolled past 50: its compact bar shows at the top. */
export const GradualScrolled: Story = {
  args: {
    variant: 'gradual',
    scrolled: true,
    title: gradualLayout.name,
    background: gradualHeader.background,
    backgroundEnd: gradualHeader.backgroundEnd,
    color: gradualHeader.color,
  },
  play: async () => {
    const bar = within(document.body).getByTestId('gradual-compact');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveTextContent(gradualLayout.name!);
    await expect(getComputedStyle(bar).backgroundColor).toBe('rgb(179, 85, 48)');
  },
};

export const GradualNotScrolled: Story = {
  args: { variant: 'gradual', scrolled: false },
  play: async () => {
    await expect(within(document.body).getByTestId('gradual-compact')).not.toBeVisible();
  },
};

/**
 * A layout's colours that fail 4.5:1 are drawn as configured: the playground and the preview
 * marker tell the operator, the header never changes them. (Unreadable on purpose, so the story's
 * colour-contrast check is off; every other check holds.)
 */
export const LayoutColoursAsConfigured: Story = {
  args: { variant: 'gradual', background: '#018d71', backgroundEnd: '#ffc069', color: '#ffffff' },
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('region', { name: 'Card summary' });
    await expect(getComputedStyle(header).backgroundColor).toBe('rgb(1, 141, 113)');
    await expect(getComputedStyle(header).backgroundImage).toBe(
      'linear-gradient(rgb(1, 141, 113) 0%, rgb(255, 192, 105) 100%)',
    );
    await expect(getComputedStyle(header).color).toBe('rgb(255, 255, 255)');
  },
};
