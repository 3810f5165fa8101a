import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exportedComponentNames, importsOf, storyCoverage } from './storyCoverage.mjs';

let root: string | undefined;

/** A small repository: `files` written under a fresh temporary folder. */
function repo(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'story-coverage-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

const byFile = (report: ReturnType<typeof storyCoverage>) =>
  Object.fromEntries(report.components.map((c) => [c.file, c.stories]));

describe('what counts as a component', () => {
  it('is a PascalCase export: functions, consts, classes and export lists, not types or helpers', () => {
    const source = [
      'export function Button() { return null; }',
      'export const Skeleton = () => null;',
      'export class Boundary {}',
      'function Inner() { return null; }',
      'export { Inner };',
      'export type Props = { a: number };',
      'export function useThing() {}',
      'export const LIMIT = 3;',
    ].join('\n');
    // A constant in capitals is no component.
    expect(exportedComponentNames(source)).toEqual(['Button', 'Skeleton', 'Boundary', 'Inner']);
    expect(exportedComponentNames('export function useThing() {}\nexport type A = 1;')).toEqual([]);
  });
});

describe('what counts as an import', () => {
  it('reads static, re-exported and dynamic imports, not paths in comments or strings', () => {
    const source = [
      "import { A, type B, C as D } from './a';",
      "import * as all from './b';",
      "import type { E } from './c';",
      "export { F } from './d';",
      "const lazy = () => import('./e');",
      "// import { G } from './commented';",
      'const text = "from \'./string\'";',
    ].join('\n');
    expect(importsOf(source)).toEqual([
      { kind: 'import', specifier: './a', names: ['A', 'C'] },
      { kind: 'import', specifier: './b', names: null },
      { kind: 'import', specifier: './c', names: [] },
      { kind: 'reexport', specifier: './d', names: ['F'] },
      { kind: 'dynamic', specifier: './e', names: null },
    ]);
  });
});

describe('the coverage of a repository', () => {
  it('counts a story that imports the file, or takes its name through an index', () => {
    const dir = repo({
      'src/ui/Chip/Chip.tsx': 'export function Chip() { return null; }',
      'src/ui/Chip/ChipGroup.tsx': 'export function ChipGroup() { return null; }',
      'src/features/wallet/Row/Row.tsx': 'export function Row() { return null; }',
      'src/features/wallet/Filters/Filters.tsx': 'export function Filters() { return null; }',
      'src/features/wallet/index.ts':
        "export { Row } from './Row/Row';\nexport { Filters } from './Filters/Filters';",
      'src/features/wallet/helpers.tsx': 'export const x = 1;',
      'src/overlays/Popup/Popup.tsx': 'export function Popup() { return null; }',
      'src/overlays/Popup/Popup.test.tsx': 'export function Helper() { return null; }',
      'stories/ui/Chip/Chip.stories.tsx': "import { Chip } from '../../../src/ui/Chip/Chip';",
      'stories/features/wallet/Row.stories.tsx':
        "import { Row } from '../../../src/features/wallet';",
    });
    const report = storyCoverage(dir);
    expect(byFile(report)).toEqual({
      'src/features/wallet/Filters/Filters.tsx': [],
      'src/features/wallet/Row/Row.tsx': ['stories/features/wallet/Row.stories.tsx'],
      'src/overlays/Popup/Popup.tsx': [],
      'src/ui/Chip/Chip.tsx': ['stories/ui/Chip/Chip.stories.tsx'],
      'src/ui/Chip/ChipGroup.tsx': [],
    });
    expect(report.total).toBe(5);
    expect(report.covered).toBe(2);
  });

  it('does not count a piece only drawn inside a screen, but names the story of its name', () => {
    const dir = repo({
      'src/features/activities/WheelView.tsx': 'export function WheelView() { return null; }',
      'src/screens/Detail/Detail.tsx':
        "import { WheelView } from '../../features/activities/WheelView';",
      'stories/features/activities/WheelView.stories.tsx':
        "import { Detail } from '../../../src/screens/Detail/Detail';",
    });
    const [wheel] = storyCoverage(dir).uncovered;
    expect(wheel?.file).toBe('src/features/activities/WheelView.tsx');
    expect(wheel?.namesakes).toEqual(['stories/features/activities/WheelView.stories.tsx']);
  });
});

describe('this repository', () => {
  // Reading every source and story file of the repository is a one-time cost of about 1 s on a
  // quiet machine; on a busy one it went past the 5 s a test gets. It is paid here, with a
  // budget of its own, so the test measures only what it checks.
  let report: ReturnType<typeof storyCoverage>;
  beforeAll(() => {
    report = storyCoverage();
  }, 60_000);

  it('finds the stories of components that have one, by path', () => {
    const stories = byFile(report);
    expect(stories['src/ui/ErrorBoundary/ErrorBoundary.tsx']).toEqual([
      'stories/ui/ErrorBoundary/ErrorBoundary.stories.tsx',
    ]);
    expect(stories['src/ui/Button/Button.tsx']).toContain('stories/ui/Button/Button.stories.tsx');
    expect(report.total).toBeGreaterThan(150);
  });
});
