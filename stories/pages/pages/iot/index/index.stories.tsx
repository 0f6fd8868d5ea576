import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Page from '../../../../../src/pages/pages/iot/index/index';
import { iot as hant } from '../../../../../src/i18n/locales/zh-Hant/iot';
import { asCard, atFixedTime, type PageFrame, pageMeta } from '../../../pageKit';
import { catalogueState } from '../../../catalogue/catalogueKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/iot/index/index';

/** Closes the layout's announcement when the card's layout shows one. */
async function closeLayoutPopup(canvasElement: HTMLElement, label: RegExp) {
  const body = within(canvasElement.ownerDocument.body);
  const popup = body.queryByRole('dialog', { name: /温馨提示/ });
  if (popup) await userEvent.click(within(popup).getByRole('button', { name: label }));
}

const meta = {
  title: 'Card/Pages/pages/iot/index/index',
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
export const Home: Story = {
  beforeEach: asCard('1064800000005'),
  // The greeting follows the hour of the day: no fixed picture.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Card summary' })).toBeVisible();
    await expect(canvas.getByText('¥200.00')).toBeVisible();
  },
};

export const HomeDevice: Story = {
  beforeEach: asCard('1064800000007'),
  parameters: { visual: false },
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const header = await within(canvasElement).findByRole('region', { name: '卡片概览' });
    await expect(within(header).getByText('设备号')).toBeVisible();
    await expect(within(header).getByText('MF8600000007')).toBeVisible();
  },
};

export const HomeAtFixedTime: Story = {
  beforeEach: atFixedTime('1064800000005'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = await canvas.findByRole('region', { name: 'Card summary' });
    await expect(within(header).getByText('¥200.00')).toBeVisible();
    await expect(within(header).getByText('1064800000005')).toBeVisible();
    await closeLayoutPopup(canvasElement, /Got it/);
  },
};

export const HomeChinese: Story = {
  beforeEach: atFixedTime('1064800000005'),
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const header = await within(canvasElement).findByRole('region', { name: '卡片概览' });
    await expect(within(header).getByText('¥200.00')).toBeVisible();
    await closeLayoutPopup(canvasElement, /知道了/);
  },
};

export const HomeDeviceTraditional: Story = {
  beforeEach: atFixedTime('1064800000007'),
  globals: { locale: 'zh-Hant' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = await canvas.findByRole('region', { name: '卡片概覽' });
    await expect(within(header).getByText(hant.common.deviceNo)).toBeVisible();
    await expect(within(header).getByText('MF8600000007')).toBeVisible();
    await closeLayoutPopup(canvasElement, /知道了/);
  },
};
