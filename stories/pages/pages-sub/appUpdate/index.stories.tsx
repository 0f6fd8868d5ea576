import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import Page from '../../../../src/pages/pages-sub/appUpdate/index';
import { SITE_CONFIG } from '../../../../src/mocks/services/site';
import { envelope, type PageFrame, pageMeta } from '../../pageKit';
import { catalogueState } from '../../catalogue/catalogueKit';

/** The page's path in the specification and the route table. */
const PATH = 'pages-sub/appUpdate/index';

const meta = {
  title: 'App frame/Pages/pages-sub/appUpdate/index',
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
    await expect(await canvas.findByText(/Could not check for a newer version/)).toBeVisible();
    await expect(canvas.getByText(/1\.4\.4 \(build 144\)/)).toBeVisible();
    await expect(canvas.queryByText('You have the newest version.', { exact: false })).toBeNull();
  },
};

export const AppUpdateChecking: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/site/config', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The status line holds its place while the check runs, so nothing under it moves after.
    await expect(await canvas.findByText(/Checking for a newer version/)).toBeVisible();
    await expect(canvas.getByText(/1\.4\.4 \(build 144\)/)).toBeVisible();
  },
};
