import { useId } from 'react';
import type { MessageKey } from '../../../i18n/pt-BR';
import { t } from '../../../i18n/t';
import * as styles from './SortSelect.css';
import '../../../i18n/messages/gameScreens';

/** Spec 7 sortType codes (mocks/data/README.md): 0 catalogue, 1 popular, 2 newest, 3 A–Z. */
const OPTIONS: readonly { value: number; label: MessageKey }[] = [
  { value: 0, label: 'games.sort.default' },
  { value: 1, label: 'games.sort.popular' },
  { value: 2, label: 'games.sort.newest' },
  { value: 3, label: 'games.sort.nameAsc' },
];

type SortSelectProps = {
  value: number;
  onChange: (sortType: number) => void;
};

/** "Ordenar por": the browser's own select, so every platform gives its native picker. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <span className={styles.field}>
      <label htmlFor={id}>{t('games.sort.label')}</label>
      <span className={styles.control}>
        <select
          id={id}
          className={styles.select}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </span>
    </span>
  );
}
