import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import IntegralShopPage from '../../src/pages/pages-sub/iot/integralShop/index';
import AddressEditPage from '../../src/pages/pages-sub/iot/integralShop/address/edit';
import TaskPage from '../../src/pages/pages-sub/iot/task/index';
import type { PageProps } from '../../src/router/types';
import { withCard } from '../iot-user/withCard';

/** Renders one points page on the shared demo API, with its query. */
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
  title: 'Points/Pages',
  component: PageFrame,
  args: { page: IntegralShopPage, query: {} },
  decorators: [withCard('1064800000001')],
  parameters: { route: '/pages-sub/iot/integralShop/index' },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PointsShop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('品牌数据线')).toBeVisible();
    await expect(canvas.getByText('1,280')).toBeVisible();
  },
};

export const PointsShopChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('800 积分 + ¥9.90')).toBeVisible();
  },
};

export const PointsShopLoading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/iot/integralShopIndex', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const PointsShopFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/iot/integralShopIndex', () => HttpResponse.json({}, { status: 500 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load this page')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const NewAddress: Story = {
  args: { page: AddressEditPage },
  parameters: { route: '/pages-sub/iot/integralShop/address/edit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Delivery address' })).toBeVisible();
  },
};

export const TaskCentreChinese: Story = {
  args: { page: TaskPage },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages-sub/iot/task/index' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('已连续签到 2 天')).toBeVisible();
  },
};
