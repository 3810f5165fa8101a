import { describe, expect, it, onTestFinished } from 'vitest';
import { server } from '../../../mocks/node';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { passPasswordCheck } from '../../../mocks/world/testing';
import { IDEMPOTENCY_HEADER } from '../../api/contract';
import { setSession } from '../../state/session';
import { submitWithdraw } from './submitWithdraw';

/** Counts the apply calls that reach the mock world (and lets each through to it). */
function countApplyCalls() {
  const keys: (string | null)[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/api/withdraw/v1/apply') {
      keys.push(request.headers.get(IDEMPOTENCY_HEADER));
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return keys;
}

describe('submitWithdraw (ten rapid taps send one request)', () => {
  it('ten calls for the same intent while it is pending send one request, one order', async () => {
    setSession(DEMO_ACCOUNT.info);
    // The password step passed first, as in the app (the world refuses a withdrawal without it).
    passPasswordCheck();
    const keys = countApplyCalls();
    const payload = { accountId: 401, currency: 'BRL', amount: 100 };
    const taps = Array.from({ length: 10 }, () => submitWithdraw(payload));
    const orders = await Promise.all(taps);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(orders.map((o) => o.orderNo)).size).toBe(1);
    expect(orders[0]).toMatchObject({ status: 1, amount: 100, currency: 'BRL', fee: 0 });
  });

  it('a refusal rejects with the server code and no order', async () => {
    setSession(DEMO_ACCOUNT.info);
    passPasswordCheck();
    const refusal = await submitWithdraw({ accountId: 401, currency: 'BRL', amount: 1500 }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({ kind: 'business', code: 2006 });
  });
});
