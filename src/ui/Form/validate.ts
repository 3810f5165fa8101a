import { t } from '../../i18n/t';
import '../../i18n/messages/uiExtras';

/**
 * One validation rule (spec 5: "Form rules support required, pattern, a validator and a
 * message"). `message` replaces the default text of whichever check in this rule fails.
 */
export type Rule = {
  required?: boolean;
  pattern?: RegExp;
  /** `true` passes; `false` fails with `message`; a string fails with that string. */
  validator?: (value: string, values: Record<string, string>) => boolean | string;
  message?: string;
};

/** A field's rules: one rule or a list checked in order. */
export type Rules = Rule | readonly Rule[];

function checkRule(rule: Rule, value: string, values: Record<string, string>): string | null {
  const empty = value.trim() === '';
  if (rule.required && empty) return rule.message ?? t('common.required');
  // An optional field left empty is valid; a pattern only judges what was typed.
  if (rule.pattern && !empty) {
    // A /g or /y pattern remembers lastIndex between calls and would fail every other time.
    rule.pattern.lastIndex = 0;
    if (!rule.pattern.test(value)) return rule.message ?? t('field.invalid');
  }
  if (rule.validator) {
    // The validator always runs: cross-field rules ("must match the password") need it.
    const verdict = rule.validator(value, values);
    if (verdict === true) return null;
    if (typeof verdict === 'string' && verdict !== '') return verdict;
    return rule.message ?? t('field.invalid');
  }
  return null;
}

/**
 * Checks `value` against `rules` in order and returns the first error message, or null when
 * every rule passes. Default messages come from the catalog ("Campo obrigatório", "Valor
 * inválido").
 */
export function validateField(
  value: string,
  rules: Rules | undefined,
  values: Record<string, string> = {},
): string | null {
  if (!rules) return null;
  const list: readonly Rule[] = Array.isArray(rules) ? rules : [rules as Rule];
  for (const rule of list) {
    const error = checkRule(rule, value, values);
    if (error !== null) return error;
  }
  return null;
}
