import { describe, expect, it, vi } from 'vitest';
import { validateField, type Rule } from './validate';

describe('validateField (spec 5: required, pattern, validator, message)', () => {
  it('passes with no rules', () => {
    expect(validateField('', undefined)).toBeNull();
    expect(validateField('', [])).toBeNull();
  });

  it('required: an empty or blank value gets the catalog message', () => {
    expect(validateField('', { required: true })).toBe('Campo obrigatório');
    expect(validateField('   ', { required: true })).toBe('Campo obrigatório');
    expect(validateField('ana', { required: true })).toBeNull();
  });

  it('pattern: a mismatch gets "Valor inválido" or the rule message', () => {
    expect(validateField('a b', { pattern: /^\w+$/ })).toBe('Valor inválido');
    expect(validateField('a b', { pattern: /^\w+$/, message: 'Sem espaços' })).toBe('Sem espaços');
    expect(validateField('ab', { pattern: /^\w+$/ })).toBeNull();
  });

  it('pattern: an optional empty field is not judged', () => {
    expect(validateField('', { pattern: /^\d{11}$/ })).toBeNull();
  });

  it('pattern: a global regex gives the same answer every time', () => {
    const rule: Rule = { pattern: /^\d+$/g };
    expect(validateField('123', rule)).toBeNull();
    expect(validateField('123', rule)).toBeNull();
  });

  it('validator: false uses the message, a string is the message, true passes', () => {
    expect(validateField('x', { validator: () => false })).toBe('Valor inválido');
    expect(validateField('x', { validator: () => false, message: 'Não pode' })).toBe('Não pode');
    expect(validateField('x', { validator: () => 'Apelido em uso' })).toBe('Apelido em uso');
    expect(validateField('x', { validator: () => true })).toBeNull();
  });

  it('validator: receives every value, for cross-field rules', () => {
    const validator = vi.fn((value: string, values: Record<string, string>) =>
      value === values.password ? true : 'As senhas não conferem',
    );
    const values = { password: 'abc123', confirm: 'abc124' };
    expect(validateField(values.confirm, { validator }, values)).toBe('As senhas não conferem');
    expect(validator).toHaveBeenCalledWith('abc124', values);
  });

  it('returns the first failing rule in order', () => {
    const rules: Rule[] = [
      { required: true, message: 'Informe o apelido' },
      { pattern: /^.{3,}$/, message: 'Mínimo de 3 caracteres' },
      { validator: (v) => v !== 'admin' || 'Apelido reservado' },
    ];
    expect(validateField('', rules)).toBe('Informe o apelido');
    expect(validateField('ab', rules)).toBe('Mínimo de 3 caracteres');
    expect(validateField('admin', rules)).toBe('Apelido reservado');
    expect(validateField('ana', rules)).toBeNull();
  });

  it('one rule can combine checks and share its message', () => {
    const rule: Rule = { required: true, pattern: /^\d+$/, message: 'Só números' };
    expect(validateField('', rule)).toBe('Só números');
    expect(validateField('1a', rule)).toBe('Só números');
  });
});
