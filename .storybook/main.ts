import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    // The demo API runs as a service worker in Storybook (public/mockServiceWorker.js, which the
    // shop's build leaves out but Storybook's must keep), not as the dev-server middleware, and
    // Storybook's files are not deployed with the shop's server (no compressed copies, no policy).
    const shopOnly = new Set([
      'shop-demo-api',
      'shop-precompress',
      'shop:leave-out-demo-files',
      'shop:policy-file',
    ]);
    viteConfig.plugins = (viteConfig.plugins ?? []).filter(
      (plugin) => !(plugin && 'name' in plugin && shopOnly.has(plugin.name)),
    );
    return viteConfig;
  },
};

export default config;
