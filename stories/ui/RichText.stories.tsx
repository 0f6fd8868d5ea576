import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { RichText } from '../../src/components/ui/RichText';

const Frame = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const meta = {
  title: 'UI kit/RichText',
  component: RichText,
  decorators: [(Story) => <Frame>{Story()}</Frame>],
  args: {
    label: 'Warranty',
    html: '<h3>Warranty terms</h3><p>The device is covered for <strong>12 months</strong> from activation.</p><ul><li>Free repair</li><li>Free replacement in 7 days</li></ul><p>See <a href="https://shop.example.com/terms">the full terms</a>.</p>',
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Warranty' });
    await expect(within(region).getByRole('heading', { name: 'Warranty terms' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'the full terms' });
    await expect(link).toHaveAttribute('href', 'https://shop.example.com/terms');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const HostileMarkupRemoved: Story = {
  args: {
    label: 'Notice',
    html: [
      '<p onclick="alert(1)" style="color:red">Safe text</p>',
      '<script>window.__pwned = true</script>',
      '<img src="x" onerror="window.__pwned = true" alt="broken">',
      '<a href="javascript:alert(1)">js link</a>',
      '<a href="data:text/html,hi">data link</a>',
      '<a href="//evil.example.com">protocol-relative</a>',
      '<iframe src="https://evil.example.com"></iframe>',
      '<svg><script>1</script></svg>',
      '<form action="https://evil.example.com"><input name="pwd"></form>',
    ].join(''),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notice' });
    await expect(region).toHaveTextContent('Safe text');
    await expect(region.innerHTML).not.toMatch(
      /onclick|onerror|style=|<script|<iframe|<svg|<form|<input|javascript:|data:/i,
    );
    for (const anchor of Array.from(region.querySelectorAll('a')))
      await expect(anchor).not.toHaveAttribute('href');
    await expect(region.querySelector('img')).not.toHaveAttribute('src');
    await expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

export const LongProtocol: Story = {
  args: {
    label: 'Agreement',
    html: Array.from(
      { length: 8 },
      (_, i) =>
        `<p>${i + 1}. The card must be used in accordance with the law; the operator may suspend a card that is used to send spam or commit fraud.</p>`,
    ).join(''),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^8\. The card/)).toBeInTheDocument();
  },
};

export const Chinese: Story = {
  args: {
    label: '公告',
    html: '<p>今晚<strong>23:00</strong>系统维护，详情见<a href="http://shop.example.com/n/1">公告</a>。</p>',
  },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '公告' })).toHaveAttribute(
      'href',
      'http://shop.example.com/n/1',
    );
  },
};

/** The footnote tone: small, muted text under a page, such as the shop home's bottom tips. */
export const Footnote: Story = {
  args: {
    label: undefined,
    tone: 'footnote',
    html: '<p>Every card must be registered to your real name.</p><p>Service hours 9:00–21:00.</p>',
  },
  render: (args) => (
    <>
      <RichText html="<p>Page text for comparison.</p>" />
      <RichText {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footnote = await canvas.findByText('Every card must be registered to your real name.');
    const body = await canvas.findByText('Page text for comparison.');
    await expect(parseFloat(getComputedStyle(footnote).fontSize)).toBeLessThan(
      parseFloat(getComputedStyle(body).fontSize),
    );
    await expect(getComputedStyle(footnote).color).not.toBe(getComputedStyle(body).color);
  },
};
