import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { placeAuthFailure, type AuthField } from './authErrors';

const REGISTER: AuthField[] = ['phone', 'code', 'password', 'cpf', 'inviteCode'];
const LOGIN: AuthField[] = ['phone', 'password'];

const refusal = (code: number, message: string) =>
  new ApiError({ kind: 'business', code, message, path: '/papi/member/v2/register', status: 200 });

describe('placeAuthFailure', () => {
  it('puts the known account refusals under their field', () => {
    const cases: [number, string, AuthField][] = [
      [1001, 'Senha incorreta. Confira e tente de novo.', 'password'],
      [1003, 'Este celular já está cadastrado. Entre ou recupere a senha.', 'phone'],
      [1004, 'CPF inválido. Confira os números digitados.', 'cpf'],
      [1005, 'Este CPF já está vinculado a outra conta.', 'cpf'],
      [1006, 'Código de verificação incorreto.', 'code'],
      [1011, 'Aguarde 42 s para pedir um novo código.', 'code'],
      [1012, 'Código de convite inválido.', 'inviteCode'],
    ];
    for (const [code, message, field] of cases) {
      expect(placeAuthFailure(refusal(code, message), REGISTER)).toEqual({ field, message });
    }
  });

  it('tells the current password from the new one (password change)', () => {
    const CHANGE: AuthField[] = ['oldPassword', 'password', 'confirmPassword', 'code'];
    expect(placeAuthFailure(refusal(1013, 'A senha atual está incorreta.'), CHANGE)?.field).toBe(
      'oldPassword',
    );
    expect(
      placeAuthFailure(refusal(1014, 'A nova senha precisa ser diferente da atual.'), CHANGE)
        ?.field,
    ).toBe('password');
    expect(placeAuthFailure(refusal(7777, 'Senha atual errada'), CHANGE)?.field).toBe(
      'oldPassword',
    );
    // Not the account's phone: no phone field on that form, so the form's own alert.
    expect(placeAuthFailure(refusal(1017, 'Este celular não é o da sua conta.'), CHANGE)).toEqual({
      field: null,
      message: 'Este celular não é o da sua conta.',
    });
  });

  it('falls back to the words of the message for a code it does not know', () => {
    const place = (message: string) => placeAuthFailure(refusal(7777, message), REGISTER)?.field;
    expect(place('Código de convite não encontrado')).toBe('inviteCode');
    expect(place('O código SMS expirou')).toBe('code');
    expect(place('CPF bloqueado')).toBe('cpf');
    expect(place('Senha fraca')).toBe('password');
    expect(place('Número de celular já usado')).toBe('phone');
    expect(place('Serviço indisponível')).toBeNull();
  });

  it('shows a refusal about a field the form lacks as the form alert', () => {
    // Login has no CPF field: the message still reaches the player, at the form level.
    expect(placeAuthFailure(refusal(1004, 'CPF inválido.'), LOGIN)).toEqual({
      field: null,
      message: 'CPF inválido.',
    });
  });

  it('keeps timeouts, lost connections and HTTP errors at the form level', () => {
    for (const kind of ['timeout', 'network', 'http', 'client'] as const) {
      const error = new ApiError({ kind, message: `falha ${kind}`, path: '/x' });
      expect(placeAuthFailure(error, REGISTER)).toEqual({ field: null, message: `falha ${kind}` });
    }
    // An HTTP error that carries a code is still not placed under a field.
    const http = new ApiError({
      kind: 'http',
      code: 1004,
      message: 'CPF',
      path: '/x',
      status: 400,
    });
    expect(placeAuthFailure(http, REGISTER)?.field).toBeNull();
  });

  it('says nothing for a cancelled call and something generic for a non-API error', () => {
    expect(
      placeAuthFailure(new ApiError({ kind: 'aborted', message: 'x', path: '/x' }), LOGIN),
    ).toBeNull();
    expect(placeAuthFailure(new TypeError('boom'), LOGIN)).toEqual({
      field: null,
      message: 'Não foi possível concluir a operação. Tente novamente.',
    });
  });
});
