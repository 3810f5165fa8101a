import type { PixKeyType } from '../../api/contract';
import { isValidCpf } from '../../lib/cpf';
import { isValidBrMobile } from '../../lib/phone';

/**
 * What money is paid out to: a kind of Pix key, a bank account (spec 3 withdraw account type 1
 * without a Pix key) or a crypto wallet (type 2).
 */
export type DestinationKind = PixKeyType | 'bank' | 'wallet';

/** What the app knows about a destination: a saved account, or the account of an order. */
export type DestinationSource = {
  /** Spec 3 withdraw account type: 1 bank card (a Pix key or a bank account), 2 crypto wallet. */
  type: number;
  accountNo: string;
  /**
   * CHOICE field of accounts and orders: the kind of Pix key. A server that leaves it out gets
   * the kind read from the number's shape (`destinationKind`).
   */
  pixKeyType?: PixKeyType | null;
};

/** A number the server already masked ('***.533.447-**', 'TQ8f1a…9fXz2k'): shown as sent. */
const ALREADY_MASKED = /[*…]/;
const CPF_SHAPE = /^[\d*]{3}\.[\d*]{3}\.[\d*]{3}-[\d*]{2}$/;
const PHONE_SHAPE = /^(?:\+55|\(\d{2}\))/;
const EVP_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EVP_MASKED = /^[0-9a-f]{4}…[0-9a-f]{4}$/i;
const PIX_KEY_TYPES: readonly string[] = ['CPF', 'PHONE', 'EMAIL', 'EVP'];

/**
 * The kind of a destination. The `pixKeyType` the server sends wins; without it (an order row
 * of a server that does not send it) the kind is read from the number's shape, masked or not:
 * an e-mail has an '@'; a CPF is 000.000.000-00 or 11 digits with right check digits; a phone
 * starts with +55 or (DD), or is 11 digits of a Brazilian mobile; a random key is a UUID (or its
 * masked 4…4 form). Any other type 1 number is a bank account.
 */
export function destinationKind({
  type,
  accountNo,
  pixKeyType,
}: DestinationSource): DestinationKind {
  if (type === 2) return 'wallet';
  if (pixKeyType && PIX_KEY_TYPES.includes(pixKeyType)) return pixKeyType;
  const text = accountNo.trim();
  if (text.includes('@')) return 'EMAIL';
  if (CPF_SHAPE.test(text) || (/^\d{11}$/.test(text) && isValidCpf(text))) return 'CPF';
  if (PHONE_SHAPE.test(text) || isValidBrMobile(text)) return 'PHONE';
  if (EVP_SHAPE.test(text) || EVP_MASKED.test(text)) return 'EVP';
  return 'bank';
}

/** The national digits of a phone key: '+55 11 98765-4321' -> '11987654321'. */
function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return text.trim().startsWith('+55') || digits.length === 13 ? digits.slice(2) : digits;
}

/** Only the last 4 characters, for a number whose shape is not the expected one. */
function lastFour(text: string): string {
  const chars = Array.from(text.replace(/[\s.\-/()]/g, ''));
  return chars.length > 4 ? `****${chars.slice(-4).join('')}` : '****';
}

/**
 * The one mask of a withdraw destination, used wherever a saved account or an order is shown
 * (the picker, the confirmation, the password step, the result, the order list) and by the mock
 * server for the orders it lists, so a player never sees the same key masked two ways.
 *
 * CHOICE: spec 5's generic mask (first 2 and last character) would leave a CPF or a phone
 * unrecognisable to its owner; Pix apps show the middle of a CPF and the end of the rest:
 * - CPF '390.533.447-05' -> '***.533.447-**' (the six middle digits, as Brazilian banks show it);
 * - phone '+55 11 98765-4321' -> '(11) *****-4321';
 * - e-mail 'carlos.souza@exemplo.com.br' -> 'c***@exemplo.com.br';
 * - random key (a UUID) -> its first 4 and last 4 characters around '…';
 * - bank account -> '****' and its last 4 characters;
 * - wallet address (public, not personal) -> its first 6 and last 6 around '…', so it fits one
 *   line and can still be compared with the wallet's own.
 * A number that already holds '*' or '…' was masked by the server and is shown as sent; a number
 * that does not have its kind's shape shows only its last 4 characters, never in full.
 */
export function maskAccountNo(kind: DestinationKind, accountNo: string): string {
  const text = accountNo.trim();
  if (ALREADY_MASKED.test(text)) return text;
  switch (kind) {
    case 'CPF': {
      const d = text.replace(/\D/g, '');
      return d.length === 11 ? `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**` : lastFour(text);
    }
    case 'PHONE': {
      const d = phoneDigits(text);
      return d.length >= 10 ? `(${d.slice(0, 2)}) *****-${d.slice(-4)}` : lastFour(text);
    }
    case 'EMAIL': {
      const at = text.lastIndexOf('@');
      const first = Array.from(text.slice(0, at))[0];
      const domain = text.slice(at + 1);
      return at > 0 && first && domain ? `${first}***@${domain}` : lastFour(text);
    }
    case 'EVP':
      return text.length > 8 ? `${text.slice(0, 4)}…${text.slice(-4)}` : '****';
    case 'bank':
      return lastFour(text);
    case 'wallet':
      return text.length > 16 ? `${text.slice(0, 6)}…${text.slice(-6)}` : text;
  }
}

/** The masked number of a destination (its kind worked out as `destinationKind` does). */
export function maskedAccountNo(source: DestinationSource): string {
  return maskAccountNo(destinationKind(source), source.accountNo);
}
