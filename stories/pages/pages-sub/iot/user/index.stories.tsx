import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Page from '../../../../../src/pages/pages-sub/iot/user/index';
import { withCard } from '../../../../iotServices/user/withCard';
import { catalogueState } from '../../../catalogue/catalogueKit';
import { type PageFrame, pageMeta } from '../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/iot/user/index';

const meta = {
  title: 'Card services/Pages/pages-sub/iot/user/index',
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
export const UserCentre: Story = {
  decorators: [withCard('1064800000001')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No VIP membership yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Points shop' })).toBeVisible();
  },
};

export const UserCentreChinese: Story = {
  decorators: [withCard('1064800000001')],
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('尚未开通会员')).toBeVisible();
  },
};

/** Where the app remembers the visitor's language between visits. */
const LOCALE_KEY = 'shop.locale';

/** The language is chosen at the end of the user centre, as on the shop's Mine, and remembered. */
export const ChooseLanguage: Story = {
  decorators: [withCard('1064800000001')],
  beforeEach: () => {
    const before = localStorage.getItem(LOCALE_KEY);
    return () => {
      if (before === null) localStorage.removeItem(LOCALE_KEY);
      else localStorage.setItem(LOCALE_KEY, before);
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No VIP membership yet')).toBeVisible();
    const languages = canvas.getByRole('radiogroup', { name: 'Language' });
    await userEvent.click(within(languages).getByRole('radio', { name: '简体中文' }));
    await expect(await canvas.findByText('尚未开通会员')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '简体中文' })).toBeChecked();
    await expect(localStorage.getItem(LOCALE_KEY)).toBe('zh-Hans');
  },
};
