/**
 * Theming a widget from the partner's page: the `theme` attribute (light, dark, or auto — the
 * visitor's system setting) and CSS custom properties set on the element, `--hireloop-*`, which
 * the frame maps onto its own design tokens. Only the names below pass, and only values that are
 * plain colours, lengths or font lists: nothing that could load a resource (`url(…)`, `image-set`).
 */
import { EMBED_THEMES, type EmbedTheme } from '@hireloop/sdk/constants';

/** The custom properties a partner may set on the element, and the frame token each one sets. */
export const THEME_VARIABLES = {
  '--hireloop-primary': '--primary',
  '--hireloop-primary-foreground': '--primary-foreground',
  '--hireloop-background': '--background',
  '--hireloop-foreground': '--foreground',
  '--hireloop-border': '--border',
  '--hireloop-radius': '--radius',
  '--hireloop-font-family': '--font-sans',
} as const;
export type ThemeVariable = keyof typeof THEME_VARIABLES;

/** The theme an attribute asks for; anything else is `auto`. */
export const themeOf = (value: string | null): EmbedTheme =>
  (EMBED_THEMES as readonly string[]).includes(value ?? '') ? (value as EmbedTheme) : 'auto';

/**
 * Whether a value may pass: at most 200 characters of letters, digits, spaces and
 * `# . , % ( ) - + / ' "` — enough for `#4338ca`, `rgb(0 0 0 / 50%)`, `oklch(…)`, `12px`,
 * `"Inter", sans-serif` — and no function but the colour ones.
 */
export function isSafeThemeValue(value: string): boolean {
  if (value.length > 200 || !/^[\w\s#.,%()\-+/'"]*$/.test(value)) return false;
  const functions = value.match(/[a-z-]+(?=\()/gi) ?? [];
  return functions.every((name) =>
    /^(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|calc)$/i.test(name),
  );
}

/** The `--hireloop-*` variables set on an element (its computed style), safe ones only. */
export function readThemeVariables(style: Pick<CSSStyleDeclaration, 'getPropertyValue'>) {
  const variables: Record<string, string> = {};
  for (const name of Object.keys(THEME_VARIABLES)) {
    const value = style.getPropertyValue(name).trim();
    if (value && isSafeThemeValue(value)) variables[name] = value;
  }
  return variables;
}

/**
 * The frame's side: sets each known variable's token on `root` (unknown names and unsafe values
 * are dropped again: the frame trusts nothing it is sent), and removes those not sent.
 */
export function applyThemeVariables(
  root: { style: Pick<CSSStyleDeclaration, 'setProperty' | 'removeProperty'> },
  variables: Record<string, string>,
): void {
  for (const [name, token] of Object.entries(THEME_VARIABLES)) {
    const value = variables[name];
    if (value !== undefined && isSafeThemeValue(value)) root.style.setProperty(token, value);
    else root.style.removeProperty(token);
  }
}
