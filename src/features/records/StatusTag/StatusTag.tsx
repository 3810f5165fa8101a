import type { StatusView } from '../labels';
import * as styles from './StatusTag.css';

/** An order's status in words, coloured by how it ended (waiting, refused or failed, done). */
export function StatusTag({ status }: { status: StatusView }) {
  return <span className={styles.tag({ tone: status.tone })}>{status.label}</span>;
}
