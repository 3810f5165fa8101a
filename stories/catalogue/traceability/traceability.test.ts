import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULES, percent, sectionOf, shareOfRules } from './rules';
import { storyId } from './storyLinks';
import type { Proof, Rule } from './types';

// Spec traceability: the data set in rules.ts must stay true to the repo. Every proof is checked
// against the file it names, so a renamed story, test or journey fails here.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ID = /^S(\d+)\.([1-9]\d*)$/;
const SECTIONS = ['2', '4', '5', '6', '8', '9'];

const sources = new Map<string, string | null>();
function source(file: string): string | null {
  if (!sources.has(file)) {
    const path = `${ROOT}${file}`;
    sources.set(file, existsSync(path) ? readFileSync(path, 'utf8') : null);
  }
  return sources.get(file) ?? null;
}

/** The string literals ('...', "..." or `...` without ${}) right after `head`, unescaped. */
function literalsAfter(text: string, head: string): string[] {
  const found: string[] = [];
  const re = new RegExp(`${head}\\s*(['"\`])((?:\\\\.|(?!\\1)[^\\\\])*)\\1`, 'g');
  for (const m of text.matchAll(re)) {
    const body = m[2] ?? '';
    if (m[1] === '`' && body.includes('${')) continue;
    found.push(body.replace(/\\(.)/g, '$1'));
  }
  return found;
}

/**
 * Test titles as written: `it('...')` / `test('...')`, and the title template of
 * `it.each(table)('...')` (e.g. '%i clears the session'). `it.skip` and `it.todo` do not count.
 */
function testTitles(text: string): string[] {
  const titles = literalsAfter(text, '(?<![\\w.$])(?:it|test)\\s*\\(');
  for (const each of text.matchAll(/(?<![\w.$])(?:it|test)\.each\b/g)) {
    const rest = text.slice(each.index);
    const [first] = literalsAfter(rest, '\\)\\s*\\(');
    if (first !== undefined) titles.push(first);
  }
  return titles;
}
/**
 * Journey names of an e2e module (`export const journeys = [{ name: '...', run }]`): every
 * `name: '...'` literal of a file that exports journeys (a locator's short `{ name: 'Entrar' }` is
 * read too, but never equals a journey's sentence-long name).
 */
const journeyNames = (text: string): string[] =>
  /export\s+const\s+journeys\b/.test(text) ? literalsAfter(text, '\\bname\\s*:') : [];

/** What is wrong with one proof, or null. */
function proofProblem(proof: Proof): string | null {
  const text = source(proof.file);
  if (text === null) return `${proof.file} does not exist`;
  switch (proof.kind) {
    case 'story':
      if (!/^stories\/.+\.stories\.tsx$/.test(proof.file))
        return `${proof.file} is not a stories file`;
      if (!/^[A-Za-z_$][\w$]*$/.test(proof.story)) return `"${proof.story}" is not an export name`;
      return new RegExp(`export\\s+const\\s+${proof.story}\\b`).test(text)
        ? null
        : `${proof.file} has no story export ${proof.story}`;
    case 'test':
      if (!/\.test\.tsx?$/.test(proof.file)) return `${proof.file} is not a unit test file`;
      return testTitles(text).includes(proof.name)
        ? null
        : `${proof.file} has no test "${proof.name}"`;
    case 'e2e':
      if (!/^e2e\/.+\.e2e\.mjs$/.test(proof.file))
        return `${proof.file} is not an e2e journey file`;
      return journeyNames(text).includes(proof.name)
        ? null
        : `${proof.file} has no journey "${proof.name}"`;
  }
}

/** Every problem of the data set (empty when it is sound). */
function problems(rules: readonly Rule[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const next = new Map<string, number>();
  for (const rule of rules) {
    const m = ID.exec(rule.id);
    if (!m) {
      out.push(`${rule.id}: malformed id (S<section>.<n>)`);
      continue;
    }
    const [, section = '', n = ''] = m;
    if (seen.has(rule.id)) out.push(`${rule.id}: duplicated id`);
    seen.add(rule.id);
    if (!SECTIONS.includes(section)) out.push(`${rule.id}: section ${section} is not traced`);
    if (!rule.section.startsWith(`${section} `))
      out.push(`${rule.id}: section "${rule.section}" is not spec section ${section}`);
    const expected = next.get(section) ?? 1;
    if (Number(n) !== expected)
      out.push(`${rule.id}: expected S${section}.${expected} here (ids 1..n in order)`);
    next.set(section, Number(n) + 1);
    if (rule.text.trim() === '') out.push(`${rule.id}: no rule text`);
    if (rule.status !== 'not built' && rule.proofs.length === 0)
      out.push(`${rule.id}: '${rule.status}' without a proof`);
    if (rule.status !== 'built' && !rule.note?.trim())
      out.push(`${rule.id}: '${rule.status}' without a note`);
    for (const proof of rule.proofs) {
      const problem = proofProblem(proof);
      if (problem) out.push(`${rule.id}: ${problem}`);
    }
  }
  return out;
}

describe('spec traceability', () => {
  it('every rule has a well-formed id, in order, and every proof names something that exists', () => {
    expect(problems(RULES)).toEqual([]);
  });

  it('traces sections 2, 4, 5, 6, 8 and 9', () => {
    for (const section of SECTIONS) {
      expect(
        RULES.some((rule) => sectionOf(rule.id) === section),
        `section ${section}`,
      ).toBe(true);
    }
  });

  it('catches a malformed, duplicated or out-of-order id, a missing proof or note and a dead proof', () => {
    const rule: Rule = {
      id: 'S4.1',
      section: '4 States and transitions',
      text: 'x',
      status: 'built',
      proofs: [],
    };
    const broken: Rule[] = [
      { ...rule, id: 'S4-1' },
      rule,
      {
        ...rule,
        id: 'S4.1',
        note: 'n',
        status: 'partial',
        proofs: [{ kind: 'story', file: 'stories/nope.stories.tsx', story: 'A' }],
      },
      { ...rule, id: 'S4.3', status: 'not built' },
      {
        ...rule,
        id: 'S4.4',
        proofs: [
          {
            kind: 'test',
            file: 'stories/catalogue/traceability/traceability.test.ts',
            name: 'no such test',
          },
          { kind: 'e2e', file: 'e2e/vip.e2e.mjs', name: 'no such journey' },
          { kind: 'story', file: 'stories/catalogue/traceability/types.ts', story: 'Rule' },
        ],
      },
    ];
    expect(problems(broken)).toEqual([
      'S4-1: malformed id (S<section>.<n>)',
      "S4.1: 'built' without a proof",
      'S4.1: duplicated id',
      'S4.1: expected S4.2 here (ids 1..n in order)',
      'S4.1: stories/nope.stories.tsx does not exist',
      'S4.3: expected S4.2 here (ids 1..n in order)',
      "S4.3: 'not built' without a note",
      'S4.4: stories/catalogue/traceability/traceability.test.ts has no test "no such test"',
      'S4.4: e2e/vip.e2e.mjs has no journey "no such journey"',
      'S4.4: stories/catalogue/traceability/types.ts is not a stories file',
    ]);
  });

  it('reads test titles and journey names as written', () => {
    expect(
      testTitles(`it('a \\'b\\'', () => {}); it.skip('skipped'); test(\n  "c", f); it(\`d\`)`),
    ).toEqual(["a 'b'", 'c', 'd']);
    expect(testTitles(`it.each([[1, f(2)], [3, 4]] as const)(\n  '%i and %i', () => {});`)).toEqual(
      ['%i and %i'],
    );
    expect(journeyNames(`export const journeys = [{ name: 'J: one', async run() {} }];`)).toEqual([
      'J: one',
    ]);
    expect(journeyNames(`const x = { name: 'not a journey file' };`)).toEqual([]);
  });

  it('links a story proof to the id Storybook gives it (auto-title, folder-named file dropped)', () => {
    // Ids as a Storybook build's index.json has them.
    expect(storyId('stories/ui/Tabs/Tabs.stories.tsx', 'ManyTabs')).toBe('ui-tabs--many-tabs');
    expect(storyId('stories/flows/SessionExpiry.stories.tsx', 'LoginAskedAfterExpiry')).toBe(
      'flows-sessionexpiry--login-asked-after-expiry',
    );
    expect(storyId('stories/screens/Service/ServiceChat.stories.tsx', 'WithUrl')).toBe(
      'screens-service-servicechat--with-url',
    );
  });

  it('prints the share of rules proven per section', () => {
    const lines = shareOfRules(RULES).map(
      (s) =>
        `${s.label === 'Total' ? 'Total' : `Section ${s.label}`}: proven ${percent(s.built, s.total)}, partial ${s.partial}, not built ${s['not built']}`,
    );
    // The check's report: the share of rules proven, read in the test output.
    // eslint-disable-next-line no-console
    console.log(`Spec traceability\n${lines.join('\n')}`);
    expect(lines.length).toBeGreaterThan(1);
  });
});
