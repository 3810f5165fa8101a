import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, SECOND_ACCOUNT } from '../../../mocks/data/users';
import { server } from '../../../mocks/node';
import { balanceOf } from '../../../mocks/world/wallet';
import { setSession } from '../../state/session';
import { cleanCode, codeError, redeem, refusalText } from './redeem';

const DEMO = DEMO_ACCOUNT.info;

/** Counts the requests that reach the mock world for one path. */
function countRequests(path: string): { count: () => number; stop: () => void } {
  let n = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) n += 1;
  };
  server.events.on('request:start', listener);
  return { count: () => n, stop: () => server.events.removeListener('request:start', listener) };
}

let stopCounting: (() => void) | undefined;
afterEach(() => stopCounting?.());

/** The refusal of a code for the logged-in player, as the page would word it. */
async function refusalOf(code: string) {
  try {
    await redeem(code);
  } catch (error) {
    return refusalText(error);
  }
  throw new Error(`${code} was accepted`);
}

describe('redeem', () => {
  it('ten taps send one request and credit the code once', async () => {
    setSession(DEMO);
    const before = balanceOf(DEMO.userNo, 'BRL');
    const counter = countRequests('/api/redemptionCode/v1/use/VITRINE10');
    stopCounting = counter.stop;
    const taps = Array.from({ length: 10 }, () => redeem('VITRINE10'));
    const results = await Promise.all(taps);
    expect(counter.count()).toBe(1);
    expect(new Set(results).size).toBe(1);
    expect(results[0]).toEqual({ amount: 10, currency: 'BRL' });
    expect(balanceOf(DEMO.userNo, 'BRL')).toBeCloseTo(before + 10, 2);
  });

  it('words invalid, expired, used and already redeemed codes for the field', async () => {
    setSession(DEMO);
    expect(await refusalOf('NAOEXISTE1')).toEqual({
      text: 'Código inválido. Confira as letras e os números e tente de novo.',
      onField: true,
    });
    expect(await refusalOf('NATAL2025')).toEqual({
      text: 'Este código expirou e não pode mais ser usado.',
      onField: true,
    });
    // The demo player took BEMVINDO5 ten days ago; for anyone else it is used up.
    expect(await refusalOf('BEMVINDO5')).toEqual({
      text: 'Você já resgatou este código.',
      onField: true,
    });
    setSession(SECOND_ACCOUNT.info);
    expect(await refusalOf('BEMVINDO5')).toEqual({
      text: 'Este código já foi usado.',
      onField: true,
    });
  });

  it('a failure that is not about the code keeps the server message, off the field', () => {
    expect(refusalText(new Error('boom'))).toEqual({
      text: 'Não foi possível concluir a operação. Tente novamente.',
      onField: false,
    });
  });
});

describe('code input', () => {
  it('drops spaces and accepts letters and digits only', () => {
    expect(cleanCode(' VITRINE 10 ')).toBe('VITRINE10');
    expect(codeError('')).toBe('Digite o código.');
    expect(codeError('BONUS-10')).toBe('Use apenas letras e números.');
    expect(codeError('Bonus10')).toBeNull();
  });
});
