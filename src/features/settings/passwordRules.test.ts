import { describe, expect, it } from 'vitest';
import { validateField } from '../../ui/Form/validate';
import { differentFromRule, requiredRule } from './passwordRules';

describe('differentFromRule', () => {
  const rules = [requiredRule('Digite a nova senha'), differentFromRule('oldPassword')];

  it('refuses a new password equal to the current one, in pt-BR', () => {
    expect(validateField('demo1234', rules, { oldPassword: 'demo1234' })).toBe(
      'A nova senha precisa ser diferente da atual',
    );
  });

  it('passes a different one (letter case counts)', () => {
    expect(validateField('nova1234', rules, { oldPassword: 'demo1234' })).toBeNull();
    expect(validateField('Demo1234', rules, { oldPassword: 'demo1234' })).toBeNull();
  });

  it('leaves an empty field to its own required message', () => {
    expect(validateField('', rules, { oldPassword: '' })).toBe('Digite a nova senha');
  });
});
