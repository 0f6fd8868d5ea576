import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BreakPopup } from '../../src/components/iot-home/BreakPopup';
import { breakSim } from './fixtures';

const meta = {
  title: 'IoT home/BreakPopup',
  component: BreakPopup,
  args: {
    open: true,
    breakTips: breakSim.breakTips,
    breakNoClose: false,
    breakRemoveAt: breakSim.breakRemoveAt,
    allowRemoveBreak: true,
    onRemove: fn(),
    onClose: fn(),
    onOpenLink: fn(),
  },
} satisfies Meta<typeof BreakPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'This card is restricted' });
    const inside = within(dialog);
    await expect(inside.getByText(/not allowed by the package terms/)).toBeVisible();
    await expect(
      inside.getByText('The restriction lifts automatically at 2026-11-23 10:00'),
    ).toBeVisible();
    await userEvent.click(inside.getByRole('button', { name: 'Lift the restriction' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await userEvent.click(inside.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const NoClose: Story = {
  args: { breakNoClose: true, allowRemoveBreak: false },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'This card is restricted' });
    await expect(within(dialog).queryByRole('button')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

export const Removing: Story = {
  args: { removing: true },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog');
    const button = within(dialog).getByRole('button', { name: 'Lifting the restriction' });
    await expect(button).toBeDisabled();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const DefaultTips: Story = {
  args: { breakTips: '', breakRemoveAt: '', allowRemoveBreak: false, title: 'Notice' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Notice' });
    await expect(within(dialog).getByText(/restricted for breaking the usage rules/)).toBeVisible();
    await expect(within(dialog).queryByText(/lifts automatically/)).toBeNull();
  },
};

export const Chinese: Story = {
  args: { breakTips: '该卡在不允许的设备中使用。' },
  globals: { locale: 'zh-Hans' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: '该卡已被限制使用' });
    await expect(within(dialog).getByRole('button', { name: '解除限制' })).toBeVisible();
  },
};

const PICTURE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120"><rect width="240" height="120" rx="12" fill="#fff4e5"/><circle cx="120" cy="60" r="36" fill="#a84f00"/><rect x="114" y="36" width="12" height="32" rx="6" fill="#fff"/><circle cx="120" cy="80" r="6" fill="#fff"/></svg>',
)}`;

/** The whole breakPopupAttr: title, picture, and a button whose link the page opens. */
export const ConfiguredButton: Story = {
  args: {
    title: 'Usage warning',
    image: PICTURE,
    buttonText: 'Read the rules',
    buttonLink: '/pages-sub/iot/protocol/index?key=rules',
  },
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog', { name: 'Usage warning' }));
    await expect(dialog.getByRole('presentation')).toHaveAttribute('src', PICTURE);
    await userEvent.click(dialog.getByRole('button', { name: 'Read the rules' }));
    await expect(args.onOpenLink).toHaveBeenCalledWith('/pages-sub/iot/protocol/index?key=rules');
    // Lifting the restriction stays offered beside the link, under its own name.
    await expect(dialog.getByRole('button', { name: 'Lift the restriction' })).toBeVisible();
  },
};

/** Without a link, the configured text names the remove button (the demo's card 3). */
export const ButtonTextNamesRemove: Story = {
  args: { breakNoClose: true, buttonText: '立即解除', buttonLink: '' },
  globals: { locale: 'zh-Hans' },
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog', { name: '该卡已被限制使用' }));
    await userEvent.click(dialog.getByRole('button', { name: '立即解除' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onOpenLink).not.toHaveBeenCalled();
  },
};

/** Without a link or a removal, the configured button closes the popup. */
export const ButtonCloses: Story = {
  args: { allowRemoveBreak: false, buttonText: 'I understand', buttonLink: '  ' },
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'I understand' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onOpenLink).not.toHaveBeenCalled();
  },
};
