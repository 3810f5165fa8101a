import { Fragment, useId, useState, type MouseEvent } from 'react';
import { legalHref } from '../../features/content';
import { t } from '../../i18n/t';
import type { FieldProps } from '../../ui/Form/useForm';
import * as styles from './AuthPopup.css';
import { DocumentSheet } from './DocumentSheet';
import '../../i18n/messages/auth';

type Readable = 'terms' | 'privacy';

/**
 * The label with its two documents as links, in the order the sentence puts them: '{terms}' and
 * '{privacy}' in the message are where they go, so a translation may reorder them.
 */
function labelParts(open: (document: Readable) => (event: MouseEvent) => void) {
  return t('auth.terms.label')
    .split(/(\{terms\}|\{privacy\})/)
    .map((part, index) => {
      const document: Readable | null =
        part === '{terms}' ? 'terms' : part === '{privacy}' ? 'privacy' : null;
      if (!document) return <Fragment key={index}>{part}</Fragment>;
      return (
        <a
          key={index}
          href={legalHref(document)}
          className={styles.termsLink}
          onClick={open(document)}
        >
          {t(`auth.terms.${document}`)}
        </a>
      );
    });
}

/**
 * The 18+ and terms confirmation (spec 1: players are adults). A native checkbox, so it works
 * with every keyboard and screen reader; its value is 'yes' when ticked, '' when not, to fit
 * the string-valued form. The terms and the privacy policy it accepts are links: a tap reads
 * them in a sheet over the form (nothing typed is lost); the link's address still opens the
 * /article page in a new tab by middle click or long press.
 */
export function TermsCheckbox({ name, value, onChange, onBlur, error, ref }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [reading, setReading] = useState<Readable | null>(null);
  // A link inside the label: the browser follows it and does not tick the box.
  const open = (document: Readable) => (event: MouseEvent) => {
    event.preventDefault();
    setReading(document);
  };
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
          {labelParts(open)}
        </label>
      </div>
      <DocumentSheet document={reading} onClose={() => setReading(null)} />
      {error && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
