import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

const uiSource = (path: string) =>
  fileURLToPath(new URL(`../../../packages/ui/src/${path}`, import.meta.url));

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The stories use the workspace packages (ui, hooks, sdk) from source, through their
  // "@hireloop/source" export condition (as tsconfig.base.json and the vitest configs do), with
  // Tailwind compiling the same stylesheet ui ships (src/styles/styles.css): a change shows
  // without rebuilding a package, and the story tests never run against a stale build.
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
        // What the sdk's source imports (the workspace packages themselves are source, not
        // pre-bundled: a pre-bundled copy would not follow their changes).
        'zod/mini',
      ],
    },
    resolve: {
      ...viteConfig.resolve,
      conditions: [
        '@hireloop/source',
        ...(viteConfig.resolve?.conditions ?? defaultClientConditions),
      ],
      alias: [{ find: /^@hireloop\/ui\/styles\.css$/, replacement: uiSource('styles/styles.css') }],
    },
  }),
};
export default config;
