import type { ReactNode } from 'react';
import * as styles from './Checkbox.css';

type CheckboxProps = {
  /** What ticking it does ("Ocultar saldos zerados"): the checkbox's accessible name. */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/**
 * A native checkbox with its label beside it, the whole row a touch target: for a switch that
 * narrows a list on this screen. Space toggles it and a screen reader says its state.
 */
export function Checkbox({ label, checked, onChange }: CheckboxProps) {
  return (
    <label className={styles.row}>
      <input
        type="checkbox"
        className={styles.box}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
