import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Lazy message areas (pt-BR.ts imports them as types only) register their messages when their
// module loads. A file that uses one of their keys without importing the module would show raw
// keys whenever it renders before anything else loaded the area. This finds such files.

const root = path.resolve(__dirname, '..');
const ptSource = readFileSync(path.join(__dirname, 'pt-BR.ts'), 'utf8');
const lazyAreas = [...ptSource.matchAll(/import type \{ (\w+) \} from '\.\/messages\/(\w+)'/g)].map(
  (m) => m[2]!,
);

const areas = import.meta.glob<Record<string, Record<string, string>>>('./messages/*.ts', {
  eager: true,
});
const keysOf = (area: string) =>
  new Set(Object.values(areas[`./messages/${area}.ts`] ?? {}).flatMap((m) => Object.keys(m)));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('lazy message areas', () => {
  it('are declared in pt-BR.ts', () => {
    expect(lazyAreas.length).toBeGreaterThan(0);
  });

  it('are imported by every file that uses one of their keys', () => {
    // Each area's keys once (rebuilt for every file and area, they took most of the test's
    // 1 to 3 s, near the 5 s a test gets on a busy machine).
    const areaKeys = lazyAreas.map((area) => [area, [...keysOf(area)]] as const);
    const missing: string[] = [];
    for (const file of sourceFiles(root)) {
      if (file.includes(`${path.sep}i18n${path.sep}`)) continue;
      // The route table names each page's title key; AppRoutes.tsx reads it only once that
      // screen's module (which imports its area) has loaded.
      if (file === path.join(root, 'app', 'routing', 'routes.ts')) continue;
      const text = readFileSync(file, 'utf8');
      const literals = new Set([...text.matchAll(/['"`]([\w.]+)['"`]/g)].map((m) => m[1]!));
      for (const [area, keys] of areaKeys) {
        const used = keys.filter((key) => literals.has(key));
        const imported = new RegExp(`i18n/messages/${area}['"]`).test(text);
        if (used.length > 0 && !imported) {
          missing.push(`${path.relative(root, file)} uses ${used[0]} (${area})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
