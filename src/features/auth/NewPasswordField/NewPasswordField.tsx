import { t } from '../../../i18n/t';
import type { FieldProps } from '../../../ui/Form/useForm';
import { TextField } from '../../../ui/TextField/TextField';
import '../../../i18n/messages/auth';

type NewPasswordFieldProps = FieldProps & {
  /** 'Nova senha' unless the form has no other password (register: 'Senha'). */
  label?: string;
};

/**
 * A password the player chooses now (register, reset, change): hidden with TextField's reveal
 * button, and the rule said under it before any error (newPasswordRules in rules.ts), so the
 * player knows it before typing. `new-password` lets the browser offer a strong one and save it.
 */
export function NewPasswordField({
  label = t('auth.password.newLabel'),
  ...field
}: NewPasswordFieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      hint={t('auth.password.hint')}
      {...field}
    />
  );
}

/**
 * The new password typed again ('Repita a nova senha', confirmPasswordRules in rules.ts). Also
 * `new-password`, so the browser fills both with the same suggestion.
 */
export function ConfirmPasswordField(field: FieldProps) {
  return (
    <TextField
      label={t('auth.password.confirmLabel')}
      type="password"
      autoComplete="new-password"
      {...field}
    />
  );
}
