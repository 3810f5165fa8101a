import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * Every tracked path, and every folder on the way to one. Two of them that differ only in case
 * merge into one on a default macOS or Windows checkout, where one then hides the other's files.
 */
function trackedPaths(): string[] {
  const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  const paths = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let end = 1; end <= parts.length; end += 1) paths.add(parts.slice(0, end).join('/'));
  }
  return [...paths];
}

export function caseTwins(paths: string[]): string[][] {
  const byLower = new Map<string, string[]>();
  for (const path of paths) {
    const key = path.toLowerCase();
    byLower.set(key, [...(byLower.get(key) ?? []), path]);
  }
  return [...byLower.values()].filter((group) => group.length > 1);
}

describe('repository paths', () => {
  it('finds two paths that differ only in case', () => {
    expect(caseTwins(['stories/Foundations', 'stories/foundations', 'src/ui'])).toEqual([
      ['stories/Foundations', 'stories/foundations'],
    ]);
  });

  it('has no two tracked paths that differ only in case', () => {
    expect(caseTwins(trackedPaths())).toEqual([]);
  });
});
