import { describe, expect, it } from 'vitest';
import { validateField } from '../../ui/Form/validate';
import {
  cleanInviteCode,
  cleanSmsCode,
  confirmPasswordRules,
  cpfRules,
  inviteCodeRules,
  newPasswordRules,
  phoneAccount,
  phoneRules,
  smsCodeRules,
  termsRules,
} from './rules';

describe('auth field rules', () => {
  it('phone: a Brazilian mobile with DDD', () => {
    expect(validateField('', phoneRules())).toBe('Campo obrigatório');
    expect(validateField('(11) 8765-4321', phoneRules())).toBe(
      'Informe um celular válido, com DDD',
    );
    expect(validateField('(11) 98765-4321', phoneRules())).toBeNull();
  });

  it('new password: 8 to 20 characters with a letter and a digit', () => {
    const weak = 'Use de 8 a 20 caracteres, com letras e números';
    expect(validateField('abc123', newPasswordRules())).toBe(weak);
    expect(validateField('abcdefgh', newPasswordRules())).toBe(weak);
    expect(validateField('12345678', newPasswordRules())).toBe(weak);
    expect(validateField('demo 1234', newPasswordRules())).toBe(weak);
    expect(validateField('demo1234', newPasswordRules())).toBeNull();
  });

  it('confirmation: equal to the password field', () => {
    const rules = confirmPasswordRules('password');
    expect(validateField('nova1234', rules, { password: 'nova12345' })).toBe(
      'As senhas não coincidem',
    );
    expect(validateField('nova1234', rules, { password: 'nova1234' })).toBeNull();
  });

  it('SMS code: 6 digits', () => {
    expect(validateField('12345', smsCodeRules())).toBe('O código tem 6 números');
    expect(validateField('123456', smsCodeRules())).toBeNull();
    expect(cleanSmsCode('12a 34-5678')).toBe('123456');
  });

  it('CPF: check digits', () => {
    expect(validateField('390.533.447-06', cpfRules())).toBe('CPF inválido');
    expect(validateField('390.533.447-05', cpfRules())).toBeNull();
  });

  it('invite code: optional, letters and digits, case kept', () => {
    expect(validateField('', inviteCodeRules())).toBeNull();
    expect(validateField('ABC-123', inviteCodeRules())).toBe('Use apenas letras e números');
    expect(cleanInviteCode(' abc 123 ')).toBe('abc123');
  });

  it('terms: must be ticked', () => {
    expect(validateField('', termsRules())).toBe(
      'Confirme que tem 18 anos ou mais e aceita os termos',
    );
    expect(validateField('yes', termsRules())).toBeNull();
  });

  it('account: national digits without the +55', () => {
    expect(phoneAccount('(11) 98765-4321')).toBe('11987654321');
    expect(phoneAccount('+55 11 98765-4321')).toBe('11987654321');
  });
});
