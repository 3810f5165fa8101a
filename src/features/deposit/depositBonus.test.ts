import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { server } from '../../../mocks/node';
import { scenarios } from '../../../mocks/scenarios';
import { completeDeposit } from '../../../mocks/world/wallet';
import { getDepositOrder } from '../../api/cashier';
import { RechargeStatus, type DepositOrder } from '../../api/contract';
import { getWalletSummary } from '../../api/wallet';
import { formatCurrency } from '../../lib/money';
import { setSession } from '../../state/session';
import { creditedBonus } from './depositBonus';
import { placeDeposit } from './orders';

const words = (bonus: ReturnType<typeof creditedBonus>) =>
  bonus ? bonus.say(formatCurrency(bonus.amount)) : null;

const brlBalance = async () =>
  (await getWalletSummary({ currency: 'BRL' })).summaryAvailableBalance;

/** A deposit of the demo player that the test pays itself, read back as the payment page does. */
async function paid(amount: number, currency: string, payMethod: 1 | 2): Promise<DepositOrder> {
  server.use(...scenarios['deposit-unpaid']);
  setSession(DEMO_ACCOUNT.info);
  const order = await placeDeposit({ amount, currency, payMethod });
  expect(completeDeposit(order.orderNo)).toBe(true);
  return getDepositOrder({ orderNo: order.orderNo });
}

describe('creditedBonus (the bonus the paid page names)', () => {
  it('names exactly what the mock world credited with the deposit, and its four-step deposit', async () => {
    setSession(DEMO_ACCOUNT.info);
    const before = await brlBalance();
    // The demo player has made one deposit: this is the 2nd, 50 % of R$ 30,00 (spec 3 rr, rla).
    const order = await paid(30, 'BRL', 1);
    const bonus = creditedBonus(order);
    expect(bonus?.amount).toBe(15);
    expect(words(bonus)).toBe('+ R$\u00a015,00 de bônus do 2º depósito');
    // What was named is what reached the wallet: the deposit and the bonus, nothing more.
    expect(await brlBalance()).toBeCloseTo(before + 30 + 15, 2);
  });

  it('names none when the world credited none (a crypto deposit earns no four-step bonus)', async () => {
    const order = await paid(10, 'USDT', 2);
    expect(order.status).toBe(RechargeStatus.success);
    expect(creditedBonus(order)).toBeNull();
  });

  it('never names a bonus of an order not paid, or of zero', () => {
    const base = { status: RechargeStatus.success, bonusAmount: 20, bonusStep: 1 };
    expect(creditedBonus({ ...base, status: RechargeStatus.unpay })).toBeNull();
    expect(creditedBonus({ ...base, status: RechargeStatus.fail })).toBeNull();
    expect(creditedBonus({ ...base, bonusAmount: 0 })).toBeNull();
    expect(creditedBonus({ ...base, bonusAmount: undefined })).toBeNull();
    expect(creditedBonus({ ...base, bonusAmount: Number.NaN })).toBeNull();
    expect(words(creditedBonus(base))).toBe('+ R$\u00a020,00 de bônus do 1º depósito');
  });

  it('says a deposit bonus without a step when the server names none it can be', () => {
    const base = { status: RechargeStatus.success, bonusAmount: 7.5 };
    for (const bonusStep of [undefined, 0, 5, 1.5]) {
      expect(words(creditedBonus({ ...base, bonusStep }))).toBe(
        '+ R$\u00a07,50 de bônus de depósito',
      );
    }
  });
});
