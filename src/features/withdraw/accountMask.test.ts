import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WITHDRAW_ACCOUNTS, WITHDRAW_ORDERS } from '../../../mocks/data/wallet';
import type { PixKeyType } from '../../api/contract';
import { destinationKind, maskAccountNo, maskedAccountNo } from './accountMask';
import { destinationMethod, destinationText } from './accounts';

const pix = (pixKeyType: PixKeyType | null, accountNo: string) => ({
  type: 1,
  accountNo,
  pixKeyType,
});

describe('maskAccountNo: one mask for every destination', () => {
  it('a CPF shows its six middle digits, typed with or without punctuation', () => {
    expect(maskAccountNo('CPF', '390.533.447-05')).toBe('***.533.447-**');
    expect(maskAccountNo('CPF', '39053344705')).toBe('***.533.447-**');
  });

  it('a phone shows its area code and last 4 digits, from E.164 or as typed', () => {
    expect(maskAccountNo('PHONE', '+55 11 98765-4321')).toBe('(11) *****-4321');
    expect(maskAccountNo('PHONE', '+5511987654321')).toBe('(11) *****-4321');
    expect(maskAccountNo('PHONE', '(21) 99876-5432')).toBe('(21) *****-5432');
  });

  it('an e-mail keeps its first letter and its domain', () => {
    expect(maskAccountNo('EMAIL', 'carlos.souza@exemplo.com.br')).toBe('c***@exemplo.com.br');
    expect(maskAccountNo('EMAIL', 'a@b.co')).toBe('a***@b.co');
  });

  it('a random key and a wallet address are shortened around "…"', () => {
    expect(maskAccountNo('EVP', '5efe7755-4f67-4112-a688-d83e75140c33')).toBe('5efe…0c33');
    expect(maskAccountNo('wallet', 'TNRRGsAbCdEfGhJkLmNpQrStUvWxYzL6PjPv')).toBe('TNRRGs…L6PjPv');
    // A short address has nothing to hide or shorten.
    expect(maskAccountNo('wallet', 'bc1qshort')).toBe('bc1qshort');
  });

  it('a bank account shows only its last 4 characters', () => {
    expect(maskAccountNo('bank', '0001 12345-6')).toBe('****3456');
    expect(maskAccountNo('bank', '123')).toBe('****');
  });

  it('a number the server masked already is shown as sent, never masked twice', () => {
    expect(maskAccountNo('CPF', '390.***.***-05')).toBe('390.***.***-05');
    expect(maskAccountNo('wallet', 'TQ8f***Xz2')).toBe('TQ8f***Xz2');
    expect(maskAccountNo('EVP', '5efe…0c33')).toBe('5efe…0c33');
  });

  it('a number of the wrong shape for its kind still never shows in full', () => {
    expect(maskAccountNo('CPF', '1234567')).toBe('****4567');
    expect(maskAccountNo('PHONE', '4321')).toBe('****');
    expect(maskAccountNo('EMAIL', '@exemplo.com')).toBe('****ocom');
  });

  it('masking is idempotent and hides every digit of a CPF but the middle six', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (digits) => {
        const once = maskAccountNo('CPF', digits);
        expect(maskAccountNo('CPF', once)).toBe(once);
        expect(once.replace(/\D/g, '')).toBe(digits.slice(3, 9));
      }),
    );
  });
});

describe('destinationKind: the real method, sent or read from the shape', () => {
  it('trusts the pixKeyType the server sends', () => {
    expect(destinationKind(pix('EVP', 'anything'))).toBe('EVP');
    expect(destinationKind({ type: 2, accountNo: 'x', pixKeyType: 'CPF' })).toBe('wallet');
  });

  it('without it, reads the kind from the number, masked or not', () => {
    expect(destinationKind(pix(null, '390.533.447-05'))).toBe('CPF');
    expect(destinationKind(pix(null, '***.533.447-**'))).toBe('CPF');
    expect(destinationKind(pix(null, '390.***.***-05'))).toBe('CPF');
    expect(destinationKind(pix(null, '39053344705'))).toBe('CPF');
    expect(destinationKind(pix(null, '+55 11 98765-4321'))).toBe('PHONE');
    expect(destinationKind(pix(null, '(11) *****-4321'))).toBe('PHONE');
    expect(destinationKind(pix(null, '11987654321'))).toBe('PHONE');
    expect(destinationKind(pix(null, 'c***@exemplo.com.br'))).toBe('EMAIL');
    expect(destinationKind(pix(null, '5efe7755-4f67-4112-a688-d83e75140c33'))).toBe('EVP');
    expect(destinationKind(pix(null, '5efe…0c33'))).toBe('EVP');
    expect(destinationKind(pix(null, '****3456'))).toBe('bank');
  });
});

describe('destinationMethod and destinationText: what the player reads', () => {
  it('names each kind of Pix key, a bank account and a wallet with its coin and network', () => {
    expect(destinationMethod(pix('CPF', ''))).toBe('Pix · CPF');
    expect(destinationMethod(pix('PHONE', ''))).toBe('Pix · Celular');
    expect(destinationMethod(pix('EMAIL', ''))).toBe('Pix · E-mail');
    expect(destinationMethod(pix('EVP', ''))).toBe('Pix · Chave aleatória');
    expect(destinationMethod(pix(null, '0001 12345-6'))).toBe('Conta bancária');
    expect(destinationMethod({ type: 2, accountNo: '', currency: 'USDT', network: 'TRC20' })).toBe(
      'Carteira USDT · TRC20',
    );
    expect(destinationMethod({ type: 2, accountNo: '', currency: 'ETH' })).toBe('Carteira ETH');
    expect(destinationMethod({ type: 2, accountNo: '' })).toBe('Carteira cripto');
  });

  it('the demo player’s six accounts, as the picker and the password step name them', () => {
    expect(WITHDRAW_ACCOUNTS.map(destinationText)).toEqual([
      'Pix · CPF ***.533.447-**',
      'Pix · Celular (11) *****-4321',
      'Pix · E-mail c***@exemplo.com.br',
      'Pix · Chave aleatória 5efe…0c33',
      expect.stringMatching(/^Carteira USDT · TRC20 T\w{5}…\w{6}$/),
      expect.stringMatching(/^Carteira ETH · ERC20 0x\w{4}…\w{6}$/),
    ]);
  });

  it('the seed orders carry the same masked numbers the accounts show', () => {
    for (const order of WITHDRAW_ORDERS) {
      const account = WITHDRAW_ACCOUNTS.find(
        (a) => a.pixKeyType === order.pixKeyType && a.network === order.network,
      );
      expect(account && maskedAccountNo(account)).toBe(order.accountNo);
      // Read back without the CHOICE field, the number's shape still tells the kind.
      expect(destinationKind({ ...order, type: order.accountType, pixKeyType: null })).toBe(
        destinationKind({ ...order, type: order.accountType }),
      );
    }
  });
});
