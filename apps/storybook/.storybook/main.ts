import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import type { StorybookConfig } from '@storybook/react-vite';

const uiSource = (path: string) =>
  fileURLToPath(new URL(`../../../packages/ui/src/${path}`, import.meta.url));

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The stories use @hireloop/ui from source, with Tailwind compiling the same stylesheet the
  // package ships (src/styles/styles.css), so a change shows without rebuilding the package.
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), tailwindcss()],
    resolve: {
      ...viteConfig.resolve,
      alias: [
        { find: /^@hireloop\/ui\/styles\.css$/, replacement: uiSource('styles/styles.css') },
        { find: /^@hireloop\/ui$/, replacement: uiSource('index.ts') },
      ],
    },
  }),
};
export default config;
