/**
 * The theme a story-test project runs in: each project's setup file sets it (see
 * vitest.config.ts); in Storybook itself it is unset and the toolbar decides.
 */
declare global {
  var __HIRELOOP_TEST_THEME__: 'light' | 'dark' | undefined;
}

export const setTestTheme = (theme: 'light' | 'dark') => {
  globalThis.__HIRELOOP_TEST_THEME__ = theme;
};

export const testTheme = (): 'light' | 'dark' | undefined => globalThis.__HIRELOOP_TEST_THEME__;
