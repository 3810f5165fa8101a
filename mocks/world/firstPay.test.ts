import { describe, expect, it, vi } from 'vitest';
import { FIXED_NOW, MINUTE } from '../data/clock';
import { FIRST_PAY_SETS, FOUR_STEP_SETS } from '../data/promoTerms';
import { DEMO_ACCOUNT, SECOND_ACCOUNT } from '../data/users';
import { completeDeposit, createDeposit, depositDetail, firstPayBonus } from './wallet';
import { findUser } from './world';

// The first-pay offer (type 7) is paid as its rules say: on the account's first deposit, the
// tier open when the order was made, and not on top of the four-step card's first bonus (the
// larger of the two). The deposit page's preview (features/deposit/firstPay.ts) reckons the same.

const user = (userNo: string) => {
  const found = findUser(userNo);
  if (!found) throw new Error(`no player ${userNo}`);
  return found;
};
const maria = () => user(SECOND_ACCOUNT.info.userNo);

function payPix(userNo: string, amount: number) {
  const made = createDeposit(user(userNo), { amount, currency: 'BRL', payMethod: 1 });
  if (!made.ok) throw new Error('deposit refused');
  expect(completeDeposit(made.data.orderNo)).toBe(true);
  const paid = depositDetail(user(userNo), made.data.orderNo);
  if (!paid.ok) throw new Error('order not found');
  return paid.data;
}

describe('the first-pay offer in the mock world', () => {
  it('pays the open tier on a first deposit when it beats the four-step first bonus', () => {
    // Maria registered 20 minutes before FIXED_NOW: the 30-minute tier, 100 % up to R$ 200.
    expect(FIRST_PAY_SETS[0]).toMatchObject({ tl: 30, rr: 100, rla: 200 });
    expect(FOUR_STEP_SETS[0]).toMatchObject({ rr: 100, rla: 100 });
    const paid = payPix(SECOND_ACCOUNT.info.userNo, 150);
    expect(paid.bonusAmount).toBe(150);
    expect(paid.bonusStep).toBe(1);
    expect(maria().fourPay.paySuccessTimes).toBe(1);
  });

  it('pays the four-step first bonus when it is the larger, never both', () => {
    // Three and a half hours after registering: the last tier, 20 % up to R$ 100.
    vi.setSystemTime(SECOND_ACCOUNT.info.registerTime + 210 * MINUTE);
    try {
      expect(firstPayBonus(maria(), 150, Date.now())).toBe(30);
      expect(payPix(SECOND_ACCOUNT.info.userNo, 150).bonusAmount).toBe(100);
    } finally {
      vi.setSystemTime(FIXED_NOW);
    }
  });

  it('is over once every tier has ended, and under its minimum', () => {
    expect(firstPayBonus(maria(), 150, SECOND_ACCOUNT.info.registerTime + 1441 * MINUTE)).toBe(0);
    expect(firstPayBonus(maria(), 19.99, FIXED_NOW)).toBe(0);
  });

  it('does not apply to a player who already made a deposit', () => {
    const before = user(DEMO_ACCOUNT.info.userNo).fourPay.paySuccessTimes;
    const step = FOUR_STEP_SETS[before]!;
    const paid = payPix(DEMO_ACCOUNT.info.userNo, 150);
    expect(paid.bonusAmount).toBe(Math.min((150 * step.rr) / 100, step.rla));
  });
});
