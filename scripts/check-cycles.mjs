// Fails when a source file imports itself through other files (an import circle), anywhere in the
// monorepo's sources: packages/*/src and apps/*/src. Every kind of import counts, as madge's
// `--circular` counts them: `import`, `import type` (issue 13: the type import of `ServiceDeps`
// tied the server's services into one circle), `export … from`, `import('…')` and
// `import('…').Type`. Imports of a workspace package (`@hireloop/sdk/schemas`) are followed into
// its src/, so a circle between packages is found too.
//
//   node scripts/check-cycles.mjs            every workspace
//   node scripts/check-cycles.mjs apps/server  only the named ones (the graph is still the whole repo)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(new URL('..', import.meta.url).pathname);
const workspaces = ['packages', 'apps'].flatMap((dir) =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir))
        .map((name) => join(root, dir, name))
        .filter((ws) => existsSync(join(ws, 'package.json')))
    : [],
);
const only = process.argv.slice(2).map((arg) => resolve(root, arg));

/** Workspace packages by name, to follow `@hireloop/x/sub` into packages/x/src. */
const packages = new Map(
  workspaces.map((ws) => [JSON.parse(readFileSync(join(ws, 'package.json'), 'utf8')).name, ws]),
);

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.d.ts'];

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** A path without extension (or with a .js one, as ESM TypeScript writes it) to its source file. */
function resolveFile(base) {
  if (SOURCE.test(base) && isFile(base)) return base;
  const stem = base.replace(/\.(m|c)?jsx?$/, '');
  for (const candidate of [
    ...EXTENSIONS.map((ext) => stem + ext),
    ...EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ]) {
    if (isFile(candidate)) return candidate;
  }
  return undefined;
}

/** `@hireloop/sdk/schemas` → packages/sdk/src/schemas/index.ts, through the package's exports. */
function resolveWorkspace(specifier) {
  const match = /^(@[^/]+\/[^/]+|[^@/][^/]*)(\/.*)?$/.exec(specifier);
  const ws = match && packages.get(match[1]);
  if (!ws) return undefined;
  const sub = `.${match[2] ?? ''}`;
  const manifest = JSON.parse(readFileSync(join(ws, 'package.json'), 'utf8'));
  let target = typeof manifest.exports === 'object' ? manifest.exports[sub] : undefined;
  while (target && typeof target === 'object') {
    target = target.types ?? target.import ?? target.default;
  }
  if (typeof target !== 'string' && sub === '.') target = manifest.types ?? manifest.main;
  if (typeof target !== 'string') return undefined;
  // The build mirrors src/ into dist/: follow the import to the source it was built from.
  const source = target.replace(/^\.\/dist\//, './src/').replace(/\.d\.(m|c)?ts$/, '');
  return resolveFile(join(ws, source)) ?? resolveFile(join(ws, 'src', sub));
}

/** Every module specifier a file names, with how: 'type', 'dynamic' or 'static'. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      found.push({ specifier: node.moduleSpecifier.text, kind: typeOnly ? 'type' : 'static' });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({
        specifier: node.moduleSpecifier.text,
        kind: node.isTypeOnly ? 'type' : 'static',
      });
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push({ specifier: node.moduleReference.expression.text, kind: 'static' });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, kind: 'dynamic' });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, kind: 'type' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// The graph: file → [{ to, kind }].
const graph = new Map();
const files = workspaces.flatMap((ws) => sourceFiles(join(ws, 'src')));
const queue = [...files];
while (queue.length > 0) {
  const file = queue.pop();
  if (graph.has(file)) continue;
  const edges = [];
  for (const { specifier, kind } of importsOf(file)) {
    const to = specifier.startsWith('.')
      ? resolveFile(resolve(dirname(file), specifier))
      : resolveWorkspace(specifier);
    if (!to || to.includes(`${join('/', 'node_modules')}/`)) continue;
    edges.push({ to, kind });
    if (!graph.has(to)) queue.push(to);
  }
  graph.set(file, edges);
}

// Depth-first search; an edge back to a file still on the path closes a circle.
const cycles = [];
const state = new Map(); // file → 'open' | 'done'
const path = [];
const kinds = [];
function walk(file) {
  state.set(file, 'open');
  path.push(file);
  for (const { to, kind } of graph.get(file) ?? []) {
    if (state.get(to) === 'open') {
      const start = path.indexOf(to);
      cycles.push({ files: path.slice(start), kinds: [...kinds.slice(start), kind] });
    } else if (!state.has(to)) {
      kinds.push(kind);
      walk(to);
      kinds.pop();
    }
  }
  path.pop();
  state.set(file, 'done');
}
for (const file of [...graph.keys()].sort()) if (!state.has(file)) walk(file);

const inScope = (cycle) =>
  only.length === 0 || cycle.files.some((file) => only.some((dir) => file.startsWith(`${dir}/`)));
const reported = cycles.filter(inScope);
const show = (file) => relative(root, file);

if (reported.length === 0) {
  const where = only.length ? ` through ${process.argv.slice(2).join(', ')}` : '';
  console.log(`No import circles${where} (${graph.size} source files read).`);
} else {
  console.error(`${reported.length} import circle(s):`);
  for (const { files: circle, kinds: edgeKinds } of reported) {
    const steps = circle.map((_, i) => {
      const next = circle[(i + 1) % circle.length];
      return `    → ${show(next)}${edgeKinds[i] === 'static' ? '' : ` (${edgeKinds[i]} import)`}`;
    });
    console.error(`  ${show(circle[0])}\n${steps.join('\n')}`);
  }
  console.error('\nAn import marked (type) or (dynamic) still ties the files into one circle.');
  process.exitCode = 1;
}
