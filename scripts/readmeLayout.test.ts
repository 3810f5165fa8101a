import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The README's layout is where a newcomer learns where things live: a folder it does not name
 * is a folder nobody can find by reading. Every folder of src/ and every feature domain must be
 * named there.
 */
const readme = readFileSync('README.md', 'utf8');
const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The lines of the fenced layout block under "## Layout". */
const layoutBlock = readme.split('## Layout')[1]?.split('```')[1] ?? '';

describe('README layout', () => {
  it('names every folder of src/ in its layout block', () => {
    const missing = folders('src').filter(
      (name) => !new RegExp(`^\\s+${name}/\\s`, 'm').test(layoutBlock),
    );
    expect(missing).toEqual([]);
  });

  it('names every feature domain in its list', () => {
    const missing = folders('src/features').filter((name) => !readme.includes(`\n- \`${name}\`: `));
    expect(missing).toEqual([]);
  });

  it('finds a missing folder (the check can fail)', () => {
    expect(new RegExp('^\\s+nowhere/\\s', 'm').test(layoutBlock)).toBe(false);
    expect(readme.includes('\n- `nowhere`: ')).toBe(false);
  });
});
