import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { explainWithdrawFailure, staleWithdrawable } from './refusal';

const business = (code: number, message = 'Mensagem do servidor.') =>
  new ApiError({ kind: 'business', code, message, path: '/api/withdraw/v1/apply' });

describe('explainWithdrawFailure', () => {
  it('2006: rollover still holds part of the balance; the figure on screen is stale', () => {
    const failure = explainWithdrawFailure(business(2006));
    expect(failure).toEqual({
      kind: 'refused',
      code: 2006,
      text: 'Parte do seu saldo ainda depende de apostas (rollover) e não pode ser sacada agora.',
    });
    expect(staleWithdrawable(failure)).toBe(true);
  });

  it("codes without words of the app's own show the server's message", () => {
    expect(explainWithdrawFailure(business(2004, 'O valor mínimo é R$ 20,00.'))).toEqual({
      kind: 'refused',
      code: 2004,
      text: 'O valor mínimo é R$ 20,00.',
    });
    expect(staleWithdrawable(explainWithdrawFailure(business(2004)))).toBe(false);
  });

  it('no answer is "not confirmed", and says a retry is safe', () => {
    const failure = explainWithdrawFailure(
      new ApiError({ kind: 'timeout', message: '', path: '/api/withdraw/v1/apply' }),
    );
    expect(failure.kind).toBe('unsure');
    expect(failure.text).toMatch(/nunca é feito duas vezes/);
  });
});
