import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPixKey, maskPixKey } from './pixKey';

// The demo player's CPF (mocks/data/users.ts) and another person's, both with valid check digits.
const OWN = '39053344705';
const SOMEONE_ELSE = '529.982.247-25';

describe('checkPixKey', () => {
  it("a CPF key must be the player's own CPF when the app holds it", () => {
    expect(checkPixKey('CPF', '390.533.447-05', OWN)).toEqual({ ok: true, value: OWN });
    expect(checkPixKey('CPF', SOMEONE_ELSE, OWN)).toEqual({ ok: false, problem: 'cpfNotOwn' });
  });

  it('without the registered CPF (after a plain login) only the check digits are checked', () => {
    expect(checkPixKey('CPF', SOMEONE_ELSE, '')).toEqual({ ok: true, value: '52998224725' });
    expect(checkPixKey('CPF', '390.533.447-06', '')).toEqual({ ok: false, problem: 'cpfDigits' });
    expect(checkPixKey('CPF', '111.111.111-11', '')).toEqual({ ok: false, problem: 'cpfDigits' });
  });

  it('checks the other kinds and sends them normalised', () => {
    expect(checkPixKey('PHONE', '(11) 91234-5678')).toEqual({ ok: true, value: '+5511912345678' });
    expect(checkPixKey('PHONE', '(11) 1234-5678')).toEqual({ ok: false, problem: 'phone' });
    expect(checkPixKey('EMAIL', ' Carlos@Exemplo.com.br ')).toEqual({
      ok: true,
      value: 'carlos@exemplo.com.br',
    });
    expect(checkPixKey('EMAIL', 'carlos@exemplo')).toEqual({ ok: false, problem: 'email' });
    expect(checkPixKey('EMAIL', `${'a'.repeat(70)}@exemplo.com`)).toMatchObject({ ok: false });
    expect(checkPixKey('EVP', '3F2504E0-4F89-41D3-9A0C-0305E82C3301')).toEqual({
      ok: true,
      value: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    });
    expect(checkPixKey('EVP', '3f2504e04f8941d39a0c0305e82c3301')).toMatchObject({ ok: false });
    expect(checkPixKey('EMAIL', '   ')).toEqual({ ok: false, problem: 'required' });
  });

  it('property: an accepted CPF key is always the own CPF when it is known', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789.- ') }), (raw) => {
        const result = checkPixKey('CPF', raw, OWN);
        return !result.ok || result.value === OWN;
      }),
    );
  });
});

describe('maskPixKey', () => {
  it('punctuates CPF and phone as they are typed, leaves the rest', () => {
    expect(maskPixKey('CPF', '39053344705')).toBe('390.533.447-05');
    expect(maskPixKey('PHONE', '11912345678')).toBe('(11) 91234-5678');
    expect(maskPixKey('EMAIL', 'A@B.com')).toBe('A@B.com');
  });
});
