import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { CopyText } from '../../src/components/ui/CopyText';

const Frame = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const writeText = fn(async (_text: string): Promise<void> => undefined);

/** Replaces the clipboard for the story, so the test reads what was copied. */
function stubClipboard(impl: (text: string) => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
  writeText.mockReset();
  writeText.mockImplementation(impl);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return () => {
    delete (navigator as unknown as Record<string, unknown>).clipboard;
    if (original) Object.defineProperty(Navigator.prototype, 'clipboard', original);
  };
}

const meta = {
  title: 'UI kit/CopyText',
  component: CopyText,
  decorators: [(Story) => <Frame>{Story()}</Frame>],
  beforeEach: () => stubClipboard(async () => undefined),
  args: { text: '89860321456789012345', label: 'ICCID', onCopied: fn(), onError: fn() },
} satisfies Meta<typeof CopyText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('89860321456789012345')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy ICCID' }));
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith('ICCID'));
    await expect(writeText).toHaveBeenCalledWith('89860321456789012345');
  },
};

export const FallbackWhenClipboardRefuses: Story = {
  args: { ...Default.args },
  beforeEach: () => stubClipboard(async () => Promise.reject(new Error('denied'))),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy ICCID' }));
    // The selection fallback runs; depending on the browser it succeeds or reports an error.
    await waitFor(() =>
      expect(
        (args.onCopied as ReturnType<typeof fn>).mock.calls.length +
          (args.onError as ReturnType<typeof fn>).mock.calls.length,
      ).toBe(1),
    );
    await expect(writeText).toHaveBeenCalledTimes(1);
  },
};

/** Both ways refused (no clipboard permission, no selection command): copy it by hand. */
export const RefusedCopyByHand: Story = {
  args: { ...Default.args },
  beforeEach: () => {
    const restoreClipboard = stubClipboard(async () =>
      Promise.reject(new DOMException('denied', 'NotAllowedError')),
    );
    const command = spyOn(document, 'execCommand').mockReturnValue(false);
    return () => {
      command.mockRestore();
      restoreClipboard();
    };
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy ICCID' }));
    const field = await canvas.findByRole('textbox', { name: 'ICCID' });
    await waitFor(() => expect(args.onError).toHaveBeenCalledTimes(1));
    // No success is told for a copy that did not happen.
    await expect(args.onCopied).not.toHaveBeenCalled();
    await expect(field).toHaveValue('89860321456789012345');
    await expect(field).toHaveAttribute('readonly');
    await expect(field).toHaveAccessibleDescription(/Press and hold the text below/);
    // Focused and selected: one gesture from copied.
    await waitFor(() => expect(field).toHaveFocus());
    const area = field as HTMLTextAreaElement;
    await expect([area.selectionStart, area.selectionEnd]).toEqual([0, 20]);
    // The visitor copies it by hand: that copy is told as the button's would be.
    await fireEvent.copy(field);
    await expect(args.onCopied).toHaveBeenCalledWith('ICCID');
  },
};

export const ButtonOnlyWithCustomDisplay: Story = {
  args: { ...Default.args, buttonOnly: true, text: 'SN2024-88', label: 'order number' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('SN2024-88')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy order number' }));
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith('order number'));
  },
};

export const LongValue: Story = {
  args: {
    ...Default.args,
    text: 'https://shop.example.com/shop/#/pages/goods/index?goodsId=123456&promoCode=ABCDEFGHIJ',
    label: 'link',
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy link' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

export const Chinese: Story = {
  args: { ...Default.args, label: '卡号' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '复制 卡号' }));
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith('卡号'));
  },
};
