import { describe, expect, it } from 'vitest';
import { applyThemeVariables, isSafeThemeValue, readThemeVariables, themeOf } from './theming';

describe('theming', () => {
  it('takes light, dark or auto, and auto for anything else', () => {
    expect(themeOf('light')).toBe('light');
    expect(themeOf('dark')).toBe('dark');
    expect(themeOf('auto')).toBe('auto');
    expect(themeOf(null)).toBe('auto');
    expect(themeOf('DARK')).toBe('auto');
  });

  it('lets plain colours, lengths and font lists through, nothing that loads a resource', () => {
    for (const ok of [
      '#4338ca',
      'rgb(0 0 0 / 50%)',
      'oklch(0.6 0.2 270)',
      '12px',
      '"Inter", sans-serif',
      'calc(0.5rem + 2px)',
    ]) {
      expect(isSafeThemeValue(ok), ok).toBe(true);
    }
    for (const bad of [
      'url(https://evil.test/x.png)',
      'image-set("a.png" 1x)',
      'red; background: url(x)',
      'expression(alert(1))',
      '\\75rl(x)',
      'x'.repeat(201),
    ]) {
      expect(isSafeThemeValue(bad), bad).toBe(false);
    }
  });

  it('reads the known variables of an element, and the frame applies them as its tokens', () => {
    const host = document.createElement('div');
    host.style.setProperty('--hireloop-primary', ' #0a7 ');
    host.style.setProperty('--hireloop-radius', '4px');
    host.style.setProperty('--hireloop-background', 'url(x)');
    host.style.setProperty('--other', 'red');
    document.body.append(host);
    const variables = readThemeVariables(getComputedStyle(host));
    expect(variables).toEqual({ '--hireloop-primary': '#0a7', '--hireloop-radius': '4px' });

    const root = document.createElement('html');
    root.style.setProperty('--border', 'pink');
    applyThemeVariables(root, { ...variables, '--hireloop-foreground': 'url(x)', '--evil': 'x' });
    expect(root.style.getPropertyValue('--primary')).toBe('#0a7');
    expect(root.style.getPropertyValue('--radius')).toBe('4px');
    expect(root.style.getPropertyValue('--foreground')).toBe('');
    expect(root.style.getPropertyValue('--border')).toBe('');
    host.remove();
  });
});
