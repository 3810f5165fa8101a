import { describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_ACCOUNT } from '../../../mocks/data/users';
import { server } from '../../../mocks/node';
import { scenarios } from '../../../mocks/scenarios';
import { ApiError } from '../../api/errors';
import { setSession } from '../../state/session';
import { explainPasswordFailure, verifyWithdrawPassword } from './passwordCheck';

/** Counts the password checks that reach the mock world (and lets each through to it). */
function countChecks(): { count: number } {
  const seen = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/api/member/v1/checkPassword') seen.count += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

describe('verifyWithdrawPassword', () => {
  it('the demo password passes; a wrong one is explained in pt-BR, not toasted', async () => {
    setSession(DEMO_ACCOUNT.info);
    await expect(verifyWithdrawPassword('demo1234')).resolves.toEqual({ ok: true });
    await expect(verifyWithdrawPassword('errada123')).resolves.toEqual({
      ok: false,
      kind: 'wrong',
      text: expect.stringMatching(/^Senha incorreta\. Confira e tente de novo/),
    });
  });

  it('ten taps while a check is pending send one request', async () => {
    setSession(DEMO_ACCOUNT.info);
    const checks = countChecks();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => verifyWithdrawPassword('demo1234')),
    );
    expect(checks.count).toBe(1);
    expect(results.every((r) => r.ok)).toBe(true);
    // Once settled, the next check is a request of its own.
    await verifyWithdrawPassword('demo1234');
    expect(checks.count).toBe(2);
  });

  it('locked withdrawals say so; no connection says nothing was sent', async () => {
    setSession(DEMO_ACCOUNT.info);
    server.use(...scenarios['withdraw-locked']);
    await expect(verifyWithdrawPassword('demo1234')).resolves.toMatchObject({
      ok: false,
      kind: 'locked',
      text: expect.stringContaining('bloqueados por 15 minutos'),
    });
    server.use(...scenarios.offline);
    await expect(verifyWithdrawPassword('demo1234')).resolves.toMatchObject({
      ok: false,
      kind: 'failed',
      text: 'Sem resposta do servidor. Nada foi enviado: tente de novo.',
    });
  });

  it("another refusal keeps the server's message; a bug is not a refusal", () => {
    const other = new ApiError({
      kind: 'business',
      code: 9999,
      message: 'Algo deu errado.',
      path: '/x',
    });
    expect(explainPasswordFailure(other)).toEqual({
      ok: false,
      kind: 'failed',
      text: 'Algo deu errado.',
    });
    expect(explainPasswordFailure(new TypeError('boom'))).toMatchObject({ kind: 'failed' });
  });
});
