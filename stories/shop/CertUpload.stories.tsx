import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CertUpload } from '../../src/components/shop/CertUpload';

const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=';

const meta = {
  title: 'Shop/Widgets/CertUpload',
  component: CertUpload,
  args: {
    files: { front: null, back: null, holding: null },
    onAdd: fn(),
    onRemove: fn(),
    onOversize: fn(),
    maxSize: 5 * 1024 * 1024,
  },
} satisfies Meta<typeof CertUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Clear JPEG or PNG photos, up to 5 MB each.')).toBeVisible();
    const file = new File(['x'], 'front.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Add Front (photo side)'), file);
    await expect(args.onAdd).toHaveBeenCalledWith('front', file);
  },
};

export const Uploading: Story = {
  args: {
    files: {
      front: { key: 'f', url: pixel, status: 'done' },
      back: { key: 'b', url: pixel, status: 'uploading' },
      holding: { key: 'h', url: pixel, status: 'failed' },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/Uploading|Failed/i).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getAllByRole('button', { name: /delete|remove/i })[0]);
    await expect(args.onRemove).toHaveBeenCalledWith('front');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('手持身份证照')).toBeVisible();
  },
};
