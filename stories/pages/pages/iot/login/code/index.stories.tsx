import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Page from '../../../../../../src/pages/pages/iot/login/code/index';
import { iot as zh } from '../../../../../../src/i18n/locales/zh-Hans/iot';
import { catalogueState } from '../../../../catalogue/catalogueKit';
import { type PageFrame, pageMeta } from '../../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages/iot/login/code/index';

const meta = {
  title: 'Card/Pages/pages/iot/login/code/index',
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
export const CodeLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Login code/), '12 34');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByText('Use 8 to 24 letters or digits, without spaces')).toBeVisible();
  },
};

export const CodeLoginChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: zh.loginCode.manual }),
    ).toBeVisible();
  },
};
