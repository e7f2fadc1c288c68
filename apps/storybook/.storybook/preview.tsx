import type { Preview } from '@storybook/react-vite';
import '@hireloop/ui/styles.css';
import { withTheme } from './withTheme';

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'centered',
    // Every story is checked with axe (WCAG 2 A/AA, colour contrast included); any violation
    // fails its test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375 px)', styles: { width: '375px', height: '740px' } },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};
export default preview;
