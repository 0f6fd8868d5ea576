import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Banner } from '../../src/components/shop/Banner';
import { FastNav } from '../../src/components/shop/FastNav';
import { HomeToolbar } from '../../src/components/shop/HomeToolbar';
import { ShopFooter } from '../../src/components/shop/ShopFooter';

const meta = {
  title: 'Shop/Widgets/HomeToolbar',
  component: HomeToolbar,
  args: {
    greeting: 'Good morning',
    title: 'Card Shop',
    group: 2,
    onGroupChange: fn(),
    arrange: 1,
    onArrangeChange: fn(),
  },
} satisfies Meta<typeof HomeToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Card Shop' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Data cards' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Choose a number' }));
    await expect(args.onGroupChange).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Grid view' }));
    await expect(args.onArrangeChange).toHaveBeenCalledWith(2);
  },
};

export const NumberGroupTwoColumns: Story = {
  args: { group: 1, arrange: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose a number' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'List view' })).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: { title: 'South China first-level agent card and number shop with free delivery' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(within(canvasElement).getByRole('heading')).toBeVisible();
  },
};

export const WithLogo: Story = {
  args: {
    logo: '/api/__demo/img/static/layout/logo-blue.png',
    title: 'South China first-level agent card and number shop with free delivery',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const logo = canvasElement.querySelector('header img');
    await expect(logo).toBeVisible();
    // The logo keeps to its corner: it never overlaps the title.
    const title = canvas.getByRole('heading').getBoundingClientRect();
    const box = (logo as HTMLElement).getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(title.right - 0.5 - box.width);
  },
};

export const Chinese: Story = {
  args: { greeting: '上午好', title: '号卡商城' },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '选号码' })).toBeVisible();
  },
};

export const WithCarouselNavAndFooter: Story = {
  render: (args) => (
    <>
      <HomeToolbar {...args} />
      <Banner
        label="Offers"
        autoplay={false}
        slides={[
          { image: '', title: 'Big data cards', link: '/pages/goods/index?goodsId=101' },
          { image: '', title: 'Vanity numbers', link: '' },
        ]}
        onOpen={args.onArrangeChange as never}
      />
      <FastNav
        label="Quick links"
        items={[
          { title: 'Data cards', icon: '', link: '/pages/goods/general/index' },
          { title: 'Vanity', icon: '', link: '/pages/index/VanityNumber/index' },
          { title: 'Fast numbers', icon: '', link: '/pages/goods/fastNumber/index' },
          { title: 'My orders', icon: '', link: '/pages/order/index' },
        ]}
        onSelect={args.onGroupChange as never}
      />
      <ShopFooter
        tips="<p>Every card must be registered to your real name.</p>"
        icpCode="ICP 12345678"
      />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ICP 12345678')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Vanity' }));
    await expect(args.onGroupChange).toHaveBeenCalledWith(
      expect.objectContaining({ link: '/pages/index/VanityNumber/index' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Big data cards' }));
    await expect(args.onArrangeChange).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Big data cards' }),
    );
  },
};

export const EmptyConfiguration: Story = {
  render: (args) => (
    <>
      <HomeToolbar {...args} />
      <Banner label="Offers" slides={[]} onOpen={fn()} />
      <FastNav label="Quick links" items={[]} onSelect={fn()} />
      <ShopFooter tips="" icpCode="" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
  },
};
