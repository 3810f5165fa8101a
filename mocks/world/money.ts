/**
 * Exact decimal arithmetic for the mock backend's money: balances and amounts are JavaScript
 * numbers on the wire (contract.ts), but sums and conversions are done on their decimal digits
 * so `0.1 + 0.2` or `0.29 * 100` never leave float dust in a balance.
 */
import { toDecimalParts } from '../../src/lib/decimal';

/** A decimal as an integer of units of 10^-scale. */
type Fixed = { units: bigint; scale: number };

function toFixed(value: number): Fixed {
  const parts = toDecimalParts(value);
  if (!parts) throw new RangeError('not a finite number');
  const units = BigInt(`${parts.int}${parts.frac}`);
  return { units: value < 0 ? -units : units, scale: parts.frac.length };
}

function rescale({ units, scale }: Fixed, to: number): bigint {
  return to >= scale ? units * 10n ** BigInt(to - scale) : units / 10n ** BigInt(scale - to);
}

function toNumber(units: bigint, scale: number): number {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return (negative ? -1 : 1) * Number(text);
}

/** Number of fraction digits of a finite number as written ("52.1834" -> 4). */
export function decimalsOf(value: number): number {
  return toDecimalParts(value)?.frac.length ?? 0;
}

/** a + b, exact, as a number. */
export function addExact(a: number, b: number): number {
  const x = toFixed(a);
  const y = toFixed(b);
  const scale = Math.max(x.scale, y.scale);
  return toNumber(rescale(x, scale) + rescale(y, scale), scale);
}

/** a - b, exact, as a number. */
export function subtractExact(a: number, b: number): number {
  return addExact(a, -b);
}

/**
 * amount × rate rounded DOWN to `decimals` places, exact on the decimal digits (an exchange
 * never credits a fraction of a unit the target currency cannot hold: spec 5 accuracy).
 * Both inputs must be non-negative.
 */
export function multiplyFloor(amount: number, rate: number, decimals: number): number {
  const a = toFixed(amount);
  const r = toFixed(rate);
  if (a.units < 0n || r.units < 0n) throw new RangeError('multiplyFloor takes non-negative values');
  const product: Fixed = { units: a.units * r.units, scale: a.scale + r.scale };
  return toNumber(rescale(product, decimals), decimals);
}

/** Rounds a non-negative value down to `decimals` places; a negative value gives 0. */
export function floorTo(value: number, decimals: number): number {
  return value > 0 ? multiplyFloor(value, 1, decimals) : 0;
}

/** Whether `value` is a positive finite number with at most `decimals` fraction digits. */
export function isAmount(value: unknown, decimals: number): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value > 0 &&
    decimalsOf(value) <= decimals
  );
}
