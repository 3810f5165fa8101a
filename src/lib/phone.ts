/** Brazil's country calling code; the stored areaCode defaults to it (spec 3 and 9). */
export const DEFAULT_AREA_CODE = '55';

/**
 * The 67 Brazilian DDD area codes in use (Anatel). 20, 23, 25, 26, 29, 30, 36, 39, 40, 50, 52,
 * 56-60, 70, 72, 76, 78, 80 and 90 are not assigned.
 */
const DDD = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43,
  44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77,
  79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/** Formatting a player may type around a number: spaces, parentheses, dashes, dots. */
const PHONE_FORMATTING = /[\s().-]/g;

/**
 * National digits of a number, dropping a leading '+55' (what `toE164` produces) so an E.164
 * value reads back. Without the '+', leading 55 is a DDD (Rio Grande do Sul), never stripped.
 */
function nationalDigits(value: string): string {
  const text = value.trim();
  return text.startsWith(`+${DEFAULT_AREA_CODE}`) ? text.slice(3) : text;
}

/**
 * Progressive mask for a Brazilian mobile as the player types: '11' -> '(11',
 * '1198765' -> '(11) 98765', '11987654321' -> '(11) 98765-4321'. Non-digits are dropped,
 * digits past the 11th are cut, and no separator comes before its next digit, so backspace
 * never sticks. A leading '+55' is treated as the country code and dropped.
 */
export function formatBrMobile(value: string): string {
  if (typeof value !== 'string') return '';
  const digits = nationalDigits(value).replace(/\D/g, '').slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const ddd = digits.slice(0, 2);
  const first = digits.slice(2, 7);
  const last = digits.slice(7);
  return last ? `(${ddd}) ${first}-${last}` : `(${ddd}) ${first}`;
}

/**
 * Whether a value is a Brazilian mobile number: 11 digits once spaces, parentheses, dashes and
 * dots are removed (optionally after '+55'), a DDD in use, then 9, then 8 digits. Letters or
 * any other character make it invalid.
 */
export function isValidBrMobile(value: string): boolean {
  if (typeof value !== 'string') return false;
  const digits = nationalDigits(value).replace(PHONE_FORMATTING, '');
  return /^\d{2}9\d{8}$/.test(digits) && DDD.has(Number(digits.slice(0, 2)));
}

/** A valid mobile in E.164 ('(11) 98765-4321' -> '+5511987654321'); '' when it is not valid. */
export function toE164(value: string): string {
  if (!isValidBrMobile(value)) return '';
  return `+${DEFAULT_AREA_CODE}${nationalDigits(value).replace(PHONE_FORMATTING, '')}`;
}
