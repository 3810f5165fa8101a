import { useId, type ReactNode } from 'react';
import * as styles from './Select.css';

export type SelectOption<V extends string> = {
  value: V;
  /** What the player reads in the control and in the native picker. */
  label: string;
};

export type SelectLayout = 'inline' | 'stacked' | 'split';

type SelectProps<V extends string> = {
  /** Always visible, and the select's accessible name. */
  label: string;
  value: V;
  /** In the order the native picker lists them. */
  options: readonly SelectOption<V>[];
  /** Receives the value of the option the player picked. */
  onChange: (value: V) => void;
  /**
   * `inline`: the label beside a compact control, for a list's toolbar.
   * `stacked`: the label above a control as wide as the form, among text fields.
   * `split`: a caption above, then the chosen value in bold in a control as wide as its
   * options, with `aside` beside it (a currency and its balance in a card).
   */
  layout?: SelectLayout;
  /** Shown after the control and read as its description, such as the chosen coin's balance. */
  aside?: ReactNode;
  disabled?: boolean;
};

/**
 * A labelled native select: every platform's own picker (the wheel on iOS, the sheet on
 * Android), drawn with our chevron and the same pixels in every state.
 */
export function Select<V extends string>({
  label,
  value,
  options,
  onChange,
  layout = 'stacked',
  aside,
  disabled = false,
}: SelectProps<V>) {
  const id = useId();
  const asideId = `${id}-aside`;
  const hasAside = aside !== undefined;
  return (
    <div className={styles.root[layout]}>
      <label className={styles.label[layout]} htmlFor={id}>
        {label}
      </label>
      <span className={styles.controlOf[layout]}>
        <select
          id={id}
          className={styles.selectOf[layout]}
          value={value}
          disabled={disabled}
          aria-describedby={hasAside ? asideId : undefined}
          // The options are the only values the control can hold.
          onChange={(event) => onChange(event.target.value as V)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
      {hasAside && <div id={asideId}>{aside}</div>}
    </div>
  );
}
