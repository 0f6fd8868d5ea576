import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WebFrame } from '../../src/components/shell/WebFrame';

const meta = {
  title: 'App frame/Widgets/WebFrame',
  component: WebFrame,
  args: {
    src: 'about:blank',
    title: 'External page: help.example.com',
    openLabel: 'Open in the browser',
  },
} satisfies Meta<typeof WebFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute('title', 'External page: help.example.com');
    await expect(frame?.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    const link = canvas.getByRole('link', { name: 'Open in the browser' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
