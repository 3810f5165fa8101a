import { SECTION_2 } from './section2';
import { SECTIONS_4_TO_9 } from './sections4to9';
import type { Rule, RuleStatus } from './types';

/** Every traced rule of spec sections 2, 4, 5, 6, 8 and 9, in spec order. Ids never change meaning. */
export const RULES: readonly Rule[] = [...SECTION_2, ...SECTIONS_4_TO_9];

export type Share = { label: string; total: number } & Record<RuleStatus, number>;

/** The spec section number of a rule id: 'S4.12' -> '4'. */
export const sectionOf = (id: string): string => /^S(\d+)\./.exec(id)?.[1] ?? '?';

/**
 * How many rules are proven: 'built' counts as proven, 'partial' is counted apart (proven in
 * part), 'not built' has no proof. One row per spec section, then the total (label 'Total').
 */
export function shareOfRules(rules: readonly Rule[]): Share[] {
  const rows = new Map<string, Share>();
  const total: Share = { label: 'Total', total: 0, built: 0, partial: 0, 'not built': 0 };
  for (const rule of rules) {
    const label = sectionOf(rule.id);
    const row = rows.get(label) ?? { label, total: 0, built: 0, partial: 0, 'not built': 0 };
    rows.set(label, row);
    for (const r of [row, total]) {
      r.total += 1;
      r[rule.status] += 1;
    }
  }
  return [...rows.values(), total];
}

/** '64 of 97 (66%)'. */
export const percent = (n: number, of: number): string =>
  `${n} of ${of} (${of === 0 ? 0 : Math.round((n / of) * 100)}%)`;
