import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Steps } from '../../src/components/ui/Steps';

const meta = {
  title: 'UI kit/Steps',
  component: Steps,
  args: {
    label: 'Logistics',
    active: 0,
    items: [
      {
        key: '4',
        title: 'Out for delivery by courier Wang (138 0013 8000)',
        description: '2026-11-22 09:12',
      },
      { key: '3', title: 'Arrived at Shenzhen Nanshan station', description: '2026-11-22 06:40' },
      { key: '2', title: 'In transit', description: '2026-11-21 20:03' },
      { key: '1', title: 'Order shipped', description: '2026-11-21 15:30' },
    ],
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LogisticsTimeline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Logistics' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('Out for delivery');
  },
};

export const HorizontalProgress: Story = {
  args: {
    label: 'Real-name verification',
    direction: 'horizontal',
    active: 1,
    items: [
      { key: 'id', title: 'Upload ID' },
      { key: 'face', title: 'Face check' },
      { key: 'done', title: 'Done' },
    ],
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[2].getBoundingClientRect().top).toBe(items[0].getBoundingClientRect().top);
  },
};

export const SingleStep: Story = {
  args: {
    ...LogisticsTimeline.args,
    items: [{ key: '1', title: 'Order placed', description: '2026-11-22 10:00' }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Chinese: Story = {
  args: {
    label: '物流信息',
    items: [
      { key: '2', title: '快件已到达深圳南山营业点', description: '2026-11-22 06:40' },
      { key: '1', title: '商家已发货', description: '2026-11-21 15:30' },
    ],
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: '物流信息' })).toHaveTextContent(
      '商家已发货',
    );
  },
};
