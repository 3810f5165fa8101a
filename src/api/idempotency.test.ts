import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { ok, on } from '../../mocks/handlers/respond';
import { resetAllStores } from '../state/reset';
import { IDEMPOTENCY_HEADER } from './contract';
import { endpoints } from './allEndpoints';
import { forgetIntent, isActionPending, moneyAction } from './idempotency';
import { exchange } from './cashier';

const payload = { sourceCurrency: 'BRL', destinationCurrency: 'USDT', balance: 100 };
const intent = 'exchange:BRL:USDT:100';

/** Answers the exchange call with the given responses in turn; records the keys it saw. */
function exchangeServer(...answers: (() => Response)[]) {
  const keys: (string | null)[] = [];
  server.use(
    on(endpoints.exchange, ({ request }) => {
      keys.push(request.headers.get(IDEMPOTENCY_HEADER));
      const answer = answers[Math.min(keys.length - 1, answers.length - 1)]!;
      return answer();
    }),
  );
  return keys;
}

const send = (idempotencyKey: string) => exchange(payload, { idempotencyKey });

describe('moneyAction', () => {
  it('a money call made outside moneyAction is refused before anything is sent', async () => {
    const keys = exchangeServer(() => ok(null));
    const error = await exchange(payload).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'client' });
    expect(keys).toEqual([]);
  });

  it('a second call for the same intent while the first is pending sends nothing', async () => {
    const keys = exchangeServer(() => ok(null));
    const first = moneyAction(intent, send);
    const second = moneyAction(intent, send);
    expect(second).toBe(first);
    expect(isActionPending(intent)).toBe(true);
    await Promise.all([first, second]);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(isActionPending(intent)).toBe(false);
  });

  it('a retry after a failure reuses the idempotency key until the intent succeeds', async () => {
    const keys = exchangeServer(
      () => HttpResponse.error(),
      () => ok(null),
      () => ok(null),
    );
    await expect(moneyAction(intent, send)).rejects.toMatchObject({ kind: 'network' });
    await expect(moneyAction(intent, send)).resolves.toBeNull();
    expect(keys[1]).toBe(keys[0]);
    // Succeeded: the same button pressed again is a new intent with a new key.
    await moneyAction(intent, send);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('different intents run side by side with different keys', async () => {
    const keys = exchangeServer(() => ok(null));
    await Promise.all([moneyAction('a', send), moneyAction('b', send)]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('forgetIntent starts the next attempt with a new key', async () => {
    const keys = exchangeServer(
      () => HttpResponse.error(),
      () => ok(null),
    );
    await moneyAction(intent, send).catch(() => undefined);
    forgetIntent(intent);
    await moneyAction(intent, send);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('is cleared by resetAllStores', async () => {
    const keys = exchangeServer(
      () => HttpResponse.error(),
      () => ok(null),
    );
    await moneyAction(intent, send).catch(() => undefined);
    resetAllStores();
    await moneyAction(intent, send);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
