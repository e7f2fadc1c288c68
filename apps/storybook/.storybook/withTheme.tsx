import type { Decorator } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { testTheme } from './testTheme';

/** Puts the theme on <html> (Radix portals render outside the story) and paints the page. */
function ThemeRoot({ theme, children }: { theme: string; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
    document.documentElement.style.colorScheme = theme;
  }, [theme]);
  return <div className="bg-background p-4 text-foreground">{children}</div>;
}

/** The light or dark theme, from the test run's project or the toolbar. */
export const withTheme: Decorator = (Story, context) => (
  <ThemeRoot theme={testTheme() ?? (context.globals.theme as string | undefined) ?? 'light'}>
    <Story />
  </ThemeRoot>
);
