// Counts import cycles: the strongly connected components of more than one file in the import graph of a folder
// (default apps/server/src), once with every import and once without type-only ones (which the compiler erases).
// Only relative imports are followed; packages cannot import us back. Biome's suspicious/noImportCycles is the rule
// that keeps the count at 0; this prints the figure and names the files when there are cycles.
//
//   node scripts/import-cycles.mjs [folder]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const folder = path.resolve(root, process.argv[2] ?? 'apps/server/src');

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Relative imports and re-exports of one file, each marked type-only or not. */
function importsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const specifier = node.moduleSpecifier.text;
      const typeOnly = ts.isImportDeclaration(node)
        ? Boolean(
            node.importClause?.isTypeOnly ||
              (node.importClause &&
                !node.importClause.name &&
                node.importClause.namedBindings &&
                ts.isNamedImports(node.importClause.namedBindings) &&
                node.importClause.namedBindings.elements.length > 0 &&
                node.importClause.namedBindings.elements.every((e) => e.isTypeOnly)),
          )
        : node.isTypeOnly;
      if (specifier.startsWith('.')) found.push({ specifier, typeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg) && arg.text.startsWith('.'))
        found.push({ specifier: arg.text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.flatMap(({ specifier, typeOnly }) => {
    const target = resolve(file, specifier);
    return target ? [{ target, typeOnly }] : [];
  });
}

/** Tarjan's algorithm (iterative): the components of more than one file, largest first. */
function cycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const edges = graph.get(node) ?? [];
      if (i < edges.length) {
        frame[1]++;
        const to = edges[i];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) {
          low.set(node, Math.min(low.get(node), index.get(to)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) components.push(component.sort());
      }
    }
  }
  return components.sort((a, b) => b.length - a.length);
}

const files = sourceFiles(folder);
const edges = new Map(files.map((file) => [file, importsOf(file)]));
const graphOf = (keep) =>
  new Map(
    files.map((file) => [
      file,
      edges
        .get(file)
        .filter(keep)
        .map((e) => e.target),
    ]),
  );

const relative = path.relative(root, folder);
console.log(`${relative}: ${files.length} files`);
for (const [label, keep] of [
  ['every import', () => true],
  ['without type-only imports', (e) => !e.typeOnly],
]) {
  const found = cycles(graphOf(keep));
  const sizes = found.map((c) => c.length).join(', ');
  console.log(`import cycles (${label}): ${found.length}${found.length ? ` (files in each: ${sizes})` : ''}`);
  for (const component of found) {
    console.log(`  ${component.map((f) => path.relative(folder, f)).join(' ')}`);
  }
}
