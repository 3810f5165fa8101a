import {
  useCallback,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { t } from '../../i18n/t';
import { clampNumber, countChars, sanitizeNumberInput, truncateChars } from '../../lib/numberField';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../Icon/CloseIcon';
import { EyeIcon } from '../Icon/EyeIcon';
import { EyeOffIcon } from '../Icon/EyeOffIcon';
import * as styles from './TextField.css';
import '../../i18n/messages/uiExtras';

type TextFieldProps = {
  /** Always visible above the input (a placeholder is not a label). */
  label: string;
  value: string;
  /** Receives the next value, already cleaned (number mode) and cut to `maxLength`. */
  onChange: (value: string) => void;
  /** Called after number mode has clamped the value. */
  onBlur?: () => void;
  /** Shown under the input; stays beside an error (it often says how to fix it). */
  hint?: string;
  /** Marks the input invalid and is announced when it appears. */
  error?: string | null;
  type?: 'text' | 'password' | 'email' | 'tel' | 'search' | 'url';
  /**
   * `number`: a decimal keypad, only number characters kept while typing, and on blur the value
   * is cleaned and clamped to `min`/`max` (spec 5). The value stays a pt-BR string ("12,5").
   */
  mode?: 'text' | 'number';
  min?: number;
  max?: number;
  /** Limit in characters (code points: an emoji counts as one, spec 5). */
  maxLength?: number;
  /**
   * Cleans what is typed or pasted before `maxLength` cuts it, so separators in a pasted value
   * ("123 456", "123-456") do not push real characters past the limit.
   */
  clean?: (value: string) => string;
  /** Shows "n/max" under the input; needs `maxLength`. */
  showCount?: boolean;
  /** Adds a "Limpar" button while the field has a value. */
  clearable?: boolean;
  /** Text or a node before the input, e.g. "+55". */
  prefix?: ReactNode;
  /** Text or a node after the input, e.g. a unit. */
  suffix?: ReactNode;
  id?: string;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  ref?: Ref<HTMLInputElement>;
};

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Labelled, controlled text input with hint, error, clear button, prefix/suffix, password
 * reveal, number mode and a character counter.
 */
export function TextField({
  label,
  value,
  onChange,
  onBlur,
  hint,
  error,
  type = 'text',
  mode = 'text',
  min,
  max,
  maxLength,
  clean,
  showCount = false,
  clearable = false,
  prefix,
  suffix,
  id,
  name,
  placeholder,
  disabled = false,
  readOnly = false,
  required,
  autoComplete,
  inputMode,
  ref,
}: TextFieldProps) {
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const prefixId = `${baseId}-prefix`;
  const suffixId = `${baseId}-suffix`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const counterId = `${baseId}-counter`;
  const [revealed, setRevealed] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      inputRef.current = element;
      assignRef(ref, element);
    },
    [ref],
  );

  const isNumber = mode === 'number';
  const hasError = Boolean(error);
  const showHint = Boolean(hint);
  const counting = showCount && maxLength !== undefined;
  const editable = !disabled && !readOnly;
  const showClear = clearable && editable && value !== '';

  const describedBy = [
    prefix !== undefined && prefixId,
    suffix !== undefined && suffixId,
    // The error first: it is what the player needs to hear on returning to the field.
    hasError && errorId,
    showHint && hintId,
    counting && counterId,
  ]
    .filter(Boolean)
    .join(' ');

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    let next = event.target.value;
    if (isNumber) next = sanitizeNumberInput(next);
    if (clean) next = clean(next);
    // Our own limit instead of the native maxLength, which counts UTF-16 units (spec 5).
    if (maxLength !== undefined) next = truncateChars(next, maxLength);
    onChange(next);
  };

  const handleBlur = () => {
    if (isNumber) {
      const clamped = clampNumber(value, { min, max });
      const settled = maxLength === undefined ? clamped : truncateChars(clamped, maxLength);
      if (settled !== value) onChange(settled);
    }
    onBlur?.();
  };

  const handleClear = () => {
    onChange('');
    inputRef.current?.focus();
  };

  const inputType = type === 'password' && revealed ? 'text' : type;

  return (
    <div className={styles.root}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div
        className={styles.control}
        data-invalid={hasError || undefined}
        data-disabled={disabled || undefined}
      >
        {prefix !== undefined && (
          <span id={prefixId} className={styles.prefix}>
            {prefix}
          </span>
        )}
        <input
          ref={setInput}
          id={inputId}
          name={name}
          className={isNumber ? `${styles.input} ${styles.numeric}` : styles.input}
          type={isNumber ? 'text' : inputType}
          inputMode={isNumber ? 'decimal' : inputMode}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          readOnly={readOnly}
          required={required}
          autoComplete={autoComplete}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy || undefined}
          onChange={handleChange}
          onBlur={handleBlur}
        />
        {suffix !== undefined && (
          <span id={suffixId} className={styles.suffix}>
            {suffix}
          </span>
        )}
        {showClear && (
          <IconButton label={t('common.clear')} onClick={handleClear}>
            <CloseIcon />
          </IconButton>
        )}
        {type === 'password' && (
          <IconButton
            label={revealed ? t('field.hidePassword') : t('field.showPassword')}
            disabled={disabled}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
        )}
      </div>
      {(showHint || hasError || counting) && (
        <div className={styles.footer}>
          <div className={styles.messages}>
            {/* Mounted only while there is an error, so the alert is spoken when it appears. */}
            {hasError && (
              <p id={errorId} className={styles.error} role="alert">
                {error}
              </p>
            )}
            {showHint && (
              <p id={hintId} className={styles.hint}>
                {hint}
              </p>
            )}
          </div>
          {counting && (
            <p id={counterId} className={styles.counter}>
              <span aria-hidden="true">
                {t('field.counterShort', { count: countChars(value), max: maxLength ?? 0 })}
              </span>
              <span className="visually-hidden">
                {t('field.counter', { count: countChars(value), max: maxLength ?? 0 })}
              </span>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
