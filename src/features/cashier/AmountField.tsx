import { useId, useState, type Ref } from 'react';
import { t } from '../../i18n/t';
import { TextField } from '../../ui/TextField/TextField';
import { formatCurrency } from '../../lib/money';
import { checkAmount, type AmountLimits, type AmountProblem } from './amount';
import '../../i18n/messages/cashier';

/** The pt-BR sentence for a refused amount (a clear message for every bad input). */
export function amountMessage(problem: AmountProblem): string {
  switch (problem.kind) {
    case 'required':
      return t('cashier.amount.required');
    case 'format':
      return t('cashier.amount.format');
    case 'decimals':
      return problem.accuracy === 0
        ? t('cashier.amount.noDecimals')
        : t('cashier.amount.decimals', { accuracy: String(problem.accuracy) });
    case 'min':
      return t('cashier.amount.min', { min: problem.min });
    case 'max':
      return t('cashier.amount.max', { max: problem.max });
    case 'available':
      return t('cashier.amount.available', { available: problem.available });
  }
}

type AmountFieldProps = {
  value: string;
  onChange: (value: string) => void;
  limits: AmountLimits;
  label?: string;
  /**
   * Set by the form when the player tried to submit: the refusal shows even if the field was
   * never left (Enter in the field, or a tap on the button with the keyboard still up).
   */
  showError?: boolean;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A money amount: a decimal keypad, the limits shown before the player types, and what was
 * typed kept as typed (never silently rewritten: "1e5" is not turned into 15) with a clear
 * pt-BR refusal once the field is left or a submit is tried. The form sends only what
 * `checkAmount` accepts.
 */
export function AmountField({
  value,
  onChange,
  limits,
  label = t('cashier.amount.label'),
  showError = false,
  disabled,
  ref,
}: AmountFieldProps) {
  const id = useId();
  const [left, setLeft] = useState(false);
  const result = checkAmount(value, limits);
  const error = (left || showError) && !result.ok ? amountMessage(result.problem) : null;
  const symbol = limits.symbol ?? 'R$';
  const accuracy = limits.accuracy ?? 2;
  const hint =
    limits.min !== undefined && limits.max !== undefined
      ? t('cashier.amount.limits', {
          min: formatCurrency(limits.min, symbol, accuracy),
          max: formatCurrency(limits.max, symbol, accuracy),
        })
      : undefined;
  return (
    <TextField
      id={id}
      ref={ref}
      label={label}
      value={value}
      onChange={(next) => {
        onChange(next);
        // A new attempt is judged when it is finished, not keystroke by keystroke.
        setLeft(false);
      }}
      onBlur={() => setLeft(value.trim() !== '')}
      hint={hint}
      error={error}
      inputMode="decimal"
      autoComplete="off"
      prefix={symbol}
      disabled={disabled}
      maxLength={24}
    />
  );
}
