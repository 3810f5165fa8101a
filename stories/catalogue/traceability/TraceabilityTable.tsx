import { useId, useState } from 'react';
import { RULES, percent, shareOfRules } from './rules';
import { autoTitle, storyId, storyName } from './storyLinks';
import type { Proof, Rule, RuleStatus } from './types';
import * as styles from './TraceabilityTable.css';

/**
 * The spec traceability table of the docs page stories/catalogue/Traceability.mdx: the share of
 * rules proven, a filter by status, then one row per rule with its proofs.
 */

const STATUSES: readonly RuleStatus[] = ['built', 'partial', 'not built'];
const STATUS_CLASS: Record<RuleStatus, string> = {
  built: styles.built,
  partial: styles.partial,
  'not built': styles.notBuilt,
};

function ProofItem({ proof }: { proof: Proof }) {
  if (proof.kind === 'story') {
    return (
      <li>
        Story{' '}
        <a href={`./?path=/story/${storyId(proof.file, proof.story)}`} target="_top">
          {autoTitle(proof.file)} / {storyName(proof.story)}
        </a>
      </li>
    );
  }
  return (
    <li>
      {proof.kind === 'test' ? 'Unit test' : 'e2e journey'} <code>{proof.file}</code>: “{proof.name}
      ”
    </li>
  );
}

function RuleRow({ rule }: { rule: Rule }) {
  return (
    <tr>
      <th scope="row" className={`${styles.cell} ${styles.id}`}>
        {rule.id}
      </th>
      <td className={styles.cell}>{rule.section}</td>
      <td className={styles.cell}>
        {rule.text}
        {rule.note ? <span className={styles.note}>{rule.note}</span> : null}
      </td>
      <td className={`${styles.cell} ${styles.status}`}>
        <span className={STATUS_CLASS[rule.status]}>{rule.status}</span>
      </td>
      <td className={`${styles.cell} ${styles.proofCell}`}>
        {rule.proofs.length > 0 ? (
          <ul className={styles.proofs}>
            {rule.proofs.map((proof, i) => (
              <ProofItem key={i} proof={proof} />
            ))}
          </ul>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}

export function TraceabilityTable({ rules = RULES }: { rules?: readonly Rule[] }) {
  const [shown, setShown] = useState<RuleStatus | 'all'>('all');
  const name = useId();
  const rows = shown === 'all' ? rules : rules.filter((rule) => rule.status === shown);
  const count = (status: RuleStatus | 'all') =>
    status === 'all' ? rules.length : rules.filter((rule) => rule.status === status).length;
  return (
    <div className={styles.root}>
      <table className={styles.share} aria-label="Share of rules proven">
        <thead>
          <tr>
            <th className={styles.cell}>Section</th>
            <th className={styles.cell}>Proven (built)</th>
            <th className={styles.cell}>Partial</th>
            <th className={styles.cell}>Not built</th>
          </tr>
        </thead>
        <tbody>
          {shareOfRules(rules).map((s) => (
            <tr key={s.label}>
              <th scope="row" className={styles.cell}>
                {s.label === 'Total' ? 'Total' : `Section ${s.label}`}
              </th>
              <td className={styles.cell}>{percent(s.built, s.total)}</td>
              <td className={styles.cell}>{s.partial}</td>
              <td className={styles.cell}>{s['not built']}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <fieldset className={styles.filters}>
        <legend>Show rules</legend>
        {(['all', ...STATUSES] as const).map((status) => (
          <label key={status} className={styles.filter}>
            <input
              type="radio"
              name={name}
              value={status}
              checked={shown === status}
              onChange={() => setShown(status)}
            />
            {status} ({count(status)})
          </label>
        ))}
      </fieldset>
      <table className={styles.table} aria-label="Spec rules and their proofs">
        <thead>
          <tr>
            <th className={styles.cell}>Id</th>
            <th className={styles.cell}>Section</th>
            <th className={styles.cell}>Rule</th>
            <th className={styles.cell}>Status</th>
            <th className={styles.cell}>Proofs</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((rule) => (
            <RuleRow key={rule.id} rule={rule} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
