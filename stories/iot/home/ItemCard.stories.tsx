import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ItemCard } from '../../../src/components/iot/home/ItemCard';
import { deviceSim, gradualLayout } from './fixtures';

/** The card details as the demo's layout 2 shows them for its device card 7. */
const element = gradualLayout.index?.elements?.find((item) => item.key === 'itemCard');

const meta = {
  title: 'Card/Widgets/Home/ItemCard',
  component: ItemCard,
  args: {
    title: element?.title ?? 'Card details',
    rows: [
      { key: 'iccid', label: 'ICCID', value: deviceSim.iccid },
      { key: 'imei', label: 'IMEI', value: deviceSim.imei },
      { key: 'apn', label: 'APN', value: deviceSim.apn },
      { key: 'mobile', label: 'Bound phone', value: deviceSim.mobile },
    ],
    actionLabel: 'More',
    onAction: fn(),
    emptyText: 'Nothing here yet',
  },
} satisfies Meta<typeof ItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(deviceSim.iccid!)).toBeVisible();
    await expect(canvas.getByText(deviceSim.imei!)).toBeVisible();
    await expect(canvas.queryByText('Bound phone')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { rows: [], onAction: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing here yet')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    title: 'Details of the shared card in the warehouse scanner on the second floor',
    rows: [{ key: 'note', label: 'Remark', value: 'A very long remark '.repeat(8) }],
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

export const Chinese: Story = {
  args: {
    title: '卡片信息',
    actionLabel: '更多',
    rows: [{ key: 'apn', label: '接入点', value: 'cmiot' }],
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '更多' })).toBeVisible();
  },
};
