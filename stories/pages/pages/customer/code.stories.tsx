import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../src/pages/pages/customer/code';
import { BASE_CONFIG_KEY } from '../../../../src/features/data/baseConfig';
import { catalogueState } from '../../catalogue/catalogueKit';
import { type PageFrame, pageMeta } from '../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/customer/code';

const kefu = [
  [
    BASE_CONFIG_KEY,
    {
      promoCode: '',
      config: { front: { kefuUrl: 'https://kefu.example.com/chat', kefuMobile: '400-800-1234' } },
    },
  ],
];

const meta = {
  title: 'Shop/Pages/pages/customer/code',
  tags: ['!autodocs'],
  ...pageMeta(Page, PATH),
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

// The page in the catalogue's four states: shown and smoke-tested in the static build, not
// played by the story run and not compared with baselines.
export const CatalogueFilled: Story = {
  ...catalogueState(PATH, 'filled'),
  tags: ['!test', 'catalogue'],
};
export const CatalogueLoading: Story = {
  ...catalogueState(PATH, 'loading'),
  tags: ['!test', 'catalogue'],
};
export const CatalogueEmpty: Story = {
  ...catalogueState(PATH, 'empty'),
  tags: ['!test', 'catalogue'],
};
export const CatalogueError: Story = {
  ...catalogueState(PATH, 'error'),
  tags: ['!test', 'catalogue'],
};

// Page tests: the page played through as a customer would, most with a visual baseline.
export const ServiceQrCode: Story = {
  parameters: { data: kefu },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Scan to reach customer service' }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Scan to reach customer service' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call 400-800-1234' })).toHaveAttribute(
      'href',
      'tel:4008001234',
    );
  },
};

export const ServiceQrCodeChinese: Story = {
  globals: { locale: 'zh-Hans' },
  parameters: { data: kefu },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '扫码联系客服' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '拨打 400-800-1234' })).toBeVisible();
  },
};

export const ServiceQrCodeNotSetUp: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No service contact is set up for this shop.'),
    ).toBeVisible();
  },
};
