import { exchange } from '../../api/cashier';
import { isApiError } from '../../api/errors';
import { forgetIntent, moneyAction } from '../../api/idempotency';
import { t } from '../../i18n/t';
import { refreshWallet } from '../../state/wallet';
import { amountNumber, canonicalAmount } from './exchangeMath';
import type { DecimalParts } from '../../lib/decimal';
import '../../i18n/messages/exchange';

/** One conversion the player confirmed. */
export type ExchangeOrder = {
  source: string;
  destination: string;
  /** The amount of the source, as accepted by the amount check. */
  amount: DecimalParts;
};

/**
 * The money action's intent: the same pair and amount is the same intent (`moneyAction`), so a
 * burst of taps, or a retry after no answer came, sends one conversion under one
 * Idempotency-Key. Another amount or pair is another intent.
 */
export function exchangeIntent({ source, destination, amount }: ExchangeOrder): string {
  return `exchange:${source}:${destination}:${canonicalAmount(amount)}`;
}

/**
 * Converts through POST /api/wallet/v1/exchange (spec 7: sourceCurrency, destinationCurrency,
 * balance) as a money action: ten rapid taps send one request. Resolves once the server said
 * yes AND the wallets were read again, so the balances on screen are the new ones before the
 * page says "done" (the answer carries no balances). The refusal toast is off: the page
 * explains it in place (`exchangeFailure`).
 */
export function sendExchange(order: ExchangeOrder): Promise<void> {
  return moneyAction(exchangeIntent(order), async (idempotencyKey) => {
    await exchange(
      {
        sourceCurrency: order.source,
        destinationCurrency: order.destination,
        balance: amountNumber(order.amount),
      },
      { idempotencyKey, silent: true },
    );
    await refreshWallet();
  });
}

/** The player changed the amount or the pair: an unanswered attempt is not retried with it. */
export function dropExchange(order: ExchangeOrder): void {
  forgetIntent(exchangeIntent(order));
}

/** Why a conversion failed, for the page. */
export type ExchangeFailure = {
  /** pt-BR, what happened and what the player's money did. */
  message: string;
  /**
   * No answer (timeout, network, an HTTP failure): the conversion may or may not have been done.
   * Trying the same again is safe (same Idempotency-Key: done once at most).
   */
  unknownOutcome: boolean;
};

/**
 * Explains a failed conversion in pt-BR. A refusal (spec 8: a non-200 code) carries the
 * server's own message; nothing moved, so the page says so. Without an answer nobody knows, so
 * the page says to look at the balances, which are read again either way (the refusal may come
 * from balances that changed elsewhere, e.g. 2002 "Saldo insuficiente" after a bet).
 */
export function exchangeFailure(error: unknown): ExchangeFailure {
  void refreshWallet();
  const reason = isApiError(error) ? error.message.trim() : '';
  if (isApiError(error) && (error.kind === 'business' || error.kind === 'client')) {
    return { message: joined(reason, t('exchange.refused.nothingChanged')), unknownOutcome: false };
  }
  // An HTTP failure carries a message of the server's (or the client's own); a timeout or a
  // lost connection has nothing better than ours.
  const what = isApiError(error) && error.kind === 'http' ? reason : t('exchange.refused.noAnswer');
  return { message: joined(what, t('exchange.refused.checkBalances')), unknownOutcome: true };
}

const joined = (first: string, second: string) => (first ? `${first} ${second}` : second);
