/** Separators a player may type or paste inside a CPF. */
const CPF_SEPARATORS = /[.\-\s]/g;

/** Check digit for the leading digits: weights count down to 2, then 11 - (sum mod 11). */
function checkDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[i]) * (digits.length + 1 - i);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * Whether a CPF is valid: exactly 11 digits once '.', '-' and spaces are removed (any other
 * character makes it invalid), both check digits right, and not one digit repeated
 * ('111.111.111-11' passes the check digits but is not a real CPF).
 */
export function isValidCpf(value: string): boolean {
  if (typeof value !== 'string') return false;
  const digits = value.replace(CPF_SEPARATORS, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  return (
    checkDigit(digits.slice(0, 9)) === Number(digits[9]) &&
    checkDigit(digits.slice(0, 10)) === Number(digits[10])
  );
}

/**
 * Progressive CPF mask for an input as the player types: '1234' -> '123.4', '12345678909' ->
 * '123.456.789-09'. Non-digits are dropped and digits past the 11th are cut. No separator is
 * added before its next digit exists, so backspace is never stuck on a dot or dash.
 */
export function formatCpf(value: string): string {
  const digits = typeof value === 'string' ? value.replace(/\D/g, '').slice(0, 11) : '';
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean);
  const check = digits.slice(9);
  return groups.join('.') + (check ? `-${check}` : '');
}
