/**
 * The frame's look: light, dark or the visitor's system setting (`auto`), and the partner's
 * `--hireloop-*` variables mapped onto the design tokens (../theming.ts).
 */
import type { EmbedTheme } from '@hireloop/sdk/constants';
import { applyThemeVariables } from '../theming';

let stopFollowing: (() => void) | undefined;

/** Applies a theme to the document; `auto` follows the system setting as it changes. */
export function applyTheme(theme: EmbedTheme, variables: Record<string, string> = {}): void {
  const root = document.documentElement;
  stopFollowing?.();
  stopFollowing = undefined;
  if (theme === 'auto') {
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => root.classList.toggle('dark', query.matches);
    follow();
    query.addEventListener('change', follow);
    stopFollowing = () => query.removeEventListener('change', follow);
  } else {
    root.classList.toggle('dark', theme === 'dark');
  }
  root.style.colorScheme = theme === 'auto' ? 'light dark' : theme;
  applyThemeVariables(root, variables);
}
