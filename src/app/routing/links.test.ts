import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeFor } from './routeRules';

/*
 * No link in the app may lead to a missing route. Every app path written in the source (a string or
 * template literal starting with "/" and a lowercase letter, outside tests) must match a row of the
 * route table: an unknown path would redirect the player to / (spec 2). `${...}` parts stand for a
 * parameter; the query is not part of matching.
 */

const SRC = path.resolve(__dirname, '../..');

/** Literals that start like an app path but are not one, each with its reason. */
const NOT_APP_PATHS: readonly RegExp[] = [
  /^\/(api|papi|game\/api)\//, // API paths (spec 7)
  /^\/ws$/, // the live socket's path (spec 7 "Socket")
  /^\/[uc]\//, // referral paths: read, stored and redirected to / (spec 2)
  /^\/[uc]\/?$/,
  /^\/demo-game/, // a JSDoc example of a game URL on the operator's host (lib/gameUrl.ts)
  /^\/[\w.-]+\.(png|html|js)$/, // the build's own files: icons, the shell, the service worker
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** App paths written in `text`, as they would be navigated to (parameters filled in). */
function appPathsIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/['`](\/[a-z][A-Za-z0-9/_${}.-]*)/g)) {
    const literal = match[1]!;
    if (NOT_APP_PATHS.some((pattern) => pattern.test(literal))) continue;
    // `/gameDetail/` + id and `/activityDetail/${type}`: a parameter follows.
    const filled = literal.replace(/\$\{[^}]*\}/g, 'p1').replace(/\/$/, '/p1');
    found.push(filled);
  }
  return found;
}

describe('links in the source', () => {
  const paths = sourceFiles(SRC).flatMap((file) =>
    appPathsIn(readFileSync(file, 'utf8')).map((target) => ({
      file: path.relative(SRC, file),
      target,
    })),
  );

  it('finds the app paths the screens link to', () => {
    // The scan itself works: it sees the tab bar's and the activity taps' destinations.
    const targets = new Set(paths.map((p) => p.target));
    for (const expected of [
      '/promotion',
      '/activity',
      '/deposit',
      '/person',
      '/activityDetail/p1',
    ]) {
      expect(targets).toContain(expected);
    }
  });

  it('every app path in the source leads to a route of the table', () => {
    expect(paths.filter(({ target }) => routeFor(target) === undefined)).toEqual([]);
  });

  it('would catch a link to a missing route', () => {
    expect(appPathsIn("<Link href='/nowhere'>")).toEqual(['/nowhere']);
    expect(routeFor('/nowhere')).toBeUndefined();
    expect(routeFor('/activityDetail/p1')).toBeDefined();
  });
});
