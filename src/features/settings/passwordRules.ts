import { t } from '../../i18n/t';
import type { Rule } from '../../ui/Form/validate';
import '../../i18n/messages/settings';

/**
 * The new password must differ from the one in the field `currentField` (the current password
 * typed above it): the server refuses an unchanged password (mock code 1014), so the player is
 * told before sending. An empty field is left to its own `required` rule.
 */
export const differentFromRule = (currentField: string): Rule => ({
  validator: (value, values) => value === '' || value !== values[currentField],
  message: t('settings.changePassword.sameAsOld'),
});

/** A `required` rule with its own message (the catalogue's "Campo obrigatório" says too little). */
export const requiredRule = (message: string): Rule => ({ required: true, message });
