import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import Page from '../../../../../src/pages/pages-sub/iot/deviceTerminalAuth/index';
import type { WirelessTerminal } from '../../../../../src/api/types';
import { withCard } from '../../../../iotServices/user/withCard';
import { catalogueState } from '../../../catalogue/catalogueKit';
import { type PageFrame, pageMeta } from '../../../pageKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/iot/deviceTerminalAuth/index';

/**
 * The demo API stamps terminals with the current time; these stories answer with the same
 * terminals at fixed times so their baselines stay stable.
 */
const TERMINALS: WirelessTerminal[] = [
  { mac: 'A4:83:E7:11:22:33', name: 'iPhone', authed: true, connectedAt: '2026-11-22T08:10:00Z' },
  {
    mac: '3C:06:30:44:55:66',
    name: 'MacBook-Air',
    authed: true,
    connectedAt: '2026-11-22T07:10:00Z',
  },
  {
    mac: 'F0:18:98:77:88:99',
    name: 'android-5a1f',
    authed: false,
    connectedAt: '2026-11-22T06:10:00Z',
  },
];

const terminals = http.post('*/api/iot/deviceWirelessAuthList', () =>
  HttpResponse.json({ code: 0, message: 'ok', data: TERMINALS }),
);

const meta = {
  title: 'Card services/Pages/pages-sub/iot/deviceTerminalAuth/index',
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
export const Terminals: Story = {
  decorators: [withCard('1064800000007')],
  parameters: { msw: { handlers: [terminals] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Connected terminals' });
    await expect(within(list).getAllByText('Authenticated')).toHaveLength(2);
    await expect(
      within(list).getByRole('button', { name: 'Authenticate android-5a1f' }),
    ).toBeEnabled();
  },
};

export const TerminalsChinese: Story = {
  decorators: [withCard('1064800000007')],
  globals: { locale: 'zh-Hans' },
  parameters: { msw: { handlers: [terminals] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '已连接终端' });
    await expect(within(list).getAllByText('已认证')).toHaveLength(2);
    await expect(within(list).getByRole('button', { name: '认证 android-5a1f' })).toBeEnabled();
  },
};

export const AuthenticateTerminal: Story = {
  decorators: [withCard('1064800000007')],
  parameters: { msw: { handlers: [terminals] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Authenticate android-5a1f' }));
    const body = within(canvasElement.ownerDocument.body);
    const form = await body.findByRole('form', { name: 'Authenticate android-5a1f' });
    await userEvent.type(within(form).getByLabelText('Mobile number', { exact: false }), '123');
    await userEvent.click(within(form).getByRole('button', { name: 'Authenticate' }));
    await expect(
      await within(form).findByText('Enter an 11-digit mobile number starting with 1'),
    ).toBeVisible();
  },
};
