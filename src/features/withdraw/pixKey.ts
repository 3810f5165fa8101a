import type { PixKeyType } from '../../api/contract';
import { formatCpf, isValidCpf } from '../../lib/cpf';
import { formatBrMobile, isValidBrMobile, toE164 } from '../../lib/phone';

/** The kinds of Pix key a player can save, in the order the form offers them (CPF first). */
export const PIX_KEY_TYPES: readonly PixKeyType[] = ['CPF', 'PHONE', 'EMAIL', 'EVP'];

/** Why a Pix key is refused before anything is sent. */
export type PixKeyProblem =
  | 'required'
  /** CPF with wrong check digits, or not 11 digits. */
  | 'cpfDigits'
  /** A valid CPF that is not the one the player registered with (Brazilian rule, see below). */
  | 'cpfNotOwn'
  | 'phone'
  | 'email'
  | 'evp';

export type PixKeyCheck = { ok: true; value: string } | { ok: false; problem: PixKeyProblem };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Pix random keys (EVP) are UUIDs. */
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Pix limits e-mail keys to 77 characters (Banco Central, DICT manual). */
const EMAIL_MAX = 77;

/**
 * Checks a Pix key of the chosen kind and returns what is sent: a CPF as its 11 digits, a phone
 * in E.164 (+55...), an e-mail or random key in lower case.
 *
 * A CPF key must be the player's own CPF: a betting operator pays out only to accounts held by
 * the player (Lei 14.790/2023, and the withdraw account is the player's, spec 3). `ownCpf` is
 * the CPF the player registered with when the app holds it (spec 4 "the locally held CPF", kept
 * in memory after a register in this tab); the API does not send it back (UserInfo has no CPF,
 * spec 3), so after a plain login it is ''. CHOICE: then only the check digits are checked here
 * and the server, which knows the registered CPF, refuses another person's (mock code 2020).
 */
export function checkPixKey(type: PixKeyType, raw: string, ownCpf = ''): PixKeyCheck {
  const text = raw.trim();
  if (text === '') return { ok: false, problem: 'required' };
  switch (type) {
    case 'CPF': {
      if (!isValidCpf(text)) return { ok: false, problem: 'cpfDigits' };
      const digits = text.replace(/\D/g, '');
      const own = ownCpf.replace(/\D/g, '');
      if (own.length === 11 && digits !== own) return { ok: false, problem: 'cpfNotOwn' };
      return { ok: true, value: digits };
    }
    case 'PHONE':
      return isValidBrMobile(text)
        ? { ok: true, value: toE164(text) }
        : { ok: false, problem: 'phone' };
    case 'EMAIL':
      return text.length <= EMAIL_MAX && EMAIL.test(text)
        ? { ok: true, value: text.toLowerCase() }
        : { ok: false, problem: 'email' };
    case 'EVP':
      return EVP.test(text)
        ? { ok: true, value: text.toLowerCase() }
        : { ok: false, problem: 'evp' };
  }
}

/** The mask applied while the key is typed: CPF and phone get their usual punctuation. */
export function maskPixKey(type: PixKeyType, value: string): string {
  if (type === 'CPF') return formatCpf(value);
  if (type === 'PHONE') return formatBrMobile(value);
  return value;
}
