import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PreviewLinkBuilder } from './previewLink';

const meta = {
  title: 'Card/Widgets/Home/Preview link',
  component: PreviewLinkBuilder,
  // Shown on the simLayout playground's operator guide.
  tags: ['!autodocs'],
  // A page for the desktop, drawn at the width of its frame (at the phone's type size).
  parameters: { layout: 'padded', visual: false, phone: false },
} satisfies Meta<typeof PreviewLinkBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

const link = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Preview link' });

export const LayoutId: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(link(canvasElement)).toHaveTextContent(
      '/shop/#/pages/iot/index/index?iotPreview=IotLayout:1',
    );
    const id = canvas.getByLabelText('Layout id (digits)');
    await userEvent.clear(id);
    await userEvent.type(id, '2047');
    await userEvent.type(canvas.getByLabelText(/Shop address/), 'https://shop.example.com/');
    await expect(canvas.getByRole('link')).toHaveAttribute(
      'href',
      'https://shop.example.com/shop/#/pages/iot/index/index?iotPreview=IotLayout:2047',
    );
  },
};

export const NotDigits: Story = {
  args: { initialId: '12a' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('digits only');
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByLabelText('Layout id (digits)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
