import { formatBrMobile, isValidBrMobile } from '../../lib/phone';

/**
 * The phone of the logged-in player's account: spec 3 user info `account` (contract: the phone's
 * digits without the area code). Null when it is not a Brazilian mobile (another operator's
 * account may be an e-mail or a login name): no SMS can confirm such an account here.
 */
export function accountPhone(account: string | undefined): string | null {
  const digits = (account ?? '').replace(/\D/g, '');
  return digits !== '' && isValidBrMobile(digits) ? digits : null;
}

/**
 * The number as a player reads it, whole: '+55 (11) 98765-4321', with no-break spaces so it
 * never wraps in the middle. For the pages that send the SMS to it.
 */
export function phoneText(areaCode: string, digits: string): string {
  return `+${areaCode} ${formatBrMobile(digits)}`.replace(/ /g, '\u00a0');
}

/**
 * The number with its middle hidden, for a list row anyone beside the player may read:
 * '(11) 9••••-4321' (the DDD, the leading 9 and the last four digits stay, so the player still
 * recognises it).
 */
export function maskedPhone(digits: string): string {
  const formatted = formatBrMobile(digits);
  // '(11) 98765-4321': characters 6-9 are the four digits after the leading 9.
  return `${formatted.slice(0, 6)}${'\u2022'.repeat(4)}${formatted.slice(10)}`.replace(
    / /g,
    '\u00a0',
  );
}
