import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OutsideLink } from '../../src/components/shell/OutsideLink';

const ADDRESS = 'https://help.example.net/account/login?next=%2Fpay&campaign=summer-offer-2026';

const meta = {
  title: 'App frame/Widgets/OutsideLink',
  component: OutsideLink,
  args: {
    address: ADDRESS,
    title: 'This page is not part of the shop',
    description:
      'The link leads to help.example.net, which the shop does not show inside itself. Open it in the browser, where the address bar shows whose page it is, and check it before you enter anything there.',
    openLabel: 'Open in the browser',
    backLabel: 'Back',
    onBack: fn(),
  },
} satisfies Meta<typeof OutsideLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: 'This page is not part of the shop' }),
    ).toBeVisible();
    // The whole address is shown, and it is the one that opens: nothing else is framed.
    await expect(canvas.getByText(ADDRESS)).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    const open = canvas.getByRole('link', { name: 'Open in the browser' });
    await expect(open).toHaveAttribute('href', ADDRESS);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const Chinese: Story = {
  args: {
    title: '该页面不属于本店',
    description:
      '该链接指向 help.example.net，本店不会在应用内显示它。请在浏览器中打开，地址栏会显示页面的归属，在其中输入任何信息前请先核实。',
    openLabel: '在浏览器中打开',
    backLabel: '返回',
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '该页面不属于本店' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '在浏览器中打开' })).toHaveAttribute(
      'href',
      ADDRESS,
    );
  },
};

/** A long address without breaks wraps inside the screen instead of widening it. */
export const LongAddressWraps: Story = {
  args: { address: `https://evil.example/${'a'.repeat(300)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = canvas.getByText(/^https:\/\/evil\.example\/a+$/);
    await expect(address.scrollWidth).toBeLessThanOrEqual(address.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
