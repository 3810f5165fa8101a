#!/usr/bin/env node
// Comment hygiene for src/ (HOUSE_STYLE "Comments"): a comment says its reason in its own words,
// so it never cites an issue number (a reader of the repository has no tracker), and a file it
// names exists (a comment pointing at a file that moved sends the reader nowhere). Fails with
// file:line for each comment that does either. Part of `npm run check`.
//
// Comments are read with the TypeScript parser, so strings, template literals, regular
// expressions and JSX text are never mistaken for comments (a test title may say anything).
// A path is checked when it ends in a file extension and starts at a folder this check knows:
// a top-level folder of the repository (src/, scripts/, stories/, e2e/, mocks/, public/ ...),
// a folder of src/ (app/shell/lazyPiece.tsx, api/http.ts), a folder beside the commented file,
// or ./ and ../. Without an extension, only a path from a code folder of the repository is
// checked (src/features/activities, src/lib/serverLink: a folder, or a module named the way an
// import names it). Addresses (https://...), globs (*.css.ts, src/**) and paths that start
// anywhere else (node_modules/, dist/, a package name, "public/private") are left alone.
// Usage: node scripts/check-comments.mjs [folder or file ...] (default: src).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** "issue 13", "Issues 9", "issue #12": a tracker number, meaningless in the repository. */
export const ISSUE_CITATION = /\bissues?\s+#?\d+/i;

/** Top-level folders of the repository whose code a path without an extension may name. */
const CODE_FOLDERS = ['src', 'scripts', 'stories', 'e2e', 'mocks', '.storybook'];
/** Top-level folders of the repository a comment's path may start from. */
const ROOT_FOLDERS = [...CODE_FOLDERS, 'public', 'msw-public', '.ci'];

const EXTENSIONS =
  'tsx?|mts|cts|mjs|cjs|jsx?|json|css|html|mdx?|svg|png|jpe?g|webp|avif|ico|woff2?|txt|webmanifest|ya?ml|sh';

/**
 * A path-like word: one or more `segment/` and what follows. It may not start inside another
 * word, path or address (the look-behind), nor stop inside one (the look-ahead).
 */
const PATH_WORD = /(?<![\w@./:$-])((?:\.{1,2}\/)*(?:[\w@.*{}-]+\/)+[\w.*{}-]*)(?![\w/-])/g;
const HAS_EXTENSION = new RegExp(`\\.(?:${EXTENSIONS})$`);
/** What a path written without its extension may leave out (`src/theme/global.css`). */
const OMITTED = ['', '.ts', '.tsx', '.mjs', '.js', '.css.ts', '/index.ts'];

/** A web or file address: its path part is somebody else's. */
const ADDRESS = /\b[a-z][a-z\d+.-]*:\/\/\S*/gi;

const isDirectory = (file) => {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
};
const exists = (file) => {
  try {
    statSync(file);
    return true;
  } catch {
    return false;
  }
};

/**
 * Every comment of a TypeScript or TSX source, with its start offset: the leading and trailing
 * comments of every token the parser sees. JSDoc is read as the comment it is, not descended into.
 */
export function commentsOf(text, fileName = 'file.tsx') {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found = new Map();
  const jsxText = [];
  const take = (ranges) => {
    for (const range of ranges ?? []) {
      if (!found.has(range.pos)) found.set(range.pos, text.slice(range.pos, range.end));
    }
  };
  const visit = (node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) {
      return;
    }
    if (node.kind === ts.SyntaxKind.JsxText) {
      jsxText.push([node.pos, node.end]);
      return;
    }
    take(ts.getLeadingCommentRanges(text, node.pos));
    take(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...found]
    .filter(([pos]) => !jsxText.some(([start, end]) => pos >= start && pos < end))
    .sort(([a], [b]) => a - b)
    .map(([pos, comment]) => ({ pos, text: comment }));
}

const srcFoldersOf = (() => {
  const known = new Map();
  return (root) => {
    if (!known.has(root)) {
      const entries = readdirSync(path.join(root, 'src'), { withFileTypes: true });
      known.set(
        root,
        entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name),
      );
    }
    return known.get(root);
  };
})();

/**
 * The path a comment of `file` (absolute) names, if it is one to check and does not exist. A
 * path with an extension is checked from any folder it may start at; one without only from a
 * code folder of the repository.
 */
function missingPath(raw, file, root) {
  const word = raw.replace(/\.+$/, '');
  if (/[*{}]/.test(word)) return null;
  const here = path.dirname(file);
  const first = word.split('/')[0];
  const bases = [];
  if (HAS_EXTENSION.test(word)) {
    if (first === '.' || first === '..') bases.push(here, root);
    if (ROOT_FOLDERS.includes(first)) bases.push(root);
    if (srcFoldersOf(root).includes(first)) bases.push(path.join(root, 'src'));
    if (isDirectory(path.join(here, first))) bases.push(here);
  } else if (CODE_FOLDERS.includes(first) && /^[^/]+\/[^/]/.test(word)) {
    bases.push(root);
  }
  if (bases.length === 0) return null;
  const found = bases.some((base) =>
    OMITTED.some((suffix) => exists(path.resolve(base, word.replace(/\/$/, '') + suffix))),
  );
  return found ? null : word;
}

/**
 * The problems of one source text: `{ line, message }` for each comment line that cites an issue
 * number or names a missing file. `file` is the text's path (absolute, or relative to `root`).
 */
export function commentProblems(text, file, { root = repoRoot } = {}) {
  const absolute = path.resolve(root, file);
  const lineStarts = [0];
  for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (lineStarts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  const problems = [];
  for (const comment of commentsOf(text, file)) {
    // The comment's words on one line, so a citation broken across two lines is still seen;
    // `starts` maps each joined line back to its offset in the file.
    const lines = comment.text.split('\n');
    const starts = [];
    let joined = '';
    let offset = comment.pos;
    for (const line of lines) {
      const body = line
        .replace(/^\s*(?:\/\/+|\/\*+|\*+(?!\/))?\s*/, '')
        .replace(/\s*\*+\/\s*$/, '');
      starts.push({ at: joined.length, offset });
      joined += `${body} `;
      offset += line.length + 1;
    }
    const lineAt = (index) => {
      let found = starts[0];
      for (const start of starts) if (start.at <= index) found = start;
      return lineOf(found.offset);
    };
    const words = joined.replace(ADDRESS, (address) => ' '.repeat(address.length));
    const issue = ISSUE_CITATION.exec(words);
    if (issue) {
      problems.push({
        line: lineAt(issue.index),
        message: `cites "${issue[0]}": say the reason instead`,
      });
    }
    for (const match of words.matchAll(PATH_WORD)) {
      const missing = missingPath(match[1], absolute, root);
      if (missing) {
        problems.push({
          line: lineAt(match.index),
          message: `names ${missing}, which does not exist`,
        });
      }
    }
  }
  return problems;
}

/** The .ts and .tsx files under `target` (a folder or a file), in a stable order. */
function sourcesUnder(target) {
  if (!isDirectory(target)) return /\.tsx?$/.test(target) ? [target] : [];
  return readdirSync(target, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory() && entry.name !== 'node_modules'
        ? sourcesUnder(path.join(target, entry.name))
        : /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
          ? [path.join(target, entry.name)]
          : [],
    );
}

/** Checks the sources under `targets` (relative to `root`); returns "file:line: message" lines. */
export function checkComments(targets = ['src'], { root = repoRoot } = {}) {
  const reports = [];
  for (const target of targets) {
    for (const file of sourcesUnder(path.resolve(root, target))) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      for (const problem of commentProblems(readFileSync(file, 'utf8'), relative, { root })) {
        reports.push(`${relative}:${problem.line}: ${problem.message}`);
      }
    }
  }
  return reports;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const targets = process.argv.slice(2);
  const reports = checkComments(targets.length > 0 ? targets : ['src']);
  if (reports.length > 0) {
    console.error(reports.join('\n'));
    console.error(`[comments] ${reports.length} comment(s) to fix (HOUSE_STYLE "Comments").`);
    process.exit(1);
  }
  console.log('[comments] ok');
}
