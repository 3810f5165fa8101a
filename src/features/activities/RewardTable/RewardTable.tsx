import { useId, type Key, type ReactNode } from 'react';
import * as styles from '../activityCard.css';

type RewardTableProps = {
  /** The table's name, shown as its caption (it also names the table for a screen reader). */
  caption: ReactNode;
  /** The column headers, start to end; a column shown only to a player is left out for a visitor. */
  columns: readonly ReactNode[];
  /** One entry a row: its key and its cells, in the columns' order. */
  rows: readonly { key: Key; cells: readonly ReactNode[] }[];
  /** The cells' class, where a table's cells need more than the shared one (a numeric face). */
  cellClassName?: string;
  /** The caption's id, when something around the table (its card) is labelled by it. */
  captionId?: string;
};

/**
 * The table an activity shows its terms in (tiers, prizes and their odds, the reward per
 * condition): a caption, a header row and one row a term, the last column on the end side.
 */
export function RewardTable({
  caption,
  columns,
  rows,
  cellClassName = styles.td,
  captionId,
}: RewardTableProps) {
  const ownId = useId();
  const id = captionId ?? ownId;
  return (
    <table className={styles.table} aria-labelledby={id}>
      <caption id={id} className={styles.caption}>
        {caption}
      </caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col" className={styles.th}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) => (
              <td key={index} className={cellClassName}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
