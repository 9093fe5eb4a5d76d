// A cycle check that counts every import, `import type` included
// (docs/decisions/061-cards-split-and-table-ownership.md). import-x/no-cycle
// skips type-only imports with no option to count them, and a type cycle is
// still two files that cannot be understood, moved or split one without the
// other. Relative imports only: across packages the boundaries already forbid
// a way back (docs/decisions/002-import-boundaries.md).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')` of a relative path.
const importPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|[\s;])import\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
// Line and block comments, so an example in a comment is not an edge.
const commentPattern = /\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/.*$/gm;

const sourceExtensions = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

/** The file a relative specifier names, as TypeScript's NodeNext resolution finds it; null when none. */
function resolveSpecifier(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [
    ...sourceExtensions.map((extension) => stem + extension),
    base,
    ...sourceExtensions.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** One lint run reads each file once; a changed file (an editor's long session) is read again. */
const edgeCache = new Map();

function importsOf(file) {
  let modified;
  try {
    modified = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = edgeCache.get(file);
  if (cached && cached.modified === modified) return cached.imports;
  const text = readFileSync(file, 'utf8').replace(commentPattern, '$1');
  const imports = [];
  for (const match of text.matchAll(importPattern)) {
    const resolved = resolveSpecifier(file, match[1] ?? match[2] ?? match[3]);
    if (resolved && !imports.includes(resolved)) imports.push(resolved);
  }
  edgeCache.set(file, { modified, imports });
  return imports;
}

/** The shortest way from `start` back to `target`, as the files in between; null when there is none. */
function routeBack(start, target) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let index = 0; index < queue.length; index += 1) {
    const current = queue[index];
    for (const next of importsOf(current)) {
      if (next === target) {
        const route = [];
        for (let step = current; step !== null; step = cameFrom.get(step)) route.unshift(step);
        return route;
      }
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, current);
      queue.push(next);
    }
  }
  return null;
}

const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle (type-only imports count): {{route}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    const root = context.cwd;
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const imported = resolveSpecifier(file, specifier);
      if (!imported || imported === file) return;
      const route = routeBack(imported, file);
      if (!route) return;
      const shown = [file, ...route, file].map((step) => path.relative(root, step)).join(' -> ');
      context.report({ node, messageId: 'cycle', data: { route: shown } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
