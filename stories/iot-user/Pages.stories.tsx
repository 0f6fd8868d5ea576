import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import MachineCodePage from '../../src/pages/pages-sub/iot/machineCode/index';
import UserCentrePage from '../../src/pages/pages-sub/iot/user/index';
import CouponExchangePage from '../../src/pages/pages-sub/iot/couponExchange/index';
import type { PageProps } from '../../src/router/types';
import { withCard } from './withCard';

/** Renders one user-centre page on the shared demo API, with its query. */
function PageFrame({
  page: Page,
  query,
}: {
  page: (props: PageProps) => React.ReactNode;
  query: Record<string, string>;
}) {
  return <Page query={query} />;
}

const meta = {
  title: 'IoT user/Pages',
  component: PageFrame,
  args: { page: UserCentrePage, query: {} },
  decorators: [withCard('1064800000001')],
  parameters: { route: '/pages-sub/iot/user/index' },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UserCentre: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No VIP membership yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Points shop' })).toBeVisible();
  },
};

export const UserCentreChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('尚未开通会员')).toBeVisible();
  },
};

export const CouponExchange: Story = {
  args: { page: CouponExchangePage },
  parameters: { route: '/pages-sub/iot/couponExchange/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Exchange 5 元套餐券' })).toBeEnabled();
  },
};

export const MachineCodeChinese: Story = {
  args: { page: MachineCodePage },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages-sub/iot/machineCode/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /一键充值/ })).toBeVisible();
  },
};
