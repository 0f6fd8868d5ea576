import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http } from 'msw';
import Page from '../../../../../src/pages/pages/iot/login/index';
import { useIotStore } from '../../../../../src/stores/iot';
import { envelope, type PageFrame, pageMeta } from '../../../pageKit';
import { catalogueState } from '../../../catalogue/catalogueKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/iot/login/index';

const meta = {
  title: 'Card/Pages/pages/iot/login/index',
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
export const Login: Story = {
  beforeEach: () => {
    useIotStore.setState({ recentSims: ['1064800000005', '1064800000001'] });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByText('Enter the card number, ICCID or device number')).toBeVisible();
    await expect(
      canvas.getByText('Please read and accept the service agreement first'),
    ).toBeVisible();
  },
};

export const LoginChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: '卡片自助服务' }),
    ).toBeVisible();
  },
};

/** A channel whose cards all log in with a card password (simLoginConfig.cardPasswordMode 1). */
export const LoginWithCardPassword: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/simLoginConfig', () =>
          envelope({
            title: '卡片自助服务',
            logo: '',
            needAgreeProtocol: true,
            allowDeviceNo: true,
            allowScan: false,
            tips: '',
            cardPasswordMode: 1,
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Card password')).toBeVisible();
  },
};

export const LoginTraditional: Story = {
  globals: { locale: 'zh-Hant' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '登入' })).toBeVisible();
  },
};

/** Where the app remembers the visitor's language between visits. */
const LOCALE_KEY = 'shop.locale';

/**
 * A card owner who came from a link chooses the language at the top of the login: the page
 * speaks it at once, and the choice is remembered for the next visit, as on the shop's Mine.
 */
export const ChooseLanguage: Story = {
  beforeEach: () => {
    const before = localStorage.getItem(LOCALE_KEY);
    return () => {
      if (before === null) localStorage.removeItem(LOCALE_KEY);
      else localStorage.setItem(LOCALE_KEY, before);
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const languages = canvas.getByRole('radiogroup', { name: 'Language' });
    await expect(within(languages).getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(within(languages).getByRole('radio', { name: '繁體中文' }));
    await expect(await canvas.findByRole('heading', { name: '卡片自助服務' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '登入' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: '語言' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '繁體中文' })).toBeChecked();
    await expect(localStorage.getItem(LOCALE_KEY)).toBe('zh-Hant');
  },
};
