import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BreakPopup } from '../../../src/components/iot/home/BreakPopup';
import { breakSim, demoImage } from './fixtures';

/** The break popup of the demo's card 3 (breakPopupAttr). */
const attr = breakSim.breakPopupAttr!;

const meta = {
  title: 'Card/Widgets/Home/BreakPopup',
  component: BreakPopup,
  args: {
    open: true,
    breakTips: breakSim.breakTips,
    // Card 3's popup cannot be closed; these stories show the closable one unless they say so.
    breakNoClose: false,
    breakRemoveAt: breakSim.breakRemoveAt,
    allowRemoveBreak: breakSim.allowRemoveBreak,
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
    await expect(inside.getByText(/检测到该卡在非绑定设备中使用/)).toBeVisible();
    await expect(
      inside.getByText('The restriction lifts automatically at 2026-11-24 10:00'),
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

/** Card 3's popup with a link on its button (buttonLink set; the seed's has none). */
export const ConfiguredButton: Story = {
  args: {
    title: attr.title,
    image: demoImage(attr.image),
    buttonText: attr.buttonText,
    buttonLink: '/pages-sub/iot/protocol/index?key=rules',
  },
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog', { name: attr.title }));
    const picture = dialog.getByRole('presentation') as HTMLImageElement;
    await expect(picture).toHaveAttribute('src', demoImage(attr.image));
    await waitFor(() => expect(picture.naturalWidth).toBeGreaterThan(0));
    await userEvent.click(dialog.getByRole('button', { name: attr.buttonText }));
    await expect(args.onOpenLink).toHaveBeenCalledWith('/pages-sub/iot/protocol/index?key=rules');
    // Lifting the restriction stays offered beside the link, under its own name.
    await expect(dialog.getByRole('button', { name: 'Lift the restriction' })).toBeVisible();
  },
};

/** The demo's card 3 as it is: without a link, the configured text names the remove button. */
export const ButtonTextNamesRemove: Story = {
  args: {
    title: attr.title,
    image: demoImage(attr.image),
    breakNoClose: breakSim.breakNoClose,
    buttonText: attr.buttonText,
    buttonLink: attr.buttonLink,
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ args }) => {
    const dialog = within(await body.findByRole('dialog', { name: attr.title }));
    await expect(dialog.queryByRole('button', { name: '关闭' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: attr.buttonText }));
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
