import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Page from '../../../../../src/pages/pages-sub/iot/deviceManage/setSsidPwd';
import { withCard } from '../../../../iotServices/user/withCard';
import { catalogueState } from '../../../catalogue/catalogueKit';
import { type PageFrame, pageMeta } from '../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/iot/deviceManage/setSsidPwd';

const meta = {
  title: 'Card services/Pages/pages-sub/iot/deviceManage/setSsidPwd',
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
export const SetSsidPwd: Story = {
  decorators: [withCard('1064800000007')],
  args: { query: { type: '5G' } },
  parameters: { route: '/pages-sub/iot/deviceManage/setSsidPwd?type=5G' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: '5G name and password' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Network name' })).toHaveValue(
      'CardShop-MiFi-5G',
    );
  },
};

export const SetSsidPwdChinese: Story = {
  ...SetSsidPwd,
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: '5G 名称和密码' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '网络名称' })).toHaveValue('CardShop-MiFi-5G');
  },
};
