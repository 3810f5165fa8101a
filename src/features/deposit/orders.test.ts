import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { server } from '../../../mocks/node';
import { Code } from '../../../mocks/world/codes';
import type { DepositOrder } from '../../api/contract';
import { setSession } from '../../state/session';
import { orderPhase, paymentTarget, placeDeposit } from './orders';

const CREATE_PATH = '/api/recharge/v1/create';

/** Counts the requests that reach the mock world for one path. */
function countRequests(path: string) {
  let n = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) n += 1;
  };
  server.events.on('request:start', listener);
  return { count: () => n, stop: () => server.events.removeListener('request:start', listener) };
}

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('placeDeposit (one order per tap burst)', () => {
  it('ten rapid calls for the same amount send one request and get one order', async () => {
    setSession(DEMO_ACCOUNT.info);
    const counter = countRequests(CREATE_PATH);
    stop = counter.stop;
    const payload = { amount: 50, currency: 'BRL', payMethod: 1 } as const;
    const orders = await Promise.all(Array.from({ length: 10 }, () => placeDeposit(payload)));
    expect(counter.count()).toBe(1);
    expect(new Set(orders.map((o) => o.orderNo)).size).toBe(1);
    expect(orders[0]?.brCode).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    expect(orders[0]?.expireTime).toBeGreaterThan(Date.now());
  });

  it('a refusal rejects with the server message and shows no toast (the form shows it)', async () => {
    setSession(DEMO_ACCOUNT.info);
    await expect(placeDeposit({ amount: 5, currency: 'BRL', payMethod: 1 })).rejects.toMatchObject({
      code: Code.belowMinimum,
      message: 'O valor mínimo é R$ 10,00.',
    });
  });

  it('a crypto order brings its address and network', async () => {
    setSession(DEMO_ACCOUNT.info);
    const order = await placeDeposit({ amount: 10, currency: 'USDT', payMethod: 2 });
    expect(order).toMatchObject({ brCode: null, network: 'TRC20' });
    expect(order.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  });
});

const order = (patch: Partial<DepositOrder>): DepositOrder => ({
  orderNo: 'R1',
  payUrl: 'https://pagamento.example/checkout/R1',
  status: 1,
  amount: 50,
  currency: 'BRL',
  payMethod: 1,
  brCode: '000201',
  address: null,
  network: null,
  expireTime: 1000,
  ...patch,
});

describe('orderPhase', () => {
  it('paid and failed as the server says, else expired past the expiry', () => {
    expect(orderPhase(order({ status: 3 }), 5000)).toBe('paid');
    expect(orderPhase(order({ status: 2 }), 0)).toBe('failed');
    expect(orderPhase(order({}), 999)).toBe('waiting');
    expect(orderPhase(order({}), 1000)).toBe('expired');
  });
});

describe('paymentTarget', () => {
  it("is the method's own field, or null when the order did not bring it", () => {
    expect(paymentTarget(order({}))).toBe('000201');
    expect(paymentTarget(order({ brCode: null }))).toBeNull();
    expect(paymentTarget(order({ payMethod: 2, address: 'Tabc' }))).toBe('Tabc');
    expect(paymentTarget(order({ payMethod: 3 }))).toBe('https://pagamento.example/checkout/R1');
  });

  it('never hands a card page that is not http(s)', () => {
    expect(paymentTarget(order({ payMethod: 3, payUrl: 'javascript:alert(1)' }))).toBeNull();
  });
});
