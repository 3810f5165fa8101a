#!/usr/bin/env node
// Which components have a story of their own (HOUSE_STYLE "Stories": every component is reviewed
// in Storybook in isolation). A component is a `PascalCase.tsx` under src/ui, src/features or
// src/overlays (not a test, not a story) that exports a PascalCase binding. It is covered when a
// story file (stories/**/*.stories.tsx) imports it: by its own path, or by name through a folder's
// index.ts that re-exports it. Being rendered inside a bigger screen's story does not count: a
// piece that only appears there is never seen in its own states.
//
// Imports are read with the TypeScript parser (static imports, `export ... from` and `import()`),
// so a path in a comment or a string elsewhere in a story is not mistaken for one.
// Usage: node scripts/storyCoverage.mjs [--json]   (always exits 0: it reports, it does not judge)
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The folders whose components need a story of their own. */
export const COMPONENT_ROOTS = ['src/ui', 'src/features', 'src/overlays'];
export const STORY_ROOT = 'stories';

const PASCAL_FILE = /^[A-Z][A-Za-z0-9]*\.tsx$/;
/** A capital, then at least one lower-case letter: `Button`, not a constant like `LIMIT`. */
const PASCAL_NAME = /^[A-Z][A-Z0-9]*[a-z][A-Za-z0-9]*$/;

const walk = (dir) => {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
    return [full];
  });
};

const isFile = (file) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

const parse = (file, text) =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

const hasExportKeyword = (node) =>
  (ts.getModifiers?.(node) ?? node.modifiers ?? []).some(
    (m) => m.kind === ts.SyntaxKind.ExportKeyword,
  );

/** The PascalCase value names a module exports (functions, consts, classes, `export { X }`). */
export function exportedComponentNames(text, fileName = 'file.tsx') {
  const source = parse(fileName, text);
  const names = [];
  for (const node of source.statements) {
    if (ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) {
      if (hasExportKeyword(node) && node.name && PASCAL_NAME.test(node.name.text)) {
        names.push(node.name.text);
      }
    } else if (ts.isVariableStatement(node) && hasExportKeyword(node)) {
      for (const decl of node.declarationList.declarations) {
        if (ts.isIdentifier(decl.name) && PASCAL_NAME.test(decl.name.text)) {
          names.push(decl.name.text);
        }
      }
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && !node.moduleSpecifier) {
      const clause = node.exportClause;
      if (clause && ts.isNamedExports(clause)) {
        for (const el of clause.elements) {
          if (!el.isTypeOnly && PASCAL_NAME.test(el.name.text)) names.push(el.name.text);
        }
      }
    }
  }
  return names;
}

/**
 * Every module a file imports or re-exports: `{ kind, specifier, names }`, where `kind` is
 * 'import', 'reexport' or 'dynamic' and `names` are the bindings taken by name (null for a
 * namespace import, an `export *` or `import()`: the whole module).
 */
export function importsOf(text, fileName = 'file.tsx') {
  const source = parse(fileName, text);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      let names = [];
      if (clause && !clause.isTypeOnly) {
        if (clause.name) names.push('default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) names = null;
        else if (bindings) {
          for (const el of bindings.elements) {
            if (!el.isTypeOnly) names.push((el.propertyName ?? el.name).text);
          }
        }
      }
      found.push({ kind: 'import', specifier: node.moduleSpecifier.text, names });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !node.isTypeOnly
    ) {
      const clause = node.exportClause;
      const names =
        clause && ts.isNamedExports(clause)
          ? clause.elements
              .filter((el) => !el.isTypeOnly)
              .map((el) => (el.propertyName ?? el.name).text)
          : null;
      found.push({ kind: 'reexport', specifier: node.moduleSpecifier.text, names });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ kind: 'dynamic', specifier: node.arguments[0].text, names: null });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const CANDIDATES = ['', '.tsx', '.ts', '/index.ts', '/index.tsx'];

/** The file a relative import names, or null (a package, or nothing there). */
export function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const suffix of CANDIDATES) {
    if (isFile(base + suffix)) return base + suffix;
  }
  return null;
}

/**
 * The files an import reaches with the names it takes: the module itself, and through an index
 * (a barrel re-exporting others) the module each taken name comes from.
 */
function reachedFiles(file, names, seen = new Set()) {
  if (!file || seen.has(file)) return [];
  seen.add(file);
  const reached = [file];
  if (!/\/index\.tsx?$/.test(file)) return reached;
  const text = readFileSync(file, 'utf8');
  for (const { kind, specifier, names: reexported } of importsOf(text, file)) {
    // Only re-exports lead on, and only those of a name the story took (all, for `import *`).
    if (kind !== 'reexport') continue;
    const target = resolveImport(file, specifier);
    if (!target) continue;
    const taken =
      names === null || reexported === null || reexported.some((n) => names.includes(n));
    if (taken) reached.push(...reachedFiles(target, names, seen));
  }
  return reached;
}

/** Every component file of COMPONENT_ROOTS with the names it exports. */
export function listComponents(root = repoRoot) {
  return COMPONENT_ROOTS.flatMap((dir) => walk(path.join(root, dir)))
    .filter((file) => PASCAL_FILE.test(path.basename(file)))
    .filter((file) => !/\.(test|stories)\.tsx$/.test(file))
    .map((file) => ({ file, names: exportedComponentNames(readFileSync(file, 'utf8'), file) }))
    .filter(({ names }) => names.length > 0)
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Every story file under STORY_ROOT. */
const storyFiles = (root) =>
  walk(path.join(root, STORY_ROOT)).filter((file) => file.endsWith('.stories.tsx'));

/** Each source file a story file reaches, with the story files that reach it. */
export function storyImports(root = repoRoot) {
  const byFile = new Map();
  for (const story of storyFiles(root)) {
    const text = readFileSync(story, 'utf8');
    for (const { specifier, names } of importsOf(text, story)) {
      for (const reached of reachedFiles(resolveImport(story, specifier), names)) {
        if (!byFile.has(reached)) byFile.set(reached, new Set());
        byFile.get(reached).add(story);
      }
    }
  }
  return byFile;
}

const relative = (root, file) => path.relative(root, file).split(path.sep).join('/');

/**
 * The coverage table: every component with the story files that import it (`stories`). A
 * component no story imports may still have a story file of its name that shows it inside a
 * bigger screen (`namesakes`: the activity type views are drawn through their /activityDetail
 * page): reported apart, since such a story exists but never shows the piece on its own.
 */
export function storyCoverage(root = repoRoot) {
  const imports = storyImports(root);
  const byName = new Map();
  for (const story of storyFiles(root)) {
    const name = path.basename(story, '.stories.tsx');
    byName.set(name, [...(byName.get(name) ?? []), relative(root, story)]);
  }
  const components = listComponents(root).map(({ file, names }) => {
    const stories = [...(imports.get(file) ?? [])].map((s) => relative(root, s)).sort();
    return {
      file: relative(root, file),
      names,
      stories,
      namesakes: stories.length > 0 ? [] : (byName.get(path.basename(file, '.tsx')) ?? []),
    };
  });
  const uncovered = components.filter((c) => c.stories.length === 0);
  return {
    components,
    uncovered,
    total: components.length,
    covered: components.length - uncovered.length,
  };
}

const isMain =
  process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url;
if (isMain) {
  const report = storyCoverage();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    const byRoot = COMPONENT_ROOTS.map((dir) => {
      const inRoot = report.components.filter((c) => c.file.startsWith(`${dir}/`));
      const missing = inRoot.filter((c) => c.stories.length === 0).length;
      return `${dir}: ${inRoot.length - missing}/${inRoot.length}`;
    });
    const throughScreen = report.uncovered.filter((c) => c.namesakes.length > 0);
    const none = report.uncovered.filter((c) => c.namesakes.length === 0);
    const line = (c) => `  ${c.file}  (${c.names.join(', ')})`;
    if (none.length > 0) {
      console.log('Components without a story of their own:');
      for (const c of none) console.log(line(c));
      console.log('');
    }
    if (throughScreen.length > 0) {
      console.log(
        'Components whose story file of the same name shows them only inside something bigger:',
      );
      for (const c of throughScreen) console.log(`${line(c)}  <- ${c.namesakes.join(', ')}`);
      console.log('');
    }
    console.log(byRoot.join('  '));
    console.log(
      `Covered ${report.covered} of ${report.total} components; ${report.uncovered.length} without a ` +
        `story of their own (${throughScreen.length} of them shown inside something bigger by a story of their name).`,
    );
  }
}
