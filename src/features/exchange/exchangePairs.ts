import type { ExchangeRate, WalletEntry } from '../../api/contract';
import { currencyDisplay } from '../../lib/currencyDisplay';
import { roundBalance } from '../../lib/money';

/** One of the player's wallets as the exchange form shows it. */
export type ExchangeSide = {
  currency: string;
  /** Spec 5: the balance rounded DOWN to the currency's accuracy (what can be sent). */
  balance: number;
  symbol: string;
  /** The currency's accuracy (spec 3 usdCurrencyAccuracy, default 2). */
  decimals: number;
};

/** A source and a destination currency. */
export type ExchangePair = { source: string; destination: string };

/**
 * The player's wallets in their own order, each with its symbol, accuracy and balance rounded
 * down to that accuracy (spec 5: never show money the player does not have).
 */
export function exchangeSides(
  entries: readonly WalletEntry[],
  // Read-only: the platform store's snapshot or SWR's answer (spec 3 groups 1, 2, 3).
  currencies: Parameters<typeof currencyDisplay>[1],
): ExchangeSide[] {
  return entries.map((entry) => {
    const { symbol, decimals } = currencyDisplay(entry.currency, currencies, entries);
    return {
      currency: entry.currency,
      balance: roundBalance(entry.availableBalance, decimals),
      symbol,
      decimals,
    };
  });
}

/**
 * The rate of a pair (1 source = rate destination), or undefined when the server gives none or
 * gives one that is not a positive finite number (no preview can be trusted from it).
 */
export function rateOf(
  rates: readonly ExchangeRate[],
  source: string,
  destination: string,
): number | undefined {
  const rate = rates.find(
    (r) => r.sourceCurrency === source && r.destinationCurrency === destination,
  )?.rate;
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : undefined;
}

/** The player's other wallets that `source` can be converted into (a rate exists). */
export function destinationsOf(
  sides: readonly ExchangeSide[],
  rates: readonly ExchangeRate[],
  source: string,
): ExchangeSide[] {
  return sides.filter(
    (side) => side.currency !== source && rateOf(rates, source, side.currency) !== undefined,
  );
}

/**
 * The pair the form opens on: the player's current currency as the source when it can be
 * converted (spec 4: the currency in use), else the first wallet that can; the destination is
 * the first other wallet with a rate. Null when no wallet can be converted into another.
 */
export function initialPair(
  sides: readonly ExchangeSide[],
  rates: readonly ExchangeRate[],
  preferred: string,
): ExchangePair | null {
  const ordered = [
    ...sides.filter((s) => s.currency === preferred),
    ...sides.filter((s) => s.currency !== preferred),
  ];
  for (const side of ordered) {
    const destination = destinationsOf(sides, rates, side.currency)[0];
    if (destination) return { source: side.currency, destination: destination.currency };
  }
  return null;
}

/**
 * A new source: the destination stays when it still can be reached from it, else the first
 * one that can. The player picking the destination as the source swaps the two.
 */
export function withSource(
  pair: ExchangePair,
  source: string,
  sides: readonly ExchangeSide[],
  rates: readonly ExchangeRate[],
): ExchangePair {
  if (source === pair.destination && rateOf(rates, source, pair.source) !== undefined) {
    return { source, destination: pair.source };
  }
  const reachable = destinationsOf(sides, rates, source);
  const keep = reachable.some((s) => s.currency === pair.destination);
  return { source, destination: keep ? pair.destination : (reachable[0]?.currency ?? '') };
}

/** The swap button: the destination becomes the source, when that direction has a rate. */
export function swapped(pair: ExchangePair, rates: readonly ExchangeRate[]): ExchangePair | null {
  return rateOf(rates, pair.destination, pair.source) === undefined
    ? null
    : { source: pair.destination, destination: pair.source };
}
