import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShopFooter } from '../../src/components/shop/ShopFooter';

const meta = {
  title: 'Shop/Widgets/ShopFooter',
  component: ShopFooter,
  args: {
    tips: '<p>Every card must be registered to your real name.</p><p>Service hours 9:00–21:00.</p>',
    icpCode: 'ICP 12345678',
  },
} satisfies Meta<typeof ShopFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The configured tips (rich text) and the ICP code under the shop home. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(
      canvas.getByText('Every card must be registered to your real name.'),
    ).toBeVisible();
    await expect(canvas.getByText('ICP 12345678')).toBeVisible();
  },
};

/** Tips arrive from the configuration: script and handlers are removed, the text stays. */
export const HostileTips: Story = {
  args: {
    tips: '<p onclick="alert(1)">Cards ship in 48 hours.</p><script>window.__footerRan = true</script>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cards ship in 48 hours.')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onclick]')).toBeNull();
    await expect((window as { __footerRan?: boolean }).__footerRan).toBeUndefined();
  },
};

/** Only the ICP code configured. */
export const IcpOnly: Story = {
  args: { tips: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ICP 12345678')).toBeVisible();
  },
};

/** Nothing configured: no footer at all. */
export const Empty: Story = {
  args: { tips: '', icpCode: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('contentinfo')).toBeNull();
  },
};

export const Chinese: Story = {
  args: { tips: '<p>根据国家规定，号卡需实名登记后使用。</p>', icpCode: '粤ICP备12345678号' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('粤ICP备12345678号')).toBeVisible();
  },
};
