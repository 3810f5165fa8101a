import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { server } from '../../../mocks/node';
import { route } from '../../../mocks/handlers/respond';
import { endpoints } from '../../api/allEndpoints';
import { IDEMPOTENCY_HEADER } from '../../api/contract';
import { setSession } from '../../state/session';
import { walletState } from '../../state/wallet';
import {
  exchangeFailure,
  exchangeIntent,
  sendExchange,
  type ExchangeOrder,
} from './exchangeAction';
import { amountParts } from './exchangeMath';

const order = (amount: string, source = 'BRL', destination = 'USDT'): ExchangeOrder => ({
  source,
  destination,
  amount: amountParts(amount)!,
});

/** Every exchange call that reached the network, with its Idempotency-Key. */
function watchExchangeCalls(): (string | null)[] {
  const keys: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === endpoints.exchange.path) {
      keys.push(request.headers.get(IDEMPOTENCY_HEADER));
    }
  });
  return keys;
}

const balance = (currency: string) =>
  walletState.entries.find((e) => e.currency === currency)?.availableBalance;

describe('sendExchange (spec 7 exchange, a money action)', () => {
  it('ten rapid taps send one request; both balances are read again before it resolves', async () => {
    setSession(DEMO_ACCOUNT.info);
    const calls = watchExchangeCalls();
    const taps = Array.from({ length: 10 }, () => sendExchange(order('100')));
    await Promise.all(taps);
    server.events.removeAllListeners();
    expect(calls).toHaveLength(1);
    // R$ 1.847,35 - R$ 100; USDT 52,1834 + 100 x 0,18796992 rounded down = 18,7969.
    expect(balance('BRL')).toBe(1747.35);
    expect(balance('USDT')).toBe(70.9803);
  });

  it('the same amount written two ways is one intent; another amount is another', () => {
    expect(exchangeIntent(order('100,00'))).toBe(exchangeIntent(order('100')));
    expect(exchangeIntent(order('100,5'))).not.toBe(exchangeIntent(order('100')));
  });

  it('a retry after no answer carries the same key and converts once', async () => {
    setSession(DEMO_ACCOUNT.info);
    let dropped = false;
    server.use(
      http.post(route(endpoints.exchange), () => {
        if (dropped) return undefined;
        dropped = true;
        return HttpResponse.error();
      }),
    );
    const calls = watchExchangeCalls();
    const first = await sendExchange(order('100')).catch((error: unknown) => error);
    expect(exchangeFailure(first)).toMatchObject({ unknownOutcome: true });
    expect(exchangeFailure(first).message).toMatch(/Tentar de novo é seguro/);
    await sendExchange(order('100'));
    server.events.removeAllListeners();
    expect(calls).toHaveLength(2);
    expect(calls[1]).toBe(calls[0]);
    expect(balance('BRL')).toBe(1747.35);
  });

  it('a refusal is explained in pt-BR with the server message, and nothing moved', async () => {
    setSession(DEMO_ACCOUNT.info);
    // More than the R$ 1.847,35 the demo player holds: the world answers 2002.
    const error = await sendExchange(order('5000')).catch((e: unknown) => e);
    const failure = exchangeFailure(error);
    expect(failure).toEqual({
      message: 'Saldo insuficiente. Nada foi convertido e seus saldos continuam os mesmos.',
      unknownOutcome: false,
    });
    await expect.poll(() => balance('BRL')).toBe(1847.35);
    expect(balance('USDT')).toBe(52.1834);
  });
});
