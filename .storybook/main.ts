import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    // The demo API runs as a service worker in Storybook, not as the dev-server middleware, and
    // Storybook's files are not deployed with the shop's server (no compressed copies).
    viteConfig.plugins = (viteConfig.plugins ?? []).filter(
      (plugin) =>
        !(
          plugin &&
          'name' in plugin &&
          (plugin.name === 'shop-demo-api' || plugin.name === 'shop-precompress')
        ),
    );
    return viteConfig;
  },
};

export default config;
