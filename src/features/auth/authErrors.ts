import { isApiError, type ApiError } from '../../api/errors';
import { t } from '../../i18n/t';

/** The fields of the auth forms a server refusal can point at. */
export type AuthField =
  'phone' | 'code' | 'oldPassword' | 'password' | 'confirmPassword' | 'cpf' | 'inviteCode';

/**
 * Business codes that name a field. CHOICE: spec 8 fixes only 200 and the session codes; these
 * are the account codes of our API contract as the mock world answers them
 * (mocks/world/codes.ts, listed in mocks/world/README.md).
 */
const FIELD_BY_CODE: Readonly<Record<number, AuthField>> = {
  1001: 'password', // wrong password
  1002: 'phone', // no account with this phone
  1003: 'phone', // phone already registered
  1004: 'cpf', // invalid CPF
  1005: 'cpf', // CPF already linked to another account
  1006: 'code', // wrong SMS code
  1007: 'password', // weak password
  1008: 'confirmPassword', // passwords differ
  1009: 'phone', // invalid phone
  1010: 'phone', // area code not supported
  1011: 'code', // asked for a new SMS code too soon
  1012: 'inviteCode', // unknown invite code
  1013: 'oldPassword', // wrong current password (password change)
  1014: 'password', // new password equal to the current one
  1017: 'phone', // not the account's phone
};

/**
 * For a code we do not know (another operator's API), the field the pt-BR message talks about.
 * Order matters: 'Código de convite inválido' is about the invite code, not the SMS code.
 */
const FIELD_BY_WORDS: readonly (readonly [RegExp, AuthField])[] = [
  [/convite/i, 'inviteCode'],
  [/\bcpf\b/i, 'cpf'],
  [/c[óo]digo|\bsms\b/i, 'code'],
  [/coincid/i, 'confirmPassword'],
  [/senha (atual|antiga)/i, 'oldPassword'],
  [/senha/i, 'password'],
  [/celular|telefone|n[úu]mero/i, 'phone'],
];

/** Where a failed auth call's message goes: under `field`, or (null) as the form's own alert. */
export type AuthFailure = { field: AuthField | null; message: string };

/**
 * Places a failure of login, register, resetPassword or sendMessage in its form. A business
 * refusal goes under the field it is about, when that field is on the form (`fields`);
 * anything else — a refusal about no field, an HTTP error, a timeout, no connection — is shown
 * as the form's alert, with the server's or the client's pt-BR message. A cancelled call (the
 * form went away) shows nothing: null.
 */
export function placeAuthFailure(error: unknown, fields: readonly AuthField[]): AuthFailure | null {
  if (!isApiError(error)) return { field: null, message: t('api.error.generic') };
  if (error.kind === 'aborted') return null;
  const field = error.kind === 'business' ? fieldOf(error) : null;
  return {
    field: field !== null && fields.includes(field) ? field : null,
    message: error.message || t('api.error.generic'),
  };
}

function fieldOf(error: ApiError): AuthField | null {
  if (error.code !== undefined) {
    const byCode = FIELD_BY_CODE[error.code];
    if (byCode) return byCode;
  }
  for (const [words, field] of FIELD_BY_WORDS) if (words.test(error.message)) return field;
  return null;
}
