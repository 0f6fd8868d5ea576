import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProtocolView } from '../../../src/components/iotServices/user/ProtocolView';

const meta = {
  title: 'Card services/Widgets/User centre/ProtocolView',
  component: ProtocolView,
  args: {
    title: '任务规则',
    html: '<h3>任务规则</h3><p>每天签到得 10 积分。</p><script>alert(1)</script>',
    updatedAt: '2026-09-01T00:00:00.000Z',
  },
} satisfies Meta<typeof ProtocolView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('每天签到得 10 积分。')).toBeVisible();
    await expect(canvas.getByText(/^Updated /)).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

export const LongText: Story = {
  args: { html: `<p>${'条款内容，请仔细阅读。'.repeat(40)}</p>`, updatedAt: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/^Updated /)).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^更新于 /)).toBeVisible();
  },
};
