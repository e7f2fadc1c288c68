import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TEXTS } from './texts';

/** Every text of `TEXTS`; a text with a gap (`{period}`) gives its fixed parts. */
function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return String(value('\u0000')).split('\u0000');
  return Object.values(value as object).flatMap(leaves);
}

/**
 * The texts a file could hold by accident are SPEC's phrases, not its single words ("Home",
 * "Error" stand in code for other reasons); every phrase of two words or more is checked.
 */
const phrases = [...new Set(leaves(TEXTS).map((text) => text.trim()))].filter((text) =>
  /\S\s+\S/.test(text),
);

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const texts = fileURLToPath(new URL('./texts.ts', import.meta.url));

/** The source files of the monorepo that are not tests, stories, journeys or this module. */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--', 'packages', 'apps'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\0')
    .filter((file) => /\.(ts|tsx|js|mjs|cjs|html|css)$/.test(file))
    .filter((file) => !/(\.test\.|\.spec\.|\.stories\.|\/e2e\/|\/test\/|\/bench\/)/.test(file))
    .map((file) => `${root}${file}`)
    .filter((file) => file !== texts);
}

describe('SPEC texts live in TEXTS only (issue 13)', () => {
  it('checks the phrases of every part of SPEC: §2, §4, §5, §8, §9', () => {
    expect(phrases).toEqual(
      expect.arrayContaining([
        '404 Page Not Found',
        'Upgrade to Lite',
        'Fixed Price (USD)',
        'Title is required',
        'Subscription Error',
        'Annual (Save 71%)',
        'Skills Database',
      ]),
    );
  });

  it('no other source file holds one literally, in code or in a comment', () => {
    const found: string[] = [];
    for (const file of sourceFiles()) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const phrase of phrases) {
          if (line.includes(phrase)) {
            found.push(`${file.slice(root.length)}:${index + 1} "${phrase}"`);
          }
        }
      });
    }
    expect(found).toEqual([]);
  });
});
