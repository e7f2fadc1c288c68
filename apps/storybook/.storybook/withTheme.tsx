import type { Decorator } from '@storybook/react-vite';
import { useEffect } from 'react';

import { testTheme } from './testTheme';

/** Puts the light or dark theme on <html>, from the toolbar or the test run. */
export const withTheme: Decorator = (Story, context) => {
  const theme = testTheme() ?? (context.globals.theme as string | undefined) ?? 'light';
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
    document.documentElement.style.colorScheme = theme;
  }, [theme]);
  return (
    <div className="bg-background p-4 text-foreground">
      <Story />
    </div>
  );
};
