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
    // Pre-bundled up front: a dependency discovered mid-run makes Vite re-optimise and reload,
    // which fails the story files already loading ("Failed to fetch dynamically imported module").
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        'axe-core',
        'radix-ui',
        'embla-carousel-react',
        'embla-carousel-autoplay',
        'react-hook-form',
        '@hookform/resolvers/zod',
        'lucide-react',
        'class-variance-authority',
        'clsx',
        'tailwind-merge',
        '@tanstack/react-query',
        '@hireloop/hooks',
        '@hireloop/sdk',
        '@hireloop/sdk/constants',
        '@hireloop/sdk/schemas',
      ],
    },
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
