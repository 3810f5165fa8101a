import { describe, expect, it } from 'vitest';
import { accountPhone, maskedPhone, phoneText } from './accountPhone';

describe('accountPhone', () => {
  it('reads a Brazilian mobile, formatted or not', () => {
    expect(accountPhone('11987654321')).toBe('11987654321');
    expect(accountPhone('(21) 99876-5432')).toBe('21998765432');
  });

  it('has no phone for anything else: empty, missing, a landline, an e-mail', () => {
    expect(accountPhone('')).toBeNull();
    expect(accountPhone(undefined)).toBeNull();
    expect(accountPhone('1133334444')).toBeNull();
    expect(accountPhone('jogador@example.com')).toBeNull();
    // An unassigned DDD (20).
    expect(accountPhone('20987654321')).toBeNull();
  });
});

describe('phone display', () => {
  it('writes the whole number with the area code, never wrapping', () => {
    expect(phoneText('55', '11987654321')).toBe('+55\u00a0(11)\u00a098765-4321');
  });

  it('hides the middle digits in the settings row', () => {
    expect(maskedPhone('11987654321')).toBe('(11)\u00a09\u2022\u2022\u2022\u2022-4321');
    expect(maskedPhone('21998765432')).toBe('(21)\u00a09\u2022\u2022\u2022\u2022-5432');
  });
});
