import { isValidCpf } from '../../lib/cpf';
import { isValidBrMobile } from '../../lib/phone';
import { t } from '../../i18n/t';
import type { Rule } from '../../ui/Form/validate';
import '../../i18n/messages/auth';

/*
 * Field rules of the auth forms. Spec 5: "Specific login/register field rules: not shown", so
 * each rule below is a CHOICE, kept identical to what the backend of our contract refuses
 * (mocks/world/accounts.ts), so a player is told before sending rather than after. Built per
 * render (functions, not constants) so the messages follow the active language.
 */

/**
 * CHOICE: a new password has 8 to 20 characters, no spaces, with at least one letter and one
 * digit (the backend's PASSWORD_RULE).
 */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)\S{8,20}$/;

/** CHOICE: SMS codes have 6 digits (the demo world's code is 123456). */
export const SMS_CODE_LENGTH = 6;

/** CHOICE: the longest invite code accepted in the field. */
export const INVITE_CODE_MAX_LENGTH = 20;

/** Brazilian mobile, masked as typed: (11) 98765-4321 (lib/phone). */
export const phoneRules = (): Rule[] => [
  { required: true },
  {
    validator: (value) => value === '' || isValidBrMobile(value),
    message: t('auth.phone.invalid'),
  },
];

/** Login: any password the account may have had before the current rule. */
export const currentPasswordRules = (): Rule[] => [{ required: true }];

/** Register and reset: the password rule above. */
export const newPasswordRules = (): Rule[] => [
  { required: true },
  { pattern: PASSWORD_PATTERN, message: t('auth.password.weak') },
];

/** The repeated password must equal the field `passwordField`. */
export const confirmPasswordRules = (passwordField: string): Rule[] => [
  { required: true },
  {
    validator: (value, values) => value === '' || value === values[passwordField],
    message: t('auth.password.mismatch'),
  },
];

export const smsCodeRules = (): Rule[] => [
  { required: true },
  { pattern: new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), message: t('auth.code.invalid') },
];

/** CPF with valid check digits (lib/cpf). */
export const cpfRules = (): Rule[] => [
  { required: true },
  { validator: (value) => value === '' || isValidCpf(value), message: t('auth.cpf.invalid') },
];

/** Optional; letters and digits only, like the /u/{code} referral path (spec 5). */
export const inviteCodeRules = (): Rule[] => [
  { pattern: /^[A-Za-z0-9]+$/, message: t('auth.invite.invalid') },
];

/** Spec 1: players are 18 or older; the box holds 'yes' when ticked. */
export const termsRules = (): Rule[] => [{ required: true, message: t('auth.terms.required') }];

/** What the code field keeps while typing: digits only, at most SMS_CODE_LENGTH. */
export function cleanSmsCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH);
}

/** What the invite field keeps: no spaces (the case is kept: a code is the operator's id). */
export function cleanInviteCode(value: string): string {
  return value.replace(/\s/g, '').slice(0, INVITE_CODE_MAX_LENGTH);
}

/** The account the API expects: the phone's national digits, without +55 (contract UserInfo). */
export function phoneAccount(masked: string): string {
  const text = masked.trim();
  return (text.startsWith('+55') ? text.slice(3) : text).replace(/\D/g, '');
}
