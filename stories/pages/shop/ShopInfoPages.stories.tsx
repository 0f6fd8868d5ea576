import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import AppUpdatePage from '../../../src/pages/pages-sub/appUpdate/index';
import PaymentTermsPage from '../../../src/pages/pages/about/payment';
import ServicePromisePage from '../../../src/pages/pages/about/promise';
import AboutPage from '../../../src/pages/pages/about/textTemplate';
import CustomerCodePage from '../../../src/pages/pages/customer/code';
import DefaultLandingPage from '../../../src/pages/pages/index/default';
import LoadDomainPage from '../../../src/pages/pages/index/loadDomain';
import { SITE_CONFIG } from '../../../src/mocks/services/site';
import NetworkCheckPage from '../../../src/pages/pages/index/networkCheck';
import WebviewPage from '../../../src/pages/pages/webview/index';
import { envelope, PageFrame } from '../pageKit';
import { BASE_CONFIG_KEY } from '../../../src/features/data/baseConfig';

const meta = {
  title: 'Page tests/Shop, information',
  // Interaction tests of whole pages; the Page catalogue documents every page.
  tags: ['!autodocs'],
  component: PageFrame,
  args: { page: AppUpdatePage, query: {} },
  parameters: { route: '/pages-sub/appUpdate/index' },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppUpdate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/You have the newest version/)).toBeVisible();
    await expect(canvas.getByText(/1\.4\.4 \(build 144\)/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'What changed in 1.4.4' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Download the app' })).toBeNull();
  },
};

export const AppUpdateChinese: Story = {
  globals: { locale: 'zh-Hans' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/已是最新版本/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '1.4.4 版本更新内容' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载最新版本' })).toBeVisible();
  },
};

export const AppUpdateNewerRequired: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/site/config', () =>
          envelope({
            ...SITE_CONFIG,
            latestVersion: '1.5.0',
            latestVersionCode: 150,
            mandatoryUpdate: true,
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Version 1\.5\.0 is available\. This update is required/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download the app' })).toHaveAttribute(
      'href',
      'https://www.example.com/app',
    );
  },
};

export const AppUpdateCheckFails: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/api/site/config', () => HttpResponse.json({}, { status: 500 }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Without the server's answer the version and the changes still show, without a verdict.
    await expect(await canvas.findByText(/1\.4\.4 \(build 144\)/)).toBeVisible();
    await expect(canvas.queryByText('You have the newest version.', { exact: false })).toBeNull();
  },
};

export const PaymentTerms: Story = {
  args: { page: PaymentTermsPage },
  parameters: { route: '/pages/about/payment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Cancellations and refunds' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Real-name registration' })).toBeVisible();
  },
};

export const PaymentTermsChinese: Story = {
  args: { page: PaymentTermsPage },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages/about/payment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '取消与退款' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '实名登记' })).toBeVisible();
  },
};

export const ServicePromise: Story = {
  args: { page: ServicePromisePage },
  parameters: { route: '/pages/about/promise' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('What you can count on when you buy from us.')).toBeVisible();
    await expect(canvas.getAllByRole('heading')).toHaveLength(4);
  },
};

export const ServicePromiseChinese: Story = {
  args: { page: ServicePromisePage },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages/about/promise' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '正品号卡' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '真人客服' })).toBeVisible();
  },
};

export const About: Story = {
  args: { page: AboutPage },
  parameters: { route: '/pages/about/textTemplate' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'App version' })).toBeVisible();
    await expect(canvas.getByText('1.4.4 (build 144)')).toBeVisible();
  },
};

export const AboutChinese: Story = {
  args: { page: AboutPage },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages/about/textTemplate' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '应用版本' })).toBeVisible();
    await expect(canvas.getByText('1.4.4（构建 144）')).toBeVisible();
  },
};

const kefu = [
  [
    BASE_CONFIG_KEY,
    {
      promoCode: '',
      config: { front: { kefuUrl: 'https://kefu.example.com/chat', kefuMobile: '400-800-1234' } },
    },
  ],
];

export const ServiceQrCode: Story = {
  args: { page: CustomerCodePage },
  parameters: { route: '/pages/customer/code', data: kefu },
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
  args: { page: CustomerCodePage },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages/customer/code', data: kefu },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '扫码联系客服' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '拨打 400-800-1234' })).toBeVisible();
  },
};

export const ServiceQrCodeNotSetUp: Story = {
  args: { page: CustomerCodePage },
  parameters: { route: '/pages/customer/code' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No service contact is set up for this shop.'),
    ).toBeVisible();
  },
};

export const DefaultLandingLoading: Story = {
  args: { page: DefaultLandingPage, query: { promoCode: 'AGENT001' } },
  parameters: {
    route: '/pages/index/default?promoCode=AGENT001',
    msw: { handlers: [http.get('*/api/hk/baseConfig', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(/loading/i);
  },
};

export const DefaultLandingFailsChinese: Story = {
  args: { page: DefaultLandingPage, query: { promoCode: 'AGENT001' } },
  globals: { locale: 'zh-Hans' },
  parameters: {
    route: '/pages/index/default?promoCode=AGENT001',
    msw: {
      handlers: [http.get('*/api/hk/baseConfig', () => HttpResponse.json({}, { status: 500 }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('页面加载失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const DefaultLandingFails: Story = {
  ...DefaultLandingFailsChinese,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load this page')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const DataInitialisation: Story = {
  args: { page: LoadDomainPage },
  parameters: {
    route: '/pages/index/loadDomain',
    // The region data never arrives here, so the page stays on its last step.
    msw: { handlers: [http.get('*/provinces/*', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = canvas.getByRole('list', { name: 'Getting the shop ready' });
    await waitFor(() => expect(within(steps).getAllByText('Done')).toHaveLength(2));
    await expect(within(steps).getByText('Waiting')).toBeVisible();
  },
};

export const DataInitialisationFailsChinese: Story = {
  args: { page: LoadDomainPage },
  globals: { locale: 'zh-Hans' },
  parameters: {
    route: '/pages/index/loadDomain',
    msw: {
      handlers: [http.get('*/api/hk/baseConfig', () => HttpResponse.json({}, { status: 500 }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('失败');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const NetworkCheck: Story = {
  args: { page: NetworkCheckPage },
  parameters: {
    route: '/pages/index/networkCheck',
    msw: { handlers: [http.head('*', () => HttpResponse.error())] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No network connection' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByText('Still offline. Check your network settings and try again.'),
    ).toBeVisible();
    // The picture is taken without the focus ring, which shows or not depending on timing.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

export const NetworkCheckChinese: Story = {
  args: { page: NetworkCheckPage },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages/index/networkCheck' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '网络未连接' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const WebviewRefusesOtherSchemes: Story = {
  args: { page: WebviewPage, query: { url: 'javascript:alert(1)' } },
  parameters: { route: '/pages/webview/index?url=javascript%3Aalert(1)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'This address cannot be opened' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Only http:// and https:// addresses can be opened here.'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const WebviewRefusesOtherSchemesChinese: Story = {
  args: { page: WebviewPage, query: { url: 'weixin://dl/business' } },
  globals: { locale: 'zh-Hans' },
  parameters: { route: '/pages/webview/index?url=weixin%3A%2F%2Fdl%2Fbusiness' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '无法打开该地址' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '返回' })).toBeVisible();
  },
};

export const WebviewOpensAddress: Story = {
  args: { page: WebviewPage, query: { url: 'https://www.example.com/help' } },
  parameters: {
    route: '/pages/webview/index?url=https%3A%2F%2Fwww.example.com%2Fhelp',
    // The frame shows another site, which this shop does not control: no fixed picture.
    visual: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTitle('External page: www.example.com')).toHaveAttribute(
      'src',
      'https://www.example.com/help',
    );
    await expect(canvas.getByRole('link', { name: 'Open in the browser' })).toHaveAttribute(
      'href',
      'https://www.example.com/help',
    );
  },
};
