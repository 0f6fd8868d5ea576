import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OpenInBrowser } from '../../src/components/ui/OpenInBrowser';

const body = within(document.body);
const LINK = 'https://shop.example.com/api/__demo/cashier?orderSn=SO202611210002';

const writeText = fn(async (_text: string): Promise<void> => undefined);

/** Replaces the clipboard for the story, so the test reads what was copied. */
function stubClipboard() {
  const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
  writeText.mockReset();
  writeText.mockImplementation(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return () => {
    delete (navigator as unknown as Record<string, unknown>).clipboard;
    if (original) Object.defineProperty(Navigator.prototype, 'clipboard', original);
  };
}

const meta = {
  title: 'UI kit/OpenInBrowser',
  component: OpenInBrowser,
  // react-docgen does not take a component rendered through a portal: its summary is repeated.
  parameters: {
    docs: {
      description: {
        component:
          "How to go on with a payment WeChat's browser cannot open (Alipay): open the page in the phone's browser from WeChat's menu, or copy the link to paste there.",
      },
    },
  },
  beforeEach: () => stubClipboard(),
  args: { open: true, url: LINK, onCopied: fn(), onCopyError: fn(), onDone: fn(), onClose: fn() },
} satisfies Meta<typeof OpenInBrowser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const sheet = await body.findByRole('dialog', { name: 'Continue in your browser' });
    await expect(within(sheet).getByText(/Alipay does not open inside WeChat/)).toBeVisible();
    await expect(within(sheet).getByText('Choose "Open in Browser".')).toBeVisible();
    await expect(within(sheet).getByText(LINK)).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Copy payment link' }));
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith('payment link'));
    await expect(writeText).toHaveBeenCalledWith(LINK);
  },
};

export const PaidInTheBrowser: Story = {
  play: async ({ args }) => {
    const sheet = await body.findByRole('dialog', { name: 'Continue in your browser' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'I have paid' }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Closed: Story = {
  play: async ({ args }) => {
    const sheet = await body.findByRole('dialog', { name: 'Continue in your browser' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

export const WithoutDoneButton: Story = {
  args: { onDone: undefined },
  play: async () => {
    const sheet = await body.findByRole('dialog', { name: 'Continue in your browser' });
    await expect(within(sheet).queryByRole('button', { name: 'I have paid' })).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async () => {
    const sheet = await body.findByRole('dialog', { name: '请在浏览器中继续' });
    await expect(within(sheet).getByText('选择“在浏览器打开”')).toBeVisible();
    await expect(within(sheet).getByRole('button', { name: '我已支付' })).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-Hant' },
  play: async () => {
    const sheet = await body.findByRole('dialog', { name: '請在瀏覽器中繼續' });
    await expect(within(sheet).getByText('選擇「在瀏覽器開啟」')).toBeVisible();
  },
};
