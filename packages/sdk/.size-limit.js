// Size budgets (issue 2). "client + rules" is every export of the main entry that is not also an
// export of `@hireloop/sdk/schemas`, so adding a schema or a rule never leaves this list stale.
import { readFileSync } from 'node:fs';

const exportsOf = (file) => {
  const src = readFileSync(new URL(file, import.meta.url), 'utf8');
  const names = [];
  for (const [, list] of src.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.push(name);
    }
  }
  return names;
};

const schemaNames = new Set(exportsOf('./dist/schemas/index.js'));
const clientAndRules = exportsOf('./dist/index.js').filter((name) => !schemaNames.has(name));

export default [
  {
    name: '@hireloop/sdk — client + rules (no schemas)',
    path: 'dist/index.js',
    import: `{ ${clientAndRules.join(', ')} }`,
    limit: '6 KB',
  },
  {
    name: '@hireloop/sdk — whole main entry (with jobRequestFormSchema)',
    path: 'dist/index.js',
    import: '*',
    limit: '12 KB',
  },
  {
    name: '@hireloop/sdk/schemas — every schema (zod/mini)',
    path: 'dist/schemas/index.js',
    import: '*',
    limit: '15 KB',
  },
];
