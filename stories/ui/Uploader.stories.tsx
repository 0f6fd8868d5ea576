import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Uploader, type UploaderFile } from '../../src/components/ui/Uploader';

const thumb = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="${fill}"/></svg>`,
  )}`;

const uploaded: UploaderFile[] = [
  { key: 'a', url: thumb('#e6f6f2') },
  { key: 'b', url: thumb('#fff4e5'), status: 'uploading' },
  { key: 'c', url: thumb('#ebedf0'), status: 'failed' },
];

const photo = (name: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

const meta = {
  title: 'UI kit/Uploader',
  component: Uploader,
  args: { files: [], onAdd: fn(), onRemove: fn(), onPreview: fn(), onOversize: fn() },
} satisfies Meta<typeof Uploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Add image');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(canvas.getByText('0/9')).toBeVisible();
    await userEvent.upload(input, [photo('front.png'), photo('back.png')]);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    const [files] = (args.onAdd as ReturnType<typeof fn>).mock.calls[0] as [File[]];
    await expect(files.map((file) => file.name)).toEqual(['front.png', 'back.png']);
  },
};

export const FileChooser: Story = {
  args: { ...Empty.args, kind: 'file' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Any file, up to 100 by default (the image chooser stays at 9).
    await expect(canvas.getByText('0/100')).toBeVisible();
    await expect(canvas.getByLabelText('Add file')).not.toHaveAttribute('accept');
  },
};

export const VideoChooser: Story = {
  args: { ...Empty.args, kind: 'video', onTooLong: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0/1')).toBeVisible();
    await expect(canvas.getByLabelText('Add video')).toHaveAttribute('accept', 'video/*');
  },
};

export const UploadStates: Story = {
  args: { ...Empty.args, files: uploaded },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Uploading')).toBeVisible();
    await expect(canvas.getByText('Upload failed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image 3' }));
    await expect(args.onRemove).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'View image 1' }));
    await expect(args.onPreview).toHaveBeenCalledWith(0);
  },
};

export const LimitsToRemainingCount: Story = {
  args: { ...Empty.args, files: uploaded, maxCount: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Add image'), [photo('1.png'), photo('2.png')]);
    const [files] = (args.onAdd as ReturnType<typeof fn>).mock.calls[0] as [File[]];
    await expect(files).toHaveLength(1);
  },
};

export const Full: Story = {
  args: {
    ...Empty.args,
    files: Array.from({ length: 9 }, (_, i) => ({
      key: String(i),
      url: thumb(i % 2 ? '#e6f6f2' : '#fff4e5'),
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Add image')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /Remove image/ })).toHaveLength(9);
  },
};

export const OversizeRejected: Story = {
  args: { ...Empty.args, maxSize: 2000 },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(within(canvasElement).getByLabelText('Add image'), [
      photo('big.png', 5000),
      photo('ok.png', 100),
    ]);
    const [big] = (args.onOversize as ReturnType<typeof fn>).mock.calls[0] as [File[]];
    await expect(big.map((file) => file.name)).toEqual(['big.png']);
    const [ok] = (args.onAdd as ReturnType<typeof fn>).mock.calls[0] as [File[]];
    await expect(ok.map((file) => file.name)).toEqual(['ok.png']);
  },
};

export const Disabled: Story = {
  args: { ...Empty.args, files: uploaded.slice(0, 1), disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Add image')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
  },
};

export const Chinese: Story = {
  args: { ...Empty.args, files: uploaded },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('添加图片')).toBeInTheDocument();
    await expect(canvas.getByText('上传中')).toBeVisible();
  },
};
