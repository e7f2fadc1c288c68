// Builds the stylesheets after tsup: dist/styles.css, compiled by Tailwind from every class the
// components use (for apps without Tailwind), and dist/theme.css, the tokens and the Tailwind
// theme mapping (for apps with Tailwind 4, which @import it and @source the package).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cliPackage = createRequire(import.meta.url).resolve('@tailwindcss/cli/package.json');
const cli = join(dirname(cliPackage), 'dist/index.mjs');
mkdirSync(join(root, 'dist'), { recursive: true });
execFileSync(
  process.execPath,
  [cli, '-i', 'src/styles/styles.css', '-o', 'dist/styles.css', '--minify'],
  // Quiet unless it fails (execFileSync then throws with Tailwind's message).
  { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] },
);
copyFileSync(join(root, 'src/styles/theme.css'), join(root, 'dist/theme.css'));
