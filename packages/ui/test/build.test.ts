// Checks on the built package (`npm run build` first; turbo runs it before the tests).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const dist = new URL('../dist/', import.meta.url);

/** Bundles `code` against the built package, React left out, and answers the output. */
async function bundle(code: string): Promise<string> {
  const result = await build({
    stdin: { contents: code, resolveDir: new URL('.', dist).pathname, loader: 'js' },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    alias: { '@hireloop/ui': new URL('index.js', dist).pathname },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

describe('tree-shaking', () => {
  it('importing Button alone pulls in no dialog, sheet, carousel, toast or form code', async () => {
    const output = await bundle(`export { Button } from '@hireloop/ui';`);
    expect(output).toContain('data-slot');
    const pulledIn = ['dialog-content', 'sheet-content', 'carousel', 'toast', 'form-item'].filter(
      (slot) => output.includes(slot),
    );
    expect(pulledIn).toEqual([]);
    expect(output.length).toBeLessThan(40_000);
  });

  it('the whole package does include them (the check above can see them)', async () => {
    const output = await bundle(`export * from '@hireloop/ui';`);
    const present = ['dialog-content', 'sheet-content', 'carousel'].filter((slot) =>
      output.includes(slot),
    );
    expect(present).toEqual(['dialog-content', 'sheet-content', 'carousel']);
  });
});

describe('the compiled stylesheet', () => {
  const css = readFileSync(new URL('styles.css', dist), 'utf8');

  it('carries the tokens of both themes', () => {
    expect(css).toMatch(/--primary:\s*#4338ca/);
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--primary:\s*#a5b4fc/);
  });

  it('holds the classes the components use', () => {
    for (const cls of [
      'bg-primary',
      'text-primary-foreground',
      'focus-visible\\:ring-2',
      'rounded-md',
    ]) {
      expect(css).toContain(`.${cls}`);
    }
  });
});
