import type { MessageKey } from '../../../i18n/pt-BR';
import { t } from '../../../i18n/t';
import { Chip } from '../../../ui/Chip/Chip';
import { TIME_FILTERS, type TimeFilter as Days } from '../recordQuery';
import * as styles from './TimeFilter.css';
import '../../../i18n/messages/records';

const LABELS: Record<Days, MessageKey> = {
  0: 'records.period.0',
  7: 'records.period.7',
  30: 'records.period.30',
  60: 'records.period.60',
};

type TimeFilterProps = {
  value: Days;
  onChange: (days: Days) => void;
};

/**
 * The spec 3 time filters (today, 7, 30, 60 days) as a group of toggle buttons, "Período"; the
 * pressed one is the period shown. Tapping the pressed one does nothing.
 */
export function TimeFilter({ value, onChange }: TimeFilterProps) {
  return (
    <div className={styles.row} role="group" aria-label={t('records.period.label')}>
      {TIME_FILTERS.map((days) => (
        <Chip
          key={days}
          compact
          pressed={days === value}
          onClick={() => {
            if (days !== value) onChange(days);
          }}
        >
          {t(LABELS[days])}
        </Chip>
      ))}
    </div>
  );
}
