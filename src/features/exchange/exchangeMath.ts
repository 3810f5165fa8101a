import { groupThousands, toDecimalParts, type DecimalParts } from '../../lib/decimal';

/*
 * The exchange preview's arithmetic, on decimal digits and integer minor units only: a float
 * product such as 0.29 * 100 = 28.999999999999996 would floor to one unit less than the server
 * credits, and a float near a unit boundary could round to one unit MORE than it credits. The
 * player must never be shown more than they will get (spec 5: balances round down).
 */

/** What the cashier's amount check accepts: digits with one optional comma or dot part. */
const AMOUNT_TEXT = /^(\d+)(?:[.,](\d+))?$/;

/**
 * The digits of an amount as the player typed it ("100,5" -> int "100", frac "5"), or null when
 * it is not plain digits with one comma or dot decimal part. Call it only on text that
 * `checkAmount` (features/cashier) accepted; this does not check bounds.
 */
export function amountParts(text: string): DecimalParts | null {
  const match = AMOUNT_TEXT.exec(text.trim());
  if (!match) return null;
  return { int: match[1] ?? '0', frac: match[2] ?? '' };
}

function toUnits({ int, frac }: DecimalParts): bigint {
  return BigInt(`${int}${frac}` || '0');
}

function fromUnits(units: bigint, decimals: number): DecimalParts {
  const digits = units.toString().padStart(decimals + 1, '0');
  const cut = digits.length - decimals;
  return { int: digits.slice(0, cut), frac: digits.slice(cut) };
}

/**
 * `amount` × `rate` rounded DOWN (toward zero) to `decimals` fraction digits: what the
 * destination wallet receives (spec 5: the destination's accuracy). Exact: both factors become
 * integers of their smallest decimal place, are multiplied as BigInt, and the digits past
 * `decimals` are dropped. The fraction of the result has exactly `decimals` digits. Null when
 * the rate is not a finite number >= 0 or `decimals` is not an integer from 0 to 20.
 */
export function convertDown(
  amount: DecimalParts,
  rate: number,
  decimals: number,
): DecimalParts | null {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) return null;
  if (!(rate >= 0)) return null;
  const rateParts = toDecimalParts(rate);
  if (!rateParts) return null;
  const product = toUnits(amount) * toUnits(rateParts);
  const scale = amount.frac.length + rateParts.frac.length;
  const units =
    scale >= decimals
      ? product / 10n ** BigInt(scale - decimals)
      : product * 10n ** BigInt(decimals - scale);
  return fromUnits(units, decimals);
}

/** Whether every digit is zero ("0", "0,0000"): an exchange that would credit nothing. */
export function isZero({ int, frac }: DecimalParts): boolean {
  return !/[1-9]/.test(int + frac);
}

/** The pt-BR digits of a decimal: dot thousands, comma decimals, every fraction digit kept. */
export function decimalText({ int, frac }: DecimalParts): string {
  const whole = groupThousands(int.replace(/^0+(?=\d)/, ''));
  return frac ? `${whole},${frac}` : whole;
}

/**
 * An amount with its currency symbol, written like `formatCurrency` (lib/money.ts: the symbol,
 * a no-break space, pt-BR digits) but from exact digits, so a long amount is never rounded on
 * its way to the screen: `R$ 1.234,56`, `USDT 18,7969`.
 */
export function moneyText(parts: DecimalParts, symbol: string): string {
  const digits = decimalText(parts);
  return symbol ? `${symbol}\u00a0${digits}` : digits;
}

/**
 * A rate in pt-BR digits with every digit the server sent (0.18796992 -> "0,18796992"): a
 * rounded rate would not explain the result. '' for a rate that is not a finite number >= 0.
 */
export function rateText(rate: number): string {
  if (!(rate >= 0)) return '';
  const parts = toDecimalParts(rate);
  return parts ? decimalText(parts) : '';
}

/** The amount as the payload number (`balance`, spec 7 exchange): "100,50" -> 100.5. */
export function amountNumber({ int, frac }: DecimalParts): number {
  return Number(frac ? `${int}.${frac}` : int);
}

/**
 * The amount as one canonical text for the money action's intent name ("100,50", "100.5" and
 * " 0100.50 " are the same intent: 100.5).
 */
export function canonicalAmount({ int, frac }: DecimalParts): string {
  const whole = int.replace(/^0+(?=\d)/, '');
  const fraction = frac.replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** The same amount written with `decimals` fraction digits ("100" at 2 -> "100,00" digits). */
export function padTo({ int, frac }: DecimalParts, decimals: number): DecimalParts {
  return { int, frac: frac.padEnd(decimals, '0') };
}
