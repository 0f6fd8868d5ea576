import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OperatorIcon } from '../../../src/components/iot/home/OperatorIcon';

const meta = {
  title: 'Card/Widgets/Home/OperatorIcon',
  component: OperatorIcon,
  args: { operatorType: 4, size: '48px' },
} satisfies Meta<typeof OperatorIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'China Mobile' })).toBeVisible();
  },
};

export const AllOperators: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, padding: 16 }}>
      {[1, 2, 3, 4, 99].map((type) => (
        <OperatorIcon key={type} {...args} operatorType={type} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [
      'China Telecom',
      'China Unicom',
      'China Broadnet',
      'China Mobile',
      'Device',
    ]) {
      await expect(canvas.getByRole('img', { name })).toBeVisible();
    }
  },
};

export const UnknownFallsBackToMobile: Story = {
  args: { operatorType: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'China Mobile' })).toBeVisible();
  },
};

export const Chinese: Story = {
  ...AllOperators,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['中国电信', '中国联通', '中国广电', '中国移动', '设备']) {
      await expect(canvas.getByRole('img', { name })).toBeVisible();
    }
  },
};
