import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkComments, commentProblems, commentsOf } from './check-comments.mjs';

/** The problems of `text` as if it were `file` of this repository, as "line: message". */
const problems = (text: string, file = 'src/app/App.tsx') =>
  commentProblems(text, file).map((problem) => `${problem.line}: ${problem.message}`);

describe('comments that cite an issue number', () => {
  it('are caught in line, block, JSDoc and JSX comments, also across a line break', () => {
    const source = [
      '// Asked for in a task of its own (issue 15).',
      'const a = 1;',
      '/**',
      ' * The shortcuts of /person (spec 2 routes; issue',
      ' * 11 item 1).',
      ' */',
      'export const b = <div>{/* Issue 13: the chest */}</div>;',
      'const c = 2; /* see issue #12 */',
    ].join('\n');
    expect(problems(source)).toEqual([
      '1: cites "issue 15": say the reason instead',
      '4: cites "issue 11": say the reason instead',
      '7: cites "Issue 13": say the reason instead',
      '8: cites "issue #12": say the reason instead',
    ]);
  });

  it('are not looked for in strings, templates, regular expressions or JSX text', () => {
    const source = [
      "describe('the shell keeps the page (issue 9)', () => {});",
      'const t = `// issue 3 ${"/* issue 4 */"}`;',
      'const r = /\\/\\/ issue 12/;',
      'export const p = <p>// issue 5 is text a player reads</p>;',
    ].join('\n');
    expect(problems(source)).toEqual([]);
  });

  it('leaves an address alone, even one with "issues" in it', () => {
    const source = '// happy-dom bug: https://github.com/capricorn86/happy-dom/issues/2182';
    expect(problems(source)).toEqual([]);
  });
});

describe('comments that name a file', () => {
  it('are caught when the file does not exist, from the root, from src/ or from the file', () => {
    const source = [
      '// The operator (src/api/webPush.ts) and the link (app/shell/serviceLink.ts).',
      '/** Rules beside it (./gone.ts); state in src/state/floatIcons. */',
    ].join('\n');
    expect(problems(source)).toEqual([
      '1: names src/api/webPush.ts, which does not exist',
      '1: names app/shell/serviceLink.ts, which does not exist',
      '2: names ./gone.ts, which does not exist',
      '2: names src/state/floatIcons, which does not exist',
    ]);
  });

  it('pass when the file exists, however it is written', () => {
    const source = [
      '// src/api/http.ts, api/pwa.ts, ./App.tsx and routing/routes.ts (a folder beside this one).',
      '// The global styles (theme/global.css.ts), the budget (scripts/check-bundle.mjs:12).',
      '// A folder (src/features/activities/), a module as imports name it (src/lib/serverLink).',
    ].join('\n');
    expect(problems(source)).toEqual([]);
  });

  it('leave addresses, globs and paths from elsewhere alone', () => {
    const source = [
      '// https://cdn.example.com/src/missing.ts and //cdn.example.com/api/missing.ts',
      '// every src/**/*.css.ts file, *.css.ts, src/{app,ui}/x.ts',
      '// Button/Button.css.ts (an example), node_modules/x/missing.js, @vanilla-extract/css',
      '// the service worker at /sw.js, the page /promotion/detail.html, public/private data',
    ].join('\n');
    expect(problems(source)).toEqual([]);
  });
});

describe('comment reading', () => {
  it('finds each comment once, with its offset', () => {
    const source = 'const a = 1; // one\n/* two */ const b = 2;\n';
    expect(commentsOf(source, 'x.ts')).toEqual([
      { pos: 13, text: '// one' },
      { pos: 20, text: '/* two */' },
    ]);
  });
});

describe('checkComments over a tree', () => {
  let root = '';
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('reports file:line for each problem under the given folders, and nothing for clean files', () => {
    root = mkdtempSync(path.join(tmpdir(), 'check-comments-'));
    mkdirSync(path.join(root, 'src', 'app'), { recursive: true });
    writeFileSync(path.join(root, 'src', 'app', 'clean.ts'), '// Says why (spec 2).\n');
    writeFileSync(
      path.join(root, 'src', 'app', 'stale.tsx'),
      'export const a = 1;\n// See app/moved.ts (issue 9).\n',
    );
    expect(checkComments(['src'], { root })).toEqual([
      'src/app/stale.tsx:2: cites "issue 9": say the reason instead',
      'src/app/stale.tsx:2: names app/moved.ts, which does not exist',
    ]);
  });

  // Two Node processes that each load the TypeScript parser: seconds on a busy machine.
  it(
    'as a command, exits 1 with the list when a comment is wrong and 0 when all are right',
    {
      timeout: 60_000,
    },
    () => {
      root = mkdtempSync(path.join(tmpdir(), 'check-comments-'));
      writeFileSync(path.join(root, 'clean.ts'), '// Says why (spec 2).\n');
      writeFileSync(path.join(root, 'stale.ts'), '// Since issue 9.\n');
      const script = fileURLToPath(new URL('./check-comments.mjs', import.meta.url));
      const run = (file: string) =>
        spawnSync(process.execPath, [script, path.join(root, file)], { encoding: 'utf8' });

      const clean = run('clean.ts');
      expect(clean.status).toBe(0);
      const stale = run('stale.ts');
      expect(stale.status).toBe(1);
      expect(stale.stderr).toContain('stale.ts:1: cites "issue 9": say the reason instead');
    },
  );
});
