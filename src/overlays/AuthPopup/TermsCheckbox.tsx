import { useId } from 'react';
import { t } from '../../i18n/t';
import type { FieldProps } from '../../ui/Form/useForm';
import * as styles from './AuthPopup.css';
import '../../i18n/messages/auth';

/**
 * The 18+ and terms confirmation (spec 1: players are adults). A native checkbox, so it works
 * with every keyboard and screen reader; its value is 'yes' when ticked, '' when not, to fit
 * the string-valued form.
 */
export function TermsCheckbox({ name, value, onChange, onBlur, error, ref }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.terms}>
      <div className={styles.termsRow}>
        <input
          ref={ref}
          id={id}
          name={name}
          type="checkbox"
          className={styles.checkbox}
          checked={value === 'yes'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked ? 'yes' : '')}
          onBlur={onBlur}
        />
        <label htmlFor={id} className={styles.termsLabel}>
          {t('auth.terms.label')}
        </label>
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
