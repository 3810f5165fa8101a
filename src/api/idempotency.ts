import { registerStore } from '../state/reset';
import { randomUuid } from './uuid';

/**
 * Money actions (deposit, withdraw, exchange, claims) must not run twice for one intent of the
 * player, whether from a double tap, a slow network or a retry.
 */

const inFlight = new Map<string, Promise<unknown>>();
const intentKeys = new Map<string, string>();

/**
 * Runs a money action once per intent.
 *
 * - `intentKey` names the player's intent, e.g. `exchange:BRL:USDT:100` or
 *   `claim:redPacket:RP-1`: same key, same intent.
 * - While a call for an intent is pending, a second call returns the same promise and sends
 *   nothing (in-flight guard).
 * - `send` receives the intent's idempotency key (a UUID, sent as the Idempotency-Key header
 *   through the `idempotencyKey` call option). Retries after a failure reuse the same key, so
 *   the server can tell a retry from a new request; after a success the intent is done and the
 *   next call with that name starts a new intent with a new key.
 */
export function moneyAction<T>(
  intentKey: string,
  send: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  const pending = inFlight.get(intentKey);
  if (pending) return pending as Promise<T>;
  let key = intentKeys.get(intentKey);
  if (key === undefined) {
    key = randomUuid();
    intentKeys.set(intentKey, key);
  }
  const idempotencyKey = key;
  const attempt = (async () => {
    try {
      const result = await send(idempotencyKey);
      intentKeys.delete(intentKey);
      return result;
    } finally {
      inFlight.delete(intentKey);
    }
  })();
  inFlight.set(intentKey, attempt);
  return attempt;
}

/** Drops an unfinished intent (the player changed the amount or left the form). */
export function forgetIntent(intentKey: string): void {
  if (!inFlight.has(intentKey)) intentKeys.delete(intentKey);
}

/** Whether a money action for this intent is pending (e.g. to disable its button). */
export function isActionPending(intentKey: string): boolean {
  return inFlight.has(intentKey);
}

registerStore(() => {
  inFlight.clear();
  intentKeys.clear();
});
